/// One line of input as the command line reads it: text to act on, or the reason it cannot be.
/// Every problem still gets a reply, so no line is ever dropped without the driver hearing so.
public enum InputLine: Equatable, Sendable {
    case text(String)
    case problem(InputProblem)
}

/// Why a line of input was not acted on before it reached the grammar.
public enum InputProblem: Error, Equatable, Sendable {
    /// The bytes were not valid UTF-8 (no replacement characters are ever substituted).
    case invalidUTF8
    /// The line held a NUL byte, which no sentence contains.
    case containsNUL
    /// The line was longer than `InputLine.maximumByteCount`; `byteCount` excludes the newline.
    case tooLong(byteCount: Int)

    /// The reply, in the same words whichever surface read the line.
    public var sentence: String {
        switch self {
        case .invalidUTF8:
            "That line was not valid text, so nothing was recorded."
        case .containsNUL:
            "That line contained a null character, so nothing was recorded."
        case .tooLong(let byteCount):
            "That line was too long (\(byteCount) bytes, more than \(InputLine.maximumByteCount)), so nothing was recorded."
        }
    }
}

extension InputLine {
    /// The longest line accepted, in bytes, not counting the line ending: 4 KiB, far beyond any sentence.
    public static let maximumByteCount = 4096

    /// Classifies the bytes of one line, its ending already removed.
    public static func classify(_ bytes: some Collection<UInt8>) -> InputLine {
        if bytes.count > maximumByteCount { return .problem(.tooLong(byteCount: bytes.count)) }
        if bytes.contains(0) { return .problem(.containsNUL) }
        guard let text = String(validating: bytes, as: UTF8.self) else { return .problem(.invalidUTF8) }
        return .text(text)
    }
}
