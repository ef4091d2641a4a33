import Domain

extension InputProcessor {
    /// Journals that the replies to changes already recorded could not be written (standard output full or
    /// broken): the change stays, since it happened, and the journal shows the driver never saw its reply.
    func noteUnheard(_ replies: [Reply], source: JournalEntry.Source, reason: String, at instant: Instant) {
        for reply in replies where reply.outcome == .performed {
            let entry = JournalEntry(
                saidAt: instant, source: source, input: reply.input ?? "", intent: reply.intent, outcome: .error,
                sentence: Self.unheardSentence(reason))
            do {
                try journal.append(entry)
            } catch {
                logger.warning("The journal did not record that a reply went unwritten: \(error)")
            }
        }
    }

    /// "The reply could not be written (no space left on device); what it confirmed stays recorded."
    static func unheardSentence(_ reason: String) -> String {
        "The reply could not be written (\(reason)); what it confirmed stays recorded."
    }
}
