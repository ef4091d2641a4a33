/// An input line split into an optional leading RFC 3339 timestamp and the sentence after it, so a
/// transcript replayed through the pipe records each event at the instant it was spoken.
public enum LeadingTimestamp: Equatable, Sendable {
    /// No timestamp: the whole line is the sentence.
    case absent(sentence: String)
    /// A timestamp followed by whitespace (or nothing) and the sentence, leading whitespace removed.
    case present(millisecondsSinceEpoch: Int64, sentence: String)
    /// The line begins like a timestamp (`YYYY-MM-DD`) but the first word is not a valid one,
    /// e.g. 30 February; acting on it at the wrong instant would be worse than refusing.
    case malformed(word: String)

    /// Splits `line`. Only space and tab separate the timestamp from the sentence.
    public init(line: String) {
        let word = line.prefix { $0 != " " && $0 != "\t" }
        guard LeadingTimestamp.looksLikeDate(word) else {
            self = .absent(sentence: line)
            return
        }
        guard let instant = Timestamp.parse(word) else {
            self = .malformed(word: String(word))
            return
        }
        let rest = line[word.endIndex...].drop { $0 == " " || $0 == "\t" }
        self = .present(millisecondsSinceEpoch: instant, sentence: String(rest))
    }

    private static func looksLikeDate(_ word: Substring) -> Bool {
        let bytes = Array(word.utf8.prefix(5))
        return bytes.count == 5 && bytes[..<4].allSatisfy { (48...57).contains($0) } && bytes[4] == UInt8(ascii: "-")
    }

    /// The reply to a malformed timestamp.
    public static let malformedSentence = "That line began with a time I could not read, so nothing was recorded."
}
