/// Why a delivery operation was refused, in words a driver can hear.
public enum DeliveryLifecycleError: SpokenError, Equatable {
    case noShiftRunning
    case shiftPaused
    case skippedStep
    case repeatedEvent(DeliveryEvent)
    case alreadyFinished(DeliveryState)
    case shiftEnded
    /// An active delivery on an ended shift or on none: a damaged record, left as it is.
    case orphaned
    case deliveryNotFound

    public var sentence: String {
        switch self {
        case .noShiftRunning: "No shift is running, so the delivery was not started."
        case .shiftPaused: "The shift is paused, so the delivery was not started."
        case .skippedStep: "That order hasn't been picked up yet."
        case .repeatedEvent(.pickedUp): "That order was already picked up."
        case .repeatedEvent(.delivered): "That order was already delivered."
        case .alreadyFinished(.cancelled): "That order was cancelled, so nothing more can be recorded for it."
        case .alreadyFinished: "That order was already delivered, so nothing more can be recorded for it."
        case .shiftEnded: "That order's shift has ended, so nothing was recorded."
        case .orphaned: "That order doesn't belong to a running shift, so nothing was recorded."
        case .deliveryNotFound: "That order could not be found."
        }
    }
}
