import Domain

/// Refusals of the one rule the intent layer adds: a spoken delivery step needs exactly one delivery in
/// progress, because a sentence cannot say which of several it meant.
public enum IntentLifecycleError: SpokenError, Equatable {
    case noDeliveryInProgress
    case severalDeliveriesInProgress(count: Int)

    public var sentence: String {
        switch self {
        case .noDeliveryInProgress:
            "No delivery is in progress, so nothing was recorded."
        case .severalDeliveriesInProgress(let count):
            "\(count) deliveries are in progress, so nothing was recorded. "
                + "Say which one with: pickup 2, deliver 2."
        }
    }
}
