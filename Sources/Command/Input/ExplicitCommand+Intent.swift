import Intents

extension ExplicitCommand {
    /// Whether the command only asks (status, the lists, the log): it opens the store read-only, never creates
    /// one, and is not journaled.
    public var isQuestion: Bool {
        switch self {
        case .status, .deliveries, .shifts, .log, .offers: true
        // A check writes nothing, but it reads the shift as a correction would and may be refused like one.
        case .correctEnd(_, _, let check): check
        case .pickup, .deliver, .cancel, .amount, .merge, .split, .move, .deleteShift, .undo: false
        }
    }

    /// The stable name the JSON reply and the journal give the command in their `intent` field: its command
    /// word, in lower case, so it cannot be mistaken for a grammar's intent (those are capitalised).
    public var intentName: String {
        switch self {
        case .status: "status"
        case .deliveries: "deliveries"
        case .pickup: "pickup"
        case .deliver: "deliver"
        case .cancel: "cancel"
        case .shifts: "shifts"
        case .amount: "amount"
        case .log: "log"
        case .offers: "offers"
        case .merge: "merge"
        case .split: "split"
        case .move: "move"
        case .correctEnd: "correct-end"
        case .deleteShift: "delete-shift"
        // The same name an undo said as a sentence is journaled under, so one undo is never undone by another.
        case .undo: UndoService.intentName
        }
    }

    /// The command's arguments as the JSON reply's `slots`: the delivery number, the amount as typed.
    public var slots: [String: String] {
        switch self {
        case .pickup(let number), .deliver(let number), .cancel(let number): ["delivery": "\(number)"]
        case .amount(let text, .delivery(let number)): ["amount": text, "delivery": "\(number)"]
        case .amount(let text, .delivered(let number)): ["amount": text, "delivered": "\(number)"]
        case .amount(let text, .shift): ["amount": text, "target": "shift"]
        case .offers(let shift): ["shift": "\(shift)"]
        case .merge(let source, let target, let shift): ["offer": "\(source)", "into": "\(target)", "shift": "\(shift)"]
        case .split(let delivery, let shift): ["delivery": "\(delivery)", "shift": "\(shift)"]
        case .move(let delivery, let target, let shift): ["delivery": "\(delivery)", "into": "\(target)", "shift": "\(shift)"]
        case .correctEnd(let shift, let time, _): ["shift": "\(shift)", "time": time]
        case .deleteShift(let shift, _): ["shift": "\(shift)"]
        case .status, .deliveries, .shifts, .log, .undo: [:]
        }
    }
}
