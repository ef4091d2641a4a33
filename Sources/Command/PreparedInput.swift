/// One input line made ready for the lifecycle path: a sentence and the instant to record it at,
/// a reply that needs no grammar (the line could not be a sentence), or nothing (a blank line).
public enum PreparedInput: Equatable, Sendable {
    /// A blank line: no reply, nothing recorded.
    case skip
    /// Act on `sentence` at `instant` (ms since the epoch); `input` is the line as read.
    case sentence(String, at: Int64, input: String)
    /// Reply with `sentence` (outcome `error`) and record nothing; `input` is nil when the line was not text.
    case refuse(sentence: String, input: String?, at: Int64)

    /// Prepares `line`, read at `readAt`. A leading RFC 3339 timestamp sets the instant instead.
    public init(_ line: InputLine, readAt: Int64) {
        switch line {
        case .problem(let problem):
            self = .refuse(sentence: problem.sentence, input: nil, at: readAt)
        case .text(let text) where text.allSatisfy(\.isWhitespace):
            self = .skip
        case .text(let text):
            switch LeadingTimestamp(line: text) {
            case .absent(let sentence):
                self = .sentence(sentence, at: readAt, input: text)
            case .present(let instant, let sentence):
                self = .sentence(sentence, at: instant, input: text)
            case .malformed:
                self = .refuse(sentence: LeadingTimestamp.malformedSentence, input: text, at: readAt)
            }
        }
    }
}
