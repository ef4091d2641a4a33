/// The outcome of hearing one sentence.
public enum Recognition: Sendable, Equatable {
    /// Why a sentence was refused: it says something, but not a command to perform now.
    public enum Refusal: String, Sendable, Equatable, CaseIterable {
        /// Asked rather than told: a `?` that is not a request, or a clause opening like a question ("did", "can i").
        case question
        /// Negated: "not", "never", "undelivered".
        case negation
        /// Timed for later, or reported as done before: "in 15 minutes", "at 10:30", "an hour ago".
        case plan
        /// Taken back after it was said: "clock me out, just kidding", "end my shift, wait".
        case retraction
        /// Any other veto: money, other apps, reported speech, a thing a voice command cannot do.
        case other
    }

    /// The sentence means `intent`; `matched` is the normalised text that matched (fillers and wake words removed,
    /// misspellings corrected).
    case match(intent: String, slots: [String: String], matched: String)
    /// The sentence is not a command. `closest` is a phrase the driver may have meant, when one is near enough.
    case noMatch(normalised: String, closest: String?)
    /// The sentence was refused on purpose (a question, negation, plan, retraction or other veto): it is not a
    /// command, and nothing should be suggested in its place.
    case refused(normalised: String, reason: Refusal)

    /// The recognised intent's name, or nil.
    public var intent: String? {
        if case .match(let intent, _, _) = self { return intent }
        return nil
    }

    /// True when the sentence was refused rather than merely not understood.
    public var isRefused: Bool { refusal != nil }

    /// Why the sentence was refused, or nil when it was not.
    public var refusal: Refusal? {
        if case .refused(_, let reason) = self { return reason }
        return nil
    }

    /// The did-you-mean phrase of a sentence not understood; never one for a refused sentence.
    public var suggestion: String? {
        if case .noMatch(_, let closest) = self { return closest }
        return nil
    }
}
