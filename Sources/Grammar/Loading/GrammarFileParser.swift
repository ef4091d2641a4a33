/// Reads the line structure of a grammar file (directives, rules, lists, intents) and parses each template,
/// collecting every error rather than stopping at the first.
struct GrammarFileParser {
    private enum Block { case none, intent(Int), list(String) }

    private let file: String
    private var definition = GrammarDefinition()
    private var diagnostics: [GrammarDiagnostic] = []
    private var block = Block.none

    init(file: String) { self.file = file }

    static func parse(source: String, file: String) -> (GrammarDefinition, [GrammarDiagnostic]) {
        var parser = GrammarFileParser(file: file)
        var lineNumber = 0
        // Lines are found in the bytes: splitting by Character would be slower and would keep "\r\n" whole.
        let bytes = source.utf8
        var lineStart = bytes.startIndex
        while lineStart < bytes.endIndex || lineNumber == 0 {
            let lineEnd = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.endIndex
            lineNumber += 1
            parser.read(line: source[lineStart..<lineEnd], number: lineNumber)
            if parser.diagnostics.count >= 50 || lineEnd == bytes.endIndex { break }
            lineStart = bytes.index(after: lineEnd)
        }
        return (parser.definition, parser.diagnostics)
    }

    private mutating func read(line rawLine: Substring, number: Int) {
        var bytes = rawLine.utf8
        if bytes.last == 0x0D { bytes = bytes[..<bytes.index(before: bytes.endIndex)] }
        let line = rawLine[bytes.startIndex..<bytes.endIndex]
        let text = String(line)
        guard bytes.count <= GrammarLimits.lineLength else {
            return report("line is longer than \(GrammarLimits.lineLength) bytes", line: number, column: 1, text)
        }
        let contentEnd = bytes.firstIndex(of: 0x23) ?? bytes.endIndex
        var start = bytes.startIndex
        while start < contentEnd, bytes[start] == 0x20 || bytes[start] == 0x09 { start = bytes.index(after: start) }
        guard start < contentEnd else { return }
        var end = contentEnd
        while bytes[bytes.index(before: end)] == 0x20 || bytes[bytes.index(before: end)] == 0x09 { end = bytes.index(before: end) }
        let column = bytes.distance(from: bytes.startIndex, to: start) + 1
        let body = line[start..<end]
        let context = LineContext(number: number, column: column, text: text)
        if column > 1 {
            readIndented(body, context)
        } else {
            block = .none
            if bytes[start] == 0x3C { readRule(body, context) } else { readDirective(body, context) }
        }
    }

    private struct LineContext {
        let number: Int
        let column: Int
        let text: String
    }

    private mutating func readIndented(_ body: Substring, _ context: LineContext) {
        switch block {
        case .none:
            report("indented line outside an 'intent' or 'list' block", line: context.number, column: context.column, context.text)
        case .intent(let index):
            if let template = template(body, context, offset: 0) { definition.intents[index].phrases.append(template) }
        case .list(let name):
            guard let equals = body.firstIndex(of: "=") else {
                return report("expected 'value = spoken forms' in list '\(name)'", line: context.number, column: context.column, context.text)
            }
            let value = trimSpaceSuffix(body[..<equals])
            guard !value.isEmpty, value.unicodeScalars.allSatisfy(GrammarSyntax.isNameCharacter) else {
                return report("a slot value is a name of letters, digits, '_' or '-'", line: context.number, column: context.column, context.text)
            }
            let offset = body.distance(from: body.startIndex, to: equals) + 1
            if let forms = template(body[body.index(after: equals)...], context, offset: offset) {
                definition.lists[name]?.values.append((String(value), forms))
            }
        }
    }

    private mutating func readRule(_ body: Substring, _ context: LineContext) {
        guard let close = body.firstIndex(of: ">"), let equals = body.firstIndex(of: "="), close < equals else {
            return report("expected '<name> = template'", line: context.number, column: context.column, context.text)
        }
        let name = String(body[body.index(after: body.startIndex)..<close])
        guard !name.isEmpty, name.unicodeScalars.allSatisfy(GrammarSyntax.isNameCharacter) else {
            return report("a rule name is letters, digits, '_' or '-'", line: context.number, column: context.column + 1, context.text)
        }
        guard definition.rules[name] == nil else {
            return report("rule <\(name)> is defined twice", line: context.number, column: context.column, context.text)
        }
        let offset = body.distance(from: body.startIndex, to: equals) + 1
        if let template = template(body[body.index(after: equals)...], context, offset: offset) {
            definition.rules[name] = template
        }
    }

    private mutating func readDirective(_ body: Substring, _ context: LineContext) {
        let keyword = body.prefix { $0 != " " && $0 != "\t" }
        let rest = body.dropFirst(keyword.count)
        let offset = keyword.count
        switch keyword {
        case "intent", "list": readHeader(String(keyword), rest, context, offset: offset)
        case "skip", "interjection", "wake", "lead", "veto", "negation", "plan", "retract", "request", "aside", "clause-veto", "sentence-veto", "opener", "joiner":
            guard let template = template(rest, context, offset: offset) else { return }
            switch keyword {
            case "skip": definition.skip.append(template)
            case "interjection": definition.interjection.append(template)
            case "wake": definition.wake.append(template)
            case "lead": definition.lead.append(template)
            case "veto": definition.veto.append(template)
            case "negation": definition.negation.append(template)
            case "plan": definition.plan.append(template)
            case "retract": definition.retract.append(template)
            case "request": definition.request.append(template)
            case "aside": definition.aside.append(template)
            case "joiner": definition.joiner.append(template)
            case "clause-veto": definition.clauseVeto.append(template)
            case "sentence-veto": definition.sentenceVeto.append(template)
            default: definition.opener.append(template)
            }
        case "sounds": readSoundsLike(rest, context, offset: offset)
        default:
            report("unknown line: expected intent, list, <rule> =, skip, interjection, wake, lead, veto, negation, plan, retract, request, aside, clause-veto, sentence-veto, opener, joiner or sounds", line: context.number, column: context.column, context.text)
        }
    }

    private mutating func readHeader(_ keyword: String, _ rest: Substring, _ context: LineContext, offset: Int) {
        let name = rest.drop { $0 == " " || $0 == "\t" }
        let column = context.column + offset + rest.count - name.count
        guard !name.isEmpty, name.unicodeScalars.allSatisfy(GrammarSyntax.isNameCharacter) else {
            return report("expected a name after '\(keyword)'", line: context.number, column: column, context.text)
        }
        let location = GrammarLocation(file: file, line: context.number, column: column)
        if keyword == "list" {
            guard definition.lists[String(name)] == nil else {
                return report("list {\(name)} is defined twice", line: context.number, column: column, context.text)
            }
            definition.lists[String(name)] = GrammarDefinition.SlotList(name: String(name), location: location)
            block = .list(String(name))
        } else {
            if let existing = definition.intents.firstIndex(where: { $0.name == name }) {
                block = .intent(existing)
            } else {
                definition.intents.append(GrammarDefinition.Intent(name: String(name), location: location))
                block = .intent(definition.intents.count - 1)
            }
        }
    }

    private mutating func readSoundsLike(_ rest: Substring, _ context: LineContext, offset: Int) {
        let parts = rest.split(separator: "=", omittingEmptySubsequences: false)
        let heard = parts.first.map { Normaliser.normalise(String($0)) } ?? []
        let meant = parts.count == 2 ? Normaliser.normalise(String(parts[1])) : []
        guard parts.count == 2, !heard.isEmpty, !meant.isEmpty else {
            return report("expected 'sounds heard words = meant words'", line: context.number, column: context.column + offset, context.text)
        }
        let location = GrammarLocation(file: file, line: context.number, column: context.column)
        definition.soundsLike.append(.init(heard: heard, meant: meant, location: location, sourceLine: context.text))
    }

    private mutating func template(_ text: Substring, _ context: LineContext, offset: Int) -> GrammarDefinition.Located? {
        var parser = TemplateParser(text: text, file: file, line: context.number, firstColumn: context.column + offset, sourceLine: context.text)
        do {
            let template = try parser.parse()
            let location = GrammarLocation(file: file, line: context.number, column: context.column + offset)
            return GrammarDefinition.Located(template: template, location: location, sourceLine: context.text)
        } catch {
            diagnostics.append(error)
            return nil
        }
    }

    private mutating func report(_ message: String, line: Int, column: Int, _ text: String) {
        diagnostics.append(GrammarDiagnostic(location: GrammarLocation(file: file, line: line, column: column), message: message, sourceLine: text))
    }

    private func trimSpaceSuffix(_ text: Substring) -> Substring {
        var end = text.endIndex
        while end > text.startIndex, text[text.index(before: end)] == " " || text[text.index(before: end)] == "\t" {
            end = text.index(before: end)
        }
        return text[..<end]
    }
}
