import Domain

/// Refusals of the one rule the intent layer adds: a spoken delivery step needs exactly one delivery in
/// progress, because a sentence cannot say which of several it meant.
public enum IntentLifecycleError: SpokenError, Equatable {
    case noDeliveryInProgress
    /// `choices` are the deliveries whose next step is the one asked for (every delivery's next step when the
    /// sentence named none), by their number in the list in progress, for the hint.
    case severalDeliveriesInProgress(count: Int, choices: [DeliveryChoice])

    /// The sentence with the hint written for the prompt and the pipe (`:pickup 1`).
    public var sentence: String { sentence(commandPrefix: ":") }

    /// The sentence with the hint written as it is typed where the reply is read: `:` at the prompt and in a
    /// pipe, `dashpilot ` in a shell after `say`.
    public func sentence(commandPrefix: String) -> String {
        switch self {
        case .noDeliveryInProgress:
            return "No delivery is in progress, so nothing was recorded."
        case .severalDeliveriesInProgress(let count, let choices):
            let refusal = "\(count) deliveries are in progress, so nothing was recorded."
            guard !choices.isEmpty else {
                return refusal + " None of them is waiting for that step; see \(commandPrefix)deliveries."
            }
            let typed = choices.map { "\(commandPrefix)\($0.command) \($0.number)" }
            let listed = typed.count == 1 ? typed[0] : typed.dropLast().joined(separator: ", ") + " or " + typed.last!
            return refusal + " Say which one: \(listed)."
        }
    }
}

/// A delivery a spoken step may have meant: its number in the list in progress and the step it is waiting for.
public struct DeliveryChoice: Equatable, Sendable {
    public var number: Int
    public var step: DeliveryEvent

    public init(number: Int, step: DeliveryEvent) {
        self.number = number
        self.step = step
    }

    /// The explicit command that records `step`.
    public var command: String {
        switch step {
        case .pickedUp: "pickup"
        case .delivered: "deliver"
        }
    }
}
