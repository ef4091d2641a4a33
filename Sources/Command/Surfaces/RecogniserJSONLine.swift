/// The line pocketsphinx 5's `pocketsphinx live` prints for each utterance, a JSON object whose `"t"` is the
/// transcript (`{"b":0.000,"d":1.230,"p":1.000,"t":"start my shift","w":[...]}`), read as that transcript, so
/// the recogniser can be piped straight into `dashpilot`. Other lines are left as they are.
enum RecogniserJSONLine {
    /// `line`'s transcript when it is such an object, checked like any line read (NUL, length); otherwise
    /// `line` unchanged. An empty transcript (silence) becomes a blank line, which gets no reply.
    static func unwrapped(_ line: InputLine) -> InputLine {
        guard case .text(let text) = line, let transcript = transcript(text) else { return line }
        return InputLine.classify(Array(transcript.utf8))
    }

    /// The string field `"t"` of a line that is exactly one JSON object (RFC 8259) holding it once; nil for
    /// anything else: malformed JSON, another shape, a `"t"` that is not a string or is given twice.
    static func transcript(_ text: String) -> String? {
        guard let members = object(text) else { return nil }
        let transcripts = members.filter { $0.key == "t" }
        guard transcripts.count == 1, case .string(let transcript)? = transcripts.first?.value else { return nil }
        return transcript
    }

    /// A line that opens a JSON object and is not one: a recogniser's line cut short or garbled. Read as words
    /// it could still look like a command (`{"t":"end my shift","w":[{"b` holds one), and half a line is not
    /// something to act on.
    static func isMalformed(_ text: String) -> Bool {
        text.drop(while: \.isWhitespace).hasPrefix("{") && object(text) == nil
    }

    /// The members of a line that is exactly one JSON object, or nil.
    private static func object(_ text: String) -> [(key: String, value: Value)]? {
        var reader = Reader(Array(text.utf8))
        reader.skipSpace()
        guard reader.peek == UInt8(ascii: "{"), let members = reader.object(depth: 0) else { return nil }
        reader.skipSpace()
        return reader.atEnd ? members : nil
    }

    /// What the caller needs of a value: a string's text; anything else only as having been valid.
    enum Value {
        case string(String)
        case other
    }

    /// A recursive-descent JSON reader over a line's bytes; every function returns nil at the first error.
    struct Reader {
        /// Deeper nesting than any recogniser writes is not read (and cannot exhaust the stack).
        static let depthLimit = 64

        let bytes: [UInt8]
        var position = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var atEnd: Bool { position == bytes.count }
        var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

        mutating func skipSpace() {
            while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { position += 1 }
        }

        mutating func take(_ byte: UInt8) -> Bool {
            guard peek == byte else { return false }
            position += 1
            return true
        }

        mutating func value(depth: Int) -> Value? {
            skipSpace()
            switch peek {
            case UInt8(ascii: "{"): return object(depth: depth).map { _ in .other }
            case UInt8(ascii: "["): return array(depth: depth).map { .other }
            case UInt8(ascii: "\""): return string().map { .string($0) }
            case UInt8(ascii: "t"): return literal("true")
            case UInt8(ascii: "f"): return literal("false")
            case UInt8(ascii: "n"): return literal("null")
            default: return number()
            }
        }

        mutating func object(depth: Int) -> [(key: String, value: Value)]? {
            guard depth < Self.depthLimit, take(UInt8(ascii: "{")) else { return nil }
            var members: [(key: String, value: Value)] = []
            skipSpace()
            if take(UInt8(ascii: "}")) { return members }
            while true {
                skipSpace()
                guard let key = string() else { return nil }
                skipSpace()
                guard take(UInt8(ascii: ":")), let value = value(depth: depth + 1) else { return nil }
                members.append((key, value))
                skipSpace()
                if take(UInt8(ascii: "}")) { return members }
                guard take(UInt8(ascii: ",")) else { return nil }
            }
        }

        mutating func array(depth: Int) -> Void? {
            guard depth < Self.depthLimit, take(UInt8(ascii: "[")) else { return nil }
            skipSpace()
            if take(UInt8(ascii: "]")) { return () }
            while true {
                guard value(depth: depth + 1) != nil else { return nil }
                skipSpace()
                if take(UInt8(ascii: "]")) { return () }
                guard take(UInt8(ascii: ",")) else { return nil }
            }
        }

        mutating func literal(_ word: String) -> Value? {
            let expected = Array(word.utf8)
            guard bytes.count - position >= expected.count, Array(bytes[position..<position + expected.count]) == expected
            else { return nil }
            position += expected.count
            return .other
        }

        /// `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`
        mutating func number() -> Value? {
            _ = take(UInt8(ascii: "-"))
            if !take(UInt8(ascii: "0")) {
                guard let first = peek, (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(first) else { return nil }
                digits()
            }
            if take(UInt8(ascii: ".")) {
                guard digits() > 0 else { return nil }
            }
            if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
                if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
                guard digits() > 0 else { return nil }
            }
            return .other
        }

        @discardableResult
        mutating func digits() -> Int {
            let start = position
            while let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { position += 1 }
            return position - start
        }

        /// A string's text with its escapes read; a raw control character or a lone surrogate is an error.
        mutating func string() -> String? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            var result: [UInt8] = []
            while let byte = peek {
                position += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return String(validating: result, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard let escaped = escape() else { return nil }
                    result += escaped
                case 0..<0x20:
                    return nil
                default:
                    result.append(byte)
                }
            }
            return nil
        }

        /// The UTF-8 bytes an escape after a backslash stands for.
        private mutating func escape() -> [UInt8]? {
            guard let byte = peek else { return nil }
            position += 1
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return [byte]
            case UInt8(ascii: "b"): return [0x08]
            case UInt8(ascii: "f"): return [0x0C]
            case UInt8(ascii: "n"): return [0x0A]
            case UInt8(ascii: "r"): return [0x0D]
            case UInt8(ascii: "t"): return [0x09]
            case UInt8(ascii: "u"):
                guard let unit = hexUnit() else { return nil }
                var scalar = UInt32(unit)
                if (0xD800..<0xDC00).contains(unit) {
                    guard take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")), let low = hexUnit(), (0xDC00..<0xE000).contains(low)
                    else { return nil }
                    scalar = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(low - 0xDC00)
                }
                guard let character = Unicode.Scalar(scalar) else { return nil }
                return Array(String(Character(character)).utf8)
            default:
                return nil
            }
        }

        private mutating func hexUnit() -> UInt16? {
            guard bytes.count - position >= 4 else { return nil }
            let digits = bytes[position..<position + 4]
            guard digits.allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
                let unit = UInt16(String(decoding: digits, as: UTF8.self), radix: 16)
            else { return nil }
            position += 4
            return unit
        }
    }
}
