/// A JSON value for the one-line replies of `--json`; objects keep their keys in the order given,
/// so every line of a transcript reads the same way.
public enum JSONValue: Equatable, Sendable {
    case string(String)
    case integer(Int64)
    case bool(Bool)
    case null
    case object(JSONObject)

    /// `.string(text)`, or `.null` when there is no text.
    public static func string(orNull text: String?) -> JSONValue {
        text.map(JSONValue.string) ?? .null
    }

    /// The value as compact JSON text.
    public var rendered: String {
        switch self {
        case .string(let text): JSONWriter.quoted(text)
        case .integer(let number): String(number)
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        case .object(let object): object.rendered
        }
    }

    func append(to text: inout String) {
        switch self {
        case .string(let string): JSONWriter.appendQuoted(string, to: &text)
        case .object(let object): object.append(to: &text)
        default: text += rendered
        }
    }
}

/// An ordered JSON object. Adding a key that is already present replaces its value in place.
public struct JSONObject: Equatable, Sendable {
    public private(set) var members: [Member] = []

    public struct Member: Equatable, Sendable {
        public var key: String
        public var value: JSONValue
    }

    public init() {}

    /// An object from `(key, value)` pairs in order.
    public init(_ pairs: KeyValuePairs<String, JSONValue>) {
        for (key, value) in pairs { self[key] = value }
    }

    /// An object of string members sorted by key, for a dictionary such as an intent's slots.
    public init(sortedStrings dictionary: [String: String]) {
        for key in dictionary.keys.sorted() { self[key] = .string(dictionary[key]!) }
    }

    public subscript(key: String) -> JSONValue? {
        get { members.first { $0.key == key }?.value }
        set {
            let index = members.firstIndex { $0.key == key }
            switch (index, newValue) {
            case (let index?, let value?): members[index].value = value
            case (let index?, nil): members.remove(at: index)
            case (nil, let value?): members.append(Member(key: key, value: value))
            case (nil, nil): break
            }
        }
    }

    /// Compact JSON on one line, no trailing newline.
    public var rendered: String {
        var text = ""
        append(to: &text)
        return text
    }

    /// Appends the rendered object to `text`, so a reply is built in one string rather than many small ones.
    func append(to text: inout String) {
        text += "{"
        for (offset, member) in members.enumerated() {
            if offset > 0 { text += "," }
            JSONWriter.appendQuoted(member.key, to: &text)
            text += ":"
            member.value.append(to: &text)
        }
        text += "}"
    }
}

/// String escaping per RFC 8259: quotes, backslashes and every control character escaped, so a
/// reply is always exactly one line; everything else passes through as UTF-8.
public enum JSONWriter {
    public static func quoted(_ text: String) -> String {
        var result = ""
        appendQuoted(text, to: &result)
        return result
    }

    /// Appends `text` quoted to `result`. Most replies need no escape at all, so the bytes are scanned first
    /// and, when none needs one, the string is appended whole instead of scalar by scalar.
    public static func appendQuoted(_ text: String, to result: inout String) {
        result += "\""
        if needsNoEscape(text) {
            result += text
        } else {
            appendEscaped(text, to: &result)
        }
        result += "\""
    }

    /// True when no byte is a control character, a quote or a backslash, and no U+2028/U+2029 can be
    /// present (their UTF-8 starts with 0xE2; any 0xE2 takes the careful path).
    private static func needsNoEscape(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for byte in bytes where byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0xE2 { return false }
            return true
        }
    }

    private static func appendEscaped(_ text: String, to result: inout String) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            // Line and paragraph separators end lines for some readers; escape them too.
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                result += "\\u" + hex4(scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }
}
