import Domain
import Intents
import Persistence

extension InputProcessor {
    /// The few ways of asking for an undo, recognised before the grammar sees the sentence. "take that back"
    /// alone is an undo; inside a longer sentence it is the grammar's business.
    static let undoPhrases: Set<String> = ["undo", "undo that", "take that back"]

    /// Whether `sentence` asks for an undo: one of `undoPhrases`, ignoring case, surrounding spaces and a
    /// final full stop or exclamation mark.
    public static func isUndo(_ sentence: String) -> Bool {
        let words = sentence.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" })
        var phrase = words.joined(separator: " ")
        while let last = phrase.last, last == "." || last == "!" { phrase.removeLast() }
        return undoPhrases.contains(phrase)
    }

    /// Undoes the last change from `source`'s surface, journaled with intent `Undo` in the same transaction;
    /// a refusal is journaled on its own.
    func performUndo(input: String, said: String, source: JournalEntry.Source, at instant: Instant) -> Reply {
        let undo = UndoService(connection: connection, logger: logger)
        return record(input: input, said: said, intent: UndoService.intentName, source: source, at: instant) {
            try undo.undo(from: source, at: instant, classify: Self.undoableStep)
        }
    }

    /// Which step a journal row performed: an intent by its name, or a delivery step given by number (named
    /// by its command word; a row from before explicit commands were named is read from its input).
    static func undoableStep(_ entry: JournalEntry) -> UndoableStep? {
        switch entry.intent {
        case ExplicitCommand.pickup(0).intentName?: return .deliveryStep(.pickedUp)
        case ExplicitCommand.deliver(0).intentName?: return .deliveryStep(.delivered)
        case ExplicitCommand.cancel(0).intentName?: return .deliveryStep(.cancelled)
        case let intent?: return LifecycleIntent(name: intent).map(UndoableStep.intent)
        case nil: break
        }
        let typed = entry.input.drop { $0 == " " || $0 == "\t" }
        let line = typed.hasPrefix(":") ? String(typed) : ":" + typed
        switch try? ReplCommand.parse(line) {
        case .explicit(.pickup)?: return .deliveryStep(.pickedUp)
        case .explicit(.deliver)?: return .deliveryStep(.delivered)
        case .explicit(.cancel)?: return .deliveryStep(.cancelled)
        default: return nil
        }
    }

    func performCorrection(
        _ command: ExplicitCommand, input: String, said: String, source: JournalEntry.Source, at instant: Instant
    ) -> Reply {
        let corrections = CorrectionActions(connection: connection, logger: logger)
        switch command {
        case .offers(let shift):
            return answer(input, command, at: instant) { try corrections.offerList(shift: shift).joined(separator: "\n") }
        case .merge(let from, let target, let shift):
            return change(command, input, said, source, instant, false) {
                try corrections.merge(offer: from, into: target, shift: shift, at: instant)
            }
        case .split(let delivery, let shift):
            return change(command, input, said, source, instant, false) {
                try corrections.split(delivery: delivery, shift: shift, at: instant)
            }
        case .move(let delivery, let target, let shift):
            return change(command, input, said, source, instant, false) {
                try corrections.move(delivery: delivery, into: target, shift: shift, at: instant)
            }
        case .correctEnd(let shift, let time, true):
            do {
                let sentence = try corrections.checkEnd(shift: shift, now: instant) { Self.resolve(time, on: $0) }
                return Reply(input: input, outcome: .answered, sentence: sentence, at: instant)
            } catch let error as any SpokenError {
                return Reply(input: input, outcome: .refused, sentence: error.sentence, at: instant)
            } catch {
                let sentence = PersistenceError.unavailable("\(error)").sentence
                return Reply(input: input, outcome: .error, sentence: sentence, at: instant)
            }
        case .correctEnd(let shift, let time, false):
            return change(command, input, said, source, instant, false) {
                try corrections.correctEnd(shift: shift, now: instant) { Self.resolve(time, on: $0) }
            }
        case .deleteShift(let shift, true):
            return change(command, input, said, source, instant, false) {
                try corrections.deleteShift(id: try corrections.shift(number: shift).id, at: instant)
            }
        case .deleteShift(let shift, false):
            let typed = "\(commandPrefix)delete-shift \(shift) --yes"
            let reply = Reply(
                input: input, outcome: .refused,
                sentence: "Deleting a shift cannot be undone, so nothing was deleted; to delete it, type: \(typed)",
                at: instant)
            return journaledAlone(reply, said: said, source: source)
        case .undo:
            return performUndo(input: input, said: said, source: source, at: instant)
        default:
            // Only the corrections are sent here; any other command takes its own path.
            return perform(command, input: input, said: said, source: source, at: instant)
        }
    }

    /// Shift `number`'s id and local date, for the confirmation a deletion asks for; or, when there is no such
    /// shift or it is still running, the refusal to give (journaled like any other).
    public func shiftToDelete(number: Int, input: String, at instant: Instant) -> DeletionTarget {
        do {
            let shift = try CorrectionActions(connection: connection, logger: logger).shift(number: number)
            guard !shift.isRunning else { throw ShiftLifecycleError.shiftStillRunning }
            return .shift(id: shift.id, date: LocalCalendar.date(of: shift.startedAt).description)
        } catch let error as any SpokenError {
            let reply = Reply(input: input, outcome: .refused, sentence: error.sentence, at: instant)
            return .refused(journaledAlone(reply, said: input, source: .command))
        } catch {
            let sentence = PersistenceError.unavailable("\(error)").sentence
            return .refused(Reply(input: input, outcome: .error, sentence: sentence, at: instant))
        }
    }

    /// Deletes the shift the driver confirmed by its date, by its id: a shift started meanwhile cannot make
    /// the number point at another one.
    public func deleteConfirmedShift(number: Int, id: Int64, input: String, source: JournalEntry.Source, at instant: Instant) -> Reply {
        let corrections = CorrectionActions(connection: connection, logger: logger)
        return change(.deleteShift(number, confirmed: true), input, input, source, instant, false) {
            try corrections.deleteShift(id: id, at: instant)
        }
    }

    /// TIME as `--at` reads it, with HH:MM taken on the local day the shift started.
    static func resolve(_ time: String, on shift: Shift) -> Instant {
        let start = shift.startedAt.millisecondsSinceEpoch
        return Instant(millisecondsSinceEpoch: AtTime.parse(time, now: start) ?? start)
    }
}

/// The shift a deletion will act on once confirmed, or the reply that ends it there.
public enum DeletionTarget: Sendable {
    case shift(id: Int64, date: String)
    case refused(Reply)
}
