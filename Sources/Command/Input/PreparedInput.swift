import Domain

/// One input line made ready for the lifecycle path: a sentence and the instant to record it at,
/// a reply that needs no grammar (the line could not be a sentence), or nothing (a blank line).
public enum PreparedInput: Equatable, Sendable {
    /// A blank line: no reply, nothing recorded.
    case skip
    /// Act on `sentence` at `instant` (ms since the epoch); `input` is the line as read. `given` says the
    /// instant was the line's own timestamp rather than the time it was read.
    case sentence(String, at: Int64, input: String, given: Bool)
    /// Reply with `sentence` (outcome `error`) and record nothing; `input` is nil when the line was not text.
    case refuse(sentence: String, input: String?, at: Int64)

    /// Prepares `line`, read at `readAt`. A leading RFC 3339 timestamp sets the instant instead, unless it is
    /// later than `readAt` by more than the allowed clock skew.
    public init(_ line: InputLine, readAt: Int64) {
        switch line {
        case .problem(let problem):
            self = .refuse(sentence: problem.sentence, input: nil, at: readAt)
        case .text(let text) where text.allSatisfy(\.isWhitespace):
            self = .skip
        case .text(let text):
            switch LeadingTimestamp(line: text) {
            case .absent(let sentence):
                self = .sentence(sentence, at: readAt, input: text, given: false)
            case .present(let instant, let sentence):
                do {
                    try StatedInstant.check(
                        Instant(millisecondsSinceEpoch: instant), now: Instant(millisecondsSinceEpoch: readAt))
                    self = .sentence(sentence, at: instant, input: text, given: true)
                } catch {
                    self = .refuse(sentence: error.sentence, input: text, at: readAt)
                }
            case .malformed:
                self = .refuse(sentence: LeadingTimestamp.malformedSentence, input: text, at: readAt)
            }
        }
    }
}
