extension ExplicitCommand {
    /// Whether the command only asks (status, the lists, the log): it opens the store read-only, never creates
    /// one, and is not journaled.
    public var isQuestion: Bool {
        switch self {
        case .status, .deliveries, .shifts, .log: true
        case .pickup, .deliver, .cancel, .amount: false
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
        }
    }

    /// The command's arguments as the JSON reply's `slots`: the delivery number, the amount as typed.
    public var slots: [String: String] {
        switch self {
        case .pickup(let number), .deliver(let number), .cancel(let number): ["delivery": "\(number)"]
        case .amount(let text, .delivery(let number)): ["amount": text, "delivery": "\(number)"]
        case .amount(let text, .delivered(let number)): ["amount": text, "delivered": "\(number)"]
        case .amount(let text, .shift): ["amount": text, "target": "shift"]
        case .status, .deliveries, .shifts, .log: [:]
        }
    }
}
