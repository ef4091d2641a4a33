import Domain

/// What one input became, the same whichever surface read it: printed as text or as a JSON line,
/// spoken with `--speak`, and turned into an exit status by `say` and `run`.
public struct Reply: Equatable, Sendable {
    /// The input as read (a piped line's timestamp included); nil when the bytes were not text.
    public var input: String?
    public var intent: String?
    public var slots: [String: String]
    public var outcome: JournalEntry.Outcome
    /// What is said back. Answers that list several things (deliveries, shifts, log) put one per line.
    public var sentence: String
    /// The instant recorded, or the instant the input was taken at when nothing was recorded.
    public var at: Instant
    /// The input itself was at fault (bytes that are not text, a mistyped `:command`), not the store: a run
    /// stopped by it exits with a data error rather than "store unavailable".
    public var isInputError = false
    /// With outcome `asked`: the meaning the question proposed, which nothing has performed.
    public var suggestion: Suggestion?

    public init(
        input: String?, intent: String? = nil, slots: [String: String] = [:], outcome: JournalEntry.Outcome,
        sentence: String, at: Instant
    ) {
        self.input = input
        self.intent = intent
        self.slots = slots
        self.outcome = outcome
        self.sentence = sentence
        self.at = at
    }

    /// Whether a macro or a run goes on after this reply: only a performed or answered step lets it.
    public var letsARunContinue: Bool { outcome == .performed || outcome == .answered }

    /// A reply that the input could not be acted on, outcome `error`, nothing recorded.
    public static func inputError(_ sentence: String, input: String?, at instant: Instant) -> Reply {
        var reply = Reply(input: input, outcome: .error, sentence: sentence, at: instant)
        reply.isInputError = true
        return reply
    }

    /// The exit status of `say` or `run` when this reply is the last.
    public var exitCode: ExitCode { isInputError ? .dataError : ExitCode(outcome) }
}
