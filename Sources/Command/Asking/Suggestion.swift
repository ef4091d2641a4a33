/// The one meaning a sentence not understood came closest to, offered to the driver as a question rather
/// than performed: a wrong action is worse than a question.
public struct Suggestion: Equatable, Sendable {
    /// The intent and slots the closest phrase means; never a reply's `intent`, since nothing was performed.
    public var intent: String
    public var slots: [String: String]
    /// The phrase the question names ("end my shift").
    public var phrase: String
    /// Whether the reply asked for a yes: only a surface that reads a next line (the prompt, a pipe) can take one.
    public var awaitsAnswer: Bool

    public init(intent: String, slots: [String: String] = [:], phrase: String, awaitsAnswer: Bool) {
        self.intent = intent
        self.slots = slots
        self.phrase = phrase
        self.awaitsAnswer = awaitsAnswer
    }

    /// What is said back: a question a yes answers where one can follow, otherwise the plain hint.
    public var question: String {
        let named = "Did you mean \u{201C}\(phrase)\u{201D}?"
        return awaitsAnswer ? named + " Say yes to record it." : InputProcessor.notUnderstoodSentence + " " + named
    }
}
