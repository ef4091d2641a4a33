import Domain

/// Refusals of the explicit commands that name a delivery by its number in the list of those in progress,
/// the command line's equivalent of tapping one card on the app's screen.
public enum ScreenActionError: SpokenError, Equatable {
    case noSuchDelivery(number: Int, inProgress: Int)
    /// An amount for delivered delivery `number` (counted back from the last drop-off) when fewer were delivered.
    case noSuchDeliveredDelivery(number: Int, delivered: Int)
    /// An amount for "the shift" when no shift has ever been recorded.
    case noShiftRecorded

    public var sentence: String {
        switch self {
        case .noSuchDelivery(let number, 0):
            "There is no delivery \(number); no deliveries are in progress."
        case .noSuchDelivery(let number, 1):
            "There is no delivery \(number); 1 is in progress."
        case .noSuchDelivery(let number, let count):
            "There is no delivery \(number); \(count) are in progress."
        case .noSuchDeliveredDelivery(let number, 0):
            "No delivery has been dropped off yet, so there is no delivered delivery \(number)."
        case .noSuchDeliveredDelivery(let number, let count):
            "Only \(count) \(count == 1 ? "delivery has" : "deliveries have") been dropped off, so there is no "
                + "delivered delivery \(number)."
        case .noShiftRecorded:
            "No shift has been recorded yet, so the amount was not recorded."
        }
    }
}
