/// Why a shift operation was refused, in words a driver can hear.
public enum ShiftLifecycleError: SpokenError, Equatable {
    case shiftAlreadyRunning(startedAt: Instant)
    case noShiftRunning
    case deliveriesInProgress(count: Int)
    case alreadyPaused
    case notPaused
    case alreadyParked
    case notParked
    case shiftStillRunning
    case shiftNotFound

    public var sentence: String {
        switch self {
        case .shiftAlreadyRunning(let startedAt):
            "A shift is already running. It started at \(LocalTime.clockTime(startedAt))."
        case .noShiftRunning: "No shift is running."
        case .deliveriesInProgress(let count):
            count == 1
                ? "1 delivery is still in progress, so the shift was not ended."
                : "\(count) deliveries are still in progress, so the shift was not ended."
        case .alreadyPaused: "The shift is already paused."
        case .notPaused: "The shift is not paused."
        case .alreadyParked: "The vehicle is already parked."
        case .notParked: "The vehicle is not parked."
        case .shiftStillRunning: "That shift is still running, so it was not deleted."
        case .shiftNotFound: "That shift could not be found."
        }
    }
}
