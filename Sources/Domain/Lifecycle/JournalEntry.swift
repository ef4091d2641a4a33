/// One input DashPilot acted on and what it said back, so a driver can always see what their voice did.
public struct JournalEntry: Equatable, Sendable {
    /// Where the input came from.
    public enum Source: String, Sendable, CaseIterable {
        case repl, pipe, say, macro, run, command, listen
    }

    /// What became of the input; the raw values are the ones the JSON output and the store use.
    public enum Outcome: String, Sendable, CaseIterable {
        case performed
        case refused
        case notUnderstood = "not_understood"
        case answered
        case error
        /// Not matched, but one meaning was close: the reply asked the driver to confirm it.
        case asked
    }

    public var id: Int64?
    /// When the input was acted on: the instant it was recorded at, which a rule may have moved from the one
    /// the driver gave (a change is never recorded before the last one).
    public var saidAt: Instant
    /// The instant the driver gave (`say --at`, a line's leading timestamp), exactly as given; nil when the
    /// input came with none and was taken at the clock's time.
    public var givenAt: Instant?
    public var source: Source
    public var input: String
    public var intent: String?
    public var outcome: Outcome
    public var sentence: String

    public init(
        id: Int64? = nil, saidAt: Instant, givenAt: Instant? = nil, source: Source, input: String, intent: String?,
        outcome: Outcome, sentence: String
    ) {
        self.id = id
        self.saidAt = saidAt
        self.givenAt = givenAt
        self.source = source
        self.input = input
        self.intent = intent
        self.outcome = outcome
        self.sentence = sentence
    }
}
