import Domain
import Intents
import Persistence

extension InputProcessor {
    /// Runs an explicit command. Those that change the store are journaled like sentences, keeping `said` (the
    /// command as typed, without a piped line's timestamp; `input` when nil); the answers to questions
    /// (status, lists, the log) change nothing and are not journaled.
    public func perform(
        _ command: ExplicitCommand, input: String, said: String? = nil, source: JournalEntry.Source, at instant: Instant,
        given: Bool = false
    ) -> Reply {
        let said = said ?? input
        switch command {
        case .status:
            return answer(input, command, at: instant) { try intents.status(asOf: instant).sentence }
        case .deliveries:
            return answer(input, command, at: instant) { try actions.deliveryList().joined(separator: "\n") }
        case .shifts(let limit):
            return answer(input, command, at: instant) { try actions.shiftList(limit: limit, asOf: instant).joined(separator: "\n") }
        case .log(let limit):
            return answer(input, command, at: instant) { try journalLines(limit: limit) }
        case .pickup(let number):
            return change(command, input, said, source, instant, given) { try actions.pickUp(number: number, at: instant) }
        case .deliver(let number):
            return change(command, input, said, source, instant, given) { try actions.deliver(number: number, at: instant) }
        case .cancel(let number):
            return change(command, input, said, source, instant, given) { try actions.cancel(number: number, at: instant) }
        case .amount(let text, .shift):
            return change(command, input, said, source, instant, given) {
                try actions.recordAmountOnShift(try MoneyInput.parse(text, currencyCode: currency.code), at: instant)
            }
        case .amount(let text, .delivery(let number)):
            return change(command, input, said, source, instant, given) {
                try actions.recordAmount(try MoneyInput.parse(text, currencyCode: currency.code), onDelivery: number, at: instant)
            }
        case .amount(let text, .delivered(let number)):
            return change(command, input, said, source, instant, given) {
                try actions.recordAmount(try MoneyInput.parse(text, currencyCode: currency.code), onDelivered: number, at: instant)
            }
        case .offers, .merge, .split, .move, .correctEnd, .deleteShift, .undo:
            return performCorrection(command, input: input, said: said, source: source, at: instant)
        }
    }

    func change(
        _ command: ExplicitCommand, _ input: String, _ said: String, _ source: JournalEntry.Source, _ instant: Instant,
        _ given: Bool, _ body: () throws -> IntentConfirmation
    ) -> Reply {
        record(
            input: input, said: said, intent: command.intentName, slots: command.slots, source: source, at: instant,
            given: given, body)
    }

    /// A question's answer; a failure to read says why, never that nothing was recorded (nothing was to be).
    func answer(_ input: String, _ command: ExplicitCommand, at instant: Instant, _ body: () throws -> String) -> Reply {
        var reply = Reply(input: input, intent: command.intentName, outcome: .answered, sentence: "", at: instant)
        do {
            reply.sentence = try body()
        } catch let error as PersistenceError {
            reply.outcome = .error
            reply.sentence = error.questionSentence
        } catch let error as any SpokenError {
            reply.outcome = .error
            reply.sentence = error.sentence
        } catch {
            reply.outcome = .error
            reply.sentence = PersistenceError.unavailable("\(error)").questionSentence
        }
        return reply
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
