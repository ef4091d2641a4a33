/// The outcome of hearing one sentence.
public enum Recognition: Sendable, Equatable {
    /// The sentence means `intent`; `matched` is the normalised text that matched (fillers and wake words removed,
    /// misspellings corrected).
    case match(intent: String, slots: [String: String], matched: String)
    /// The sentence is not a command. `closest` is a phrase the driver may have meant, when one is near enough.
    case noMatch(normalised: String, closest: String?)

    /// The recognised intent's name, or nil.
    public var intent: String? {
        if case .match(let intent, _, _) = self { return intent }
        return nil
    }
}
