import Domain
import Intents
import Persistence

extension InputProcessor {
    /// Runs an explicit command. Those that change the store are journaled like sentences, keeping `said` (the
    /// command as typed, without a piped line's timestamp; `input` when nil); the answers to questions
    /// (status, lists, the log) change nothing and are not journaled.
    public func perform(
        _ command: ExplicitCommand, input: String, said: String? = nil, source: JournalEntry.Source, at instant: Instant
    ) -> Reply {
        let said = said ?? input
        switch command {
        case .status:
            return answer(input, at: instant) { try intents.status(asOf: instant).sentence }
        case .deliveries:
            return answer(input, at: instant) { try actions.deliveryList().joined(separator: "\n") }
        case .shifts(let limit):
            return answer(input, at: instant) { try actions.shiftList(limit: limit, asOf: instant).joined(separator: "\n") }
        case .log(let limit):
            return answer(input, at: instant) { try journalLines(limit: limit) }
        case .pickup(let number):
            return change(input, said, source, instant) { try actions.pickUp(number: number, at: instant) }
        case .deliver(let number):
            return change(input, said, source, instant) { try actions.deliver(number: number, at: instant) }
        case .cancel(let number):
            return change(input, said, source, instant) { try actions.cancel(number: number, at: instant) }
        case .amount(let text, .shift):
            return change(input, said, source, instant) {
                try actions.recordAmountOnShift(try MoneyInput.parse(text), at: instant)
            }
        case .amount(let text, .delivery(let number)):
            return change(input, said, source, instant) {
                try actions.recordAmount(try MoneyInput.parse(text), onDelivery: number, at: instant)
            }
        case .offers, .merge, .split, .move, .correctEnd, .deleteShift, .undo:
            return performCorrection(command, input: input, said: said, source: source, at: instant)
        }
    }

    func change(
        _ input: String, _ said: String, _ source: JournalEntry.Source, _ instant: Instant,
        _ body: () throws -> IntentConfirmation
    ) -> Reply {
        record(input: input, said: said, intent: nil, source: source, at: instant, body)
    }

    func answer(_ input: String, at instant: Instant, _ body: () throws -> String) -> Reply {
        do {
            return Reply(input: input, outcome: .answered, sentence: try body(), at: instant)
        } catch let error as any SpokenError {
            return Reply(input: input, outcome: .error, sentence: error.sentence, at: instant)
        } catch {
            return Reply(input: input, outcome: .error, sentence: PersistenceError.unavailable("\(error)").sentence, at: instant)
        }
    }

    /// "Mon 30 Nov 9:02 AM  pipe  “start my shift”  performed: Shift started at 9:02 AM."
    private func journalLines(limit: Int) throws -> String {
        let entries = try journal.recent(limit: limit)
        guard !entries.isEmpty else { return "Nothing has been said yet." }
        return entries.map { entry in
            "\(LocalTime.dateAndTime(entry.saidAt))  \(entry.source.rawValue)  \u{201C}\(entry.input)\u{201D}  "
                + "\(entry.outcome.rawValue): \(entry.sentence.split(separator: "\n").joined(separator: " "))"
        }.joined(separator: "\n")
    }
}
