import Domain

/// The documented exit statuses of `dashpilot`; the numbers above 63 follow sysexits.h.
public enum ExitCode: Int32, Sendable, CaseIterable {
    /// Performed or answered (and end of input for the REPL and the pipe).
    case success = 0
    /// A service refused; the refusal's sentence was the reply.
    case refused = 1
    /// The sentence was not understood.
    case notUnderstood = 2
    /// The command line itself was wrong (EX_USAGE).
    case usage = 64
    /// A grammar, macros or grammar-test file has errors (EX_DATAERR).
    case dataError = 65
    /// A file named on the command line could not be read (EX_NOINPUT).
    case noInput = 66
    /// `listen` without pocketsphinx or its US English model installed, or `listen --enrol` without
    /// sphinxtrain (EX_UNAVAILABLE).
    case unavailable = 69
    /// `listen --enrol`: a program it runs failed (EX_SOFTWARE); nothing was changed.
    case toolFailed = 70
    /// `listen --enrol`: the voice profile could not be written (EX_CANTCREAT); nothing was changed.
    case cannotCreate = 73
    /// The store could not be opened or written (EX_IOERR); nothing was recorded.
    case storeUnavailable = 74

    /// The exit status of a one-shot `say` (or the step a run stopped at) with `outcome`. An error is the
    /// store being unavailable: bad bytes cannot reach `say` from a command line.
    public init(_ outcome: JournalEntry.Outcome) {
        switch outcome {
        case .performed, .answered: self = .success
        case .refused: self = .refused
        // `say` never waits for a yes: a question asked is a sentence not acted on.
        case .notUnderstood, .asked: self = .notUnderstood
        case .error: self = .storeUnavailable
        }
    }
}
