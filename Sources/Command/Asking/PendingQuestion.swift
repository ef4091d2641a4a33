import Domain
import Grammar
import Intents

/// A question asked by one line and not yet answered: what it proposed, the sentence that prompted it and
/// the instant that sentence was taken at, which is the instant a yes records it at.
public struct PendingQuestion: Equatable, Sendable {
    /// How long after the question a yes still answers it, in milliseconds.
    public static let window: Int64 = 30_000
    /// The answers that confirm, compared after lower-casing and trimming spaces and final punctuation.
    public static let yesWords = Answers.yes

    public var suggestion: Suggestion
    /// The proposal as the intent a yes performs.
    public var intent: LifecycleIntent
    public var said: String
    public var at: Instant
    /// Whether `at` was stated with the question's line (its timestamp), which the confirmation then journals.
    public var given: Bool

    /// Nil when the suggestion names no intent this program performs: no question is left open for it.
    public init?(suggestion: Suggestion, said: String, at: Instant, given: Bool = false) {
        guard let intent = LifecycleIntent(name: suggestion.intent, slots: suggestion.slots) else { return nil }
        self.suggestion = suggestion
        self.intent = intent
        self.said = said
        self.at = at
        self.given = given
    }

    /// Whether `sentence`, taken at `instant`, confirms the question: one of the yes words, no earlier than
    /// the question and at most `window` after it.
    public func isConfirmed(by sentence: String, at instant: Instant) -> Bool {
        let elapsed = instant.millisecondsSinceEpoch - at.millisecondsSinceEpoch
        return (0...Self.window).contains(elapsed) && Self.isYes(sentence)
    }

    static func isYes(_ sentence: String) -> Bool {
        let words = sentence.lowercased().split { $0.isWhitespace }
        var text = words.joined(separator: " ")
        while let last = text.last, ".!,".contains(last) { text.removeLast() }
        return yesWords.contains(text)
    }
}
