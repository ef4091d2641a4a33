import Domain
import Intents

extension InputProcessor {
    /// The reply to a sentence not matched: a question naming the closest phrase when that phrase means one
    /// intent this program performs, otherwise "not understood" with the phrase as a hint if there is one.
    /// Nothing is performed either way; the reply is journaled on its own.
    func notMatched(
        _ sentence: String, closest: String?, input: String, source: JournalEntry.Source, at instant: Instant,
        given: Instant?, awaitingAnswers: Bool
    ) -> Reply {
        let closest = closest.flatMap(Self.sayable)
        guard let closest, let suggestion = suggestion(for: closest, awaitsAnswer: awaitingAnswers) else {
            let hint = closest.map { " Did you mean \u{201C}\($0)\u{201D}?" } ?? ""
            let reply = Reply(input: input, outcome: .notUnderstood, sentence: Self.notUnderstoodSentence + hint, at: instant)
            return journaledAlone(reply, said: sentence, source: source, given: given)
        }
        var reply = Reply(input: input, outcome: .asked, sentence: suggestion.question, at: instant)
        reply.suggestion = suggestion
        return journaledAlone(reply, said: sentence, source: source, given: given)
    }

    /// `phrase` when a driver could say it back as it is: a template's `*` (a place's name) is a blank no one
    /// can say, so a phrase holding one is neither asked about nor hinted.
    static func sayable(_ phrase: String) -> String? {
        phrase.split(separator: " ").contains("*") ? nil : phrase
    }

    /// What `phrase` means, read without tolerance: a phrase from the grammar's own words matches exactly,
    /// and one that does not (or names an intent not performed here) is no suggestion at all.
    private func suggestion(for phrase: String, awaitsAnswer: Bool) -> Suggestion? {
        guard case .match(let name, let slots, _) = grammar?.recognise(phrase, tolerance: false),
            LifecycleIntent(name: name, slots: slots) != nil
        else { return nil }
        return Suggestion(intent: name, slots: slots, phrase: phrase, awaitsAnswer: awaitsAnswer)
    }

    /// Performs a confirmed question at the instant of the sentence that prompted it, journaled as a normal
    /// performed (or refused) row whose input is the confirming line.
    public func confirm(_ question: PendingQuestion, input: String, said: String, source: JournalEntry.Source) -> Reply {
        let suggestion = question.suggestion
        return record(
            input: input, said: said, intent: suggestion.intent, slots: suggestion.slots, source: source, at: question.at,
            given: question.given
        ) {
            try intents.perform(question.intent, at: question.at)
        }
    }
}
