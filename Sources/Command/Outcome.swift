/// What came of one input, as the journal records it and `--json` reports it.
public enum Outcome: String, Equatable, Sendable, CaseIterable {
    case performed
    case refused
    case notUnderstood = "not_understood"
    /// A question answered, e.g. a status, with nothing changed.
    case answered
    /// The input could not be acted on for a reason outside the rules: bad bytes, the store.
    case error

    /// The exit status of a one-shot `say` with this outcome. An error is the store being
    /// unavailable; bad bytes cannot reach `say` from a command line.
    public var exitCode: ExitCode {
        switch self {
        case .performed, .answered: .success
        case .refused: .refused
        case .notUnderstood: .notUnderstood
        case .error: .storeUnavailable
        }
    }
}

/// Where an input came from, as the journal records it.
public enum InputSource: String, Equatable, Sendable, CaseIterable {
    case repl, pipe, say, macro, run
}
