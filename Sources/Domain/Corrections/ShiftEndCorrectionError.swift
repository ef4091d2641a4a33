/// Why a shift's end cannot move to the instant proposed.
public enum ShiftEndCorrectionError: SpokenError, Equatable {
    case shiftNotFound
    case shiftRunning
    case inFuture(Instant)
    case beforeStart(Instant)
    case afterNextShift(Instant)
    case insidePause(Pause)
    case beforePauseEnd(Pause)
    case beforeParkedEnd(ParkedPeriod)
    case beforeDeliveryEvent(Instant)
    case unchanged(Instant)

    public var sentence: String {
        switch self {
        case .shiftNotFound: "There is no such shift, so its end was not changed."
        case .shiftRunning: "That shift is still running; end it first, then correct its end."
        case .inFuture(let instant):
            "\(LocalTime.dateAndTime(instant)) has not happened yet, so the shift's end was not changed."
        case .beforeStart(let start):
            "The shift started at \(LocalTime.clockTime(start)), so it cannot end before that; its end was not changed."
        case .afterNextShift(let start):
            "The next shift started at \(LocalTime.dateAndTime(start)), so this one cannot end after that; "
                + "its end was not changed."
        case .insidePause(let pause):
            "That is inside the break from \(LocalTime.clockTime(pause.startedAt)) to "
                + "\(LocalTime.clockTime(pause.endedAt ?? pause.startedAt)), so the shift's end was not changed."
        case .beforePauseEnd(let pause):
            "The break from \(LocalTime.clockTime(pause.startedAt)) ended at "
                + "\(LocalTime.clockTime(pause.endedAt ?? pause.startedAt)), so the shift cannot end before that; "
                + "its end was not changed."
        case .beforeParkedEnd(let parked):
            "The vehicle was parked until \(LocalTime.clockTime(parked.endedAt ?? parked.startedAt)), so the shift "
                + "cannot end before that; its end was not changed."
        case .beforeDeliveryEvent(let instant):
            "A delivery was recorded at \(LocalTime.clockTime(instant)), so the shift cannot end before that; "
                + "its end was not changed."
        case .unchanged(let end): "The shift already ends at \(LocalTime.clockTime(end)), so nothing was changed."
        }
    }
}
