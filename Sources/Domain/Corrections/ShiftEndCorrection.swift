/// A finished shift's end moved to another instant, as a value that exists only when the move is allowed.
///
/// `dashpilot correct-end --check` builds this value and prints its sentence; the write builds it again from
/// the store inside its transaction and acts only when it constructs, so what a driver reads and what the
/// write consults are one rule.
public struct ShiftEndCorrection: Equatable, Sendable {
    public let shiftID: Int64
    public let recordedEnd: Instant
    public let correctedEnd: Instant

    /// Checks `proposedEnd` against the shift's start and recorded end, its pauses and parked periods, the
    /// latest instant among its deliveries, the next shift's start and `now`.
    public init(
        shift: Shift, proposedEnd: Instant, latestDeliveryInstant: Instant?, nextShiftStart: Instant?, now: Instant
    ) throws(ShiftEndCorrectionError) {
        guard let recordedEnd = shift.endedAt else { throw .shiftRunning }
        if proposedEnd > now { throw .inFuture(proposedEnd) }
        if proposedEnd < shift.startedAt { throw .beforeStart(shift.startedAt) }
        if let nextShiftStart, proposedEnd > nextShiftStart { throw .afterNextShift(nextShiftStart) }
        for pause in shift.pauses {
            guard let end = pause.endedAt, proposedEnd < end else { continue }
            throw proposedEnd >= pause.startedAt ? .insidePause(pause) : .beforePauseEnd(pause)
        }
        if let parked = shift.parkedPeriods.first(where: { ($0.endedAt ?? recordedEnd) > proposedEnd }) {
            throw .beforeParkedEnd(parked)
        }
        if let latestDeliveryInstant, proposedEnd < latestDeliveryInstant {
            throw .beforeDeliveryEvent(latestDeliveryInstant)
        }
        if proposedEnd == recordedEnd { throw .unchanged(recordedEnd) }
        self.shiftID = shift.id
        self.recordedEnd = recordedEnd
        self.correctedEnd = proposedEnd
    }

    /// Samples recorded after the corrected end no longer belong to the shift.
    public var movesEarlier: Bool { correctedEnd < recordedEnd }

    /// "The shift's end would move from 5:02 PM to 4:30 PM." for a check.
    public var checkSentence: String {
        "The shift's end would move from \(LocalTime.clockTime(recordedEnd)) to \(LocalTime.clockTime(correctedEnd))."
    }

    /// "The shift's end moved from 5:02 PM to 4:30 PM." once written.
    public var doneSentence: String {
        "The shift's end moved from \(LocalTime.clockTime(recordedEnd)) to \(LocalTime.clockTime(correctedEnd))."
    }
}
