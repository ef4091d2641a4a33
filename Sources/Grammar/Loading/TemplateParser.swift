/// Parses one template, e.g. `(start | begin) [my] <shift> {event}`, reporting the first error at its column.
struct TemplateParser {
    private let scalars: [Unicode.Scalar]
    private let file: String
    private let line: Int
    private let firstColumn: Int
    private let sourceLine: String
    private var index = 0

    /// `firstColumn` is the 1-based column of `text` within `sourceLine`, so errors point into the file.
    init(text: Substring, file: String, line: Int, firstColumn: Int, sourceLine: String) {
        self.scalars = Array(text.unicodeScalars)
        self.file = file
        self.line = line
        self.firstColumn = firstColumn
        self.sourceLine = sourceLine
    }

    mutating func parse() throws(GrammarDiagnostic) -> Template {
        skipSpaces()
        if index == scalars.count { throw error("expected a template, found nothing") }
        let template = try parseAlternatives(depth: 0)
        if index < scalars.count {
            throw error("unexpected '\(scalars[index])' with no group open")
        }
        return template
    }

    private mutating func parseAlternatives(depth: Int) throws(GrammarDiagnostic) -> Template {
        if depth > GrammarLimits.nestingDepth {
            throw error("groups nested more than \(GrammarLimits.nestingDepth) deep")
        }
        var choices = [try parseSequence(depth: depth)]
        while peek() == "|" {
            index += 1
            choices.append(try parseSequence(depth: depth))
        }
        return choices.count == 1 ? choices[0] : .alternatives(choices)
    }

    private mutating func parseSequence(depth: Int) throws(GrammarDiagnostic) -> Template {
        var items: [Template] = []
        skipSpaces()
        while let next = peek(), next != "|", next != ")", next != "]" {
            items.append(try parseItem(depth: depth))
            skipSpaces()
        }
        if items.isEmpty { throw error("empty alternative: write a word or remove the '|'") }
        return items.count == 1 ? items[0] : .sequence(items)
    }

    private mutating func parseItem(depth: Int) throws(GrammarDiagnostic) -> Template {
        let start = index
        switch peek() {
        case "(": return try parseGroup(close: ")", depth: depth, start: start)
        case "[": return .optional(try parseGroup(close: "]", depth: depth, start: start))
        case "<": return .rule(try parseName(close: ">"), location(at: start))
        case "{": return .slot(try parseName(close: "}"), location(at: start))
        default: return .word(try parseWord())
        }
    }

    private mutating func parseGroup(close: Unicode.Scalar, depth: Int, start: Int) throws(GrammarDiagnostic) -> Template {
        index += 1
        skipSpaces()
        if peek() == close { throw error("empty group", at: start) }
        let inner = try parseAlternatives(depth: depth + 1)
        guard peek() == close else {
            throw error("'\(scalars[start])' is never closed: expected '\(close)'", at: start)
        }
        index += 1
        return inner
    }

    private mutating func parseName(close: Unicode.Scalar) throws(GrammarDiagnostic) -> String {
        let open = index
        index += 1
        let nameStart = index
        while let next = peek(), GrammarSyntax.isNameCharacter(next) { index += 1 }
        guard index > nameStart else { throw error("expected a name after '\(scalars[open])'") }
        guard peek() == close else { throw error("expected '\(close)' to end the name") }
        index += 1
        return String(String.UnicodeScalarView(scalars[nameStart..<(index - 1)]))
    }

    private mutating func parseWord() throws(GrammarDiagnostic) -> String {
        let start = index
        while let next = peek(), GrammarSyntax.isWordCharacter(next) { index += 1 }
        guard index > start else { throw error("unexpected '\(scalars[index])' in a template") }
        let word = scalars[start..<index]
        if word.allSatisfy(\.isASCII) {
            return String(decoding: word.map { UInt8(truncatingIfNeeded: $0.value) }, as: UTF8.self)
        }
        return String(String.UnicodeScalarView(word))
    }

    private func peek() -> Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func skipSpaces() {
        while let next = peek(), next == " " || next == "\t" { index += 1 }
    }

    private func location(at offset: Int) -> GrammarLocation {
        GrammarLocation(file: file, line: line, column: firstColumn + offset)
    }

    private func error(_ message: String, at offset: Int? = nil) -> GrammarDiagnostic {
        GrammarDiagnostic(location: location(at: offset ?? index), message: message, sourceLine: sourceLine)
    }
}
