import Domain

/// The lines of one reading surface in order (the prompt, a pipe, `listen`): a question one line asks may be
/// answered by the next. The question lives only in this process, never in the store: an unanswered
/// question is not a fact, and nothing derived is stored.
public struct Conversation {
    public let source: JournalEntry.Source
    public private(set) var pending: PendingQuestion?

    public init(source: JournalEntry.Source) {
        self.source = source
    }

    /// One line (`sentence` without its timestamp, `input` as read) taken at `instant`, acted on by
    /// `processor`. A yes answering the question performs it at the question's instant; any other line ends
    /// the question and is handled as itself. Returns nil when the line asks to quit.
    /// `given`: the instant was stated with the line (its timestamp), not read from the clock.
    public mutating func handle(
        line sentence: String, input: String, at instant: Instant, given: Bool = false, by processor: InputProcessor
    ) -> [Reply]? {
        let question = pending
        pending = nil
        if let question, question.isConfirmed(by: sentence, at: instant) {
            return [processor.confirm(question, input: input, said: sentence, source: source)]
        }
        let replies = processor.handle(
            line: sentence, input: input, source: source, at: instant, given: given, awaitingAnswers: true)
        if let replies, replies.count == 1, replies[0].outcome == .asked,
            let suggestion = replies[0].suggestion, suggestion.awaitsAnswer
        {
            pending = PendingQuestion(suggestion: suggestion, said: sentence, at: instant, given: given)
        }
        return replies
    }

    /// Asks about `phrase`, a command heard but not confirmed (`listen`'s second pass), as a near miss is asked
    /// about: the question is journaled, nothing is recorded, and a yes on the next line performs it.
    public mutating func ask(
        about phrase: String, input: String, at instant: Instant, by processor: InputProcessor
    ) -> [Reply] {
        pending = nil
        let reply = processor.notMatched(
            phrase, closest: phrase, input: input, source: source, at: instant, given: nil, awaitingAnswers: true)
        if reply.outcome == .asked, let suggestion = reply.suggestion, suggestion.awaitsAnswer {
            pending = PendingQuestion(suggestion: suggestion, said: phrase, at: instant)
        }
        return [reply]
    }

    /// A line that could not be read is still a line other than yes: it ends the question.
    public mutating func lineNotRead() {
        pending = nil
    }
}
