/// A small non-validating XML tokenizer, enough for GPX: elements, attributes, text, CDATA, comments and the
/// five predefined entities plus character references. A DOCTYPE with an internal subset is refused, so no
/// entity can expand. It keeps line numbers for `file:line` errors and never recurses.
struct XMLScanner {
    enum Token {
        case start(name: String, attributes: [String: String], selfClosing: Bool)
        case end(name: String)
        case text(String)
    }

    private let bytes: [UInt8]
    private var index = 0
    /// The line the last token returned started on.
    private(set) var tokenLine = 1
    private var line = 1

    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// The next token, or nil at the end of the input.
    mutating func next() throws(RouteFileError) -> Token? {
        while index < bytes.count {
            tokenLine = line
            if bytes[index] != UInt8(ascii: "<") { return .text(try text()) }
            if starts(with: "<?") {
                try skip(past: "?>", what: "processing instruction")
            } else if starts(with: "<!--") {
                try skip(past: "-->", what: "comment")
            } else if starts(with: "<![CDATA[") {
                index += 9
                let start = index
                try skip(past: "]]>", what: "CDATA section")
                return .text(String(decoding: bytes[start..<(index - 3)], as: UTF8.self))
            } else if starts(with: "<!DOCTYPE") {
                let start = index
                try skip(past: ">", what: "DOCTYPE")
                if bytes[start..<index].contains(UInt8(ascii: "[")) {
                    throw error("a DOCTYPE with an internal subset is not accepted")
                }
            } else if starts(with: "</") {
                index += 2
                let name = try self.name()
                skipSpace()
                guard consume(">") else { throw error("expected > after </\(name)") }
                return .end(name: name)
            } else {
                return try startTag()
            }
        }
        return nil
    }

    private mutating func startTag() throws(RouteFileError) -> Token {
        index += 1
        let name = try self.name()
        var attributes: [String: String] = [:]
        while true {
            let hadSpace = skipSpace()
            guard index < bytes.count else { throw error("<\(name) is never closed") }
            if consume("/>") { return .start(name: name, attributes: attributes, selfClosing: true) }
            if consume(">") { return .start(name: name, attributes: attributes, selfClosing: false) }
            guard hadSpace else { throw error("expected a space, > or /> in <\(name)") }
            let attribute = try self.name()
            skipSpace()
            guard consume("=") else { throw error("attribute \(attribute) has no value") }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw error("attribute \(attribute) is not quoted")
            }
            let quote = bytes[index]
            index += 1
            let start = index
            while index < bytes.count, bytes[index] != quote {
                if bytes[index] == UInt8(ascii: "<") { throw error("< inside attribute \(attribute)") }
                advance()
            }
            guard index < bytes.count else { throw error("attribute \(attribute) is never closed") }
            guard attributes[attribute] == nil else { throw error("attribute \(attribute) appears twice") }
            attributes[attribute] = try decoded(bytes[start..<index])
            index += 1
        }
    }

    private mutating func text() throws(RouteFileError) -> String {
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") { advance() }
        return try decoded(bytes[start..<index])
    }

    private mutating func name() throws(RouteFileError) -> String {
        let start = index
        while index < bytes.count, !Self.isNameEnd(bytes[index]) { index += 1 }
        guard index > start else { throw error("expected a name") }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Resolves entity and character references.
    private func decoded(_ slice: ArraySlice<UInt8>) throws(RouteFileError) -> String {
        guard slice.contains(UInt8(ascii: "&")) else { return String(decoding: slice, as: UTF8.self) }
        var result = ""
        var position = slice.startIndex
        while position < slice.endIndex {
            guard slice[position] == UInt8(ascii: "&") else {
                let next = slice[position...].firstIndex(of: UInt8(ascii: "&")) ?? slice.endIndex
                result += String(decoding: slice[position..<next], as: UTF8.self)
                position = next
                continue
            }
            guard let semicolon = slice[position...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
                throw error("an & that starts no entity")
            }
            let entity = String(decoding: slice[(position + 1)..<semicolon], as: UTF8.self)
            guard let character = Self.character(entity) else { throw error("unknown entity &\(entity);") }
            result.append(character)
            position = semicolon + 1
        }
        return result
    }

    private static func character(_ entity: String) -> Character? {
        switch entity {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard entity.hasPrefix("#") else { return nil }
            let hex = entity.hasPrefix("#x")
            let value = UInt32(entity.dropFirst(hex ? 2 : 1), radix: hex ? 16 : 10)
            return value.flatMap(Unicode.Scalar.init).map(Character.init)
        }
    }

    private func error(_ detail: String) -> RouteFileError {
        RouteFileError(line: line, reason: .malformedXML(detail))
    }

    private func starts(with prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard bytes.count - index >= count else { return false }
        return prefix.withUTF8Buffer { buffer in buffer.elementsEqual(bytes[index..<(index + count)]) }
    }

    private mutating func consume(_ prefix: StaticString) -> Bool {
        guard starts(with: prefix) else { return false }
        index += prefix.utf8CodeUnitCount
        return true
    }

    private mutating func skip(past terminator: StaticString, what: String) throws(RouteFileError) {
        while index < bytes.count {
            if consume(terminator) { return }
            advance()
        }
        throw error("the \(what) is never closed")
    }

    @discardableResult
    private mutating func skipSpace() -> Bool {
        let start = index
        while index < bytes.count, Self.isSpace(bytes[index]) { advance() }
        return index > start
    }

    private mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") { line += 1 }
        index += 1
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func isNameEnd(_ byte: UInt8) -> Bool {
        isSpace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "=")
            || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }
}
