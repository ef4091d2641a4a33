import Domain
import Persistence

/// The only place a shift's `ended_at` is written after the end was recorded. The rule is the value
/// `ShiftEndCorrection`, built here from what the store holds; a check and a write build it the same way.
/// Nothing derived is touched: mileage, rates and totals are worked out again from what remains.
public final class ShiftEndCorrectionService {
    private let connection: Connection
    private let logger: Logger

    public init(connection: Connection, logger: Logger) {
        self.connection = connection
        self.logger = logger
    }

    /// What moving shift `shiftID`'s end to `proposedEnd` would do, without writing.
    public func check(shift shiftID: Int64, to proposedEnd: Instant, now: Instant) throws -> ShiftEndCorrection {
        try connection.readTransaction { try correction(shiftID, proposedEnd, now) }
    }

    /// Moves the end, in one transaction with the check that allows it.
    @discardableResult
    public func correct(shift shiftID: Int64, to proposedEnd: Instant, now: Instant) throws -> ShiftEndCorrection {
        try connection.transaction {
            let correction = try correction(shiftID, proposedEnd, now)
            try connection.run(
                "UPDATE shifts SET ended_at = ? WHERE id = ?", .instant(correction.correctedEnd), .integer(shiftID))
            return correction
        }
    }

    private func correction(_ shiftID: Int64, _ proposedEnd: Instant, _ now: Instant) throws -> ShiftEndCorrection {
        guard let shift = try ShiftRecords.shift(connection, id: shiftID) else {
            throw ShiftEndCorrectionError.shiftNotFound
        }
        // The shift that started next (ids break a tie of equal starts, as the shift list orders them).
        let next = try connection.query(
            """
            SELECT MIN(started_at) FROM shifts
            WHERE id != ? AND (started_at > ? OR (started_at = ? AND id > ?))
            """,
            [.integer(shiftID), .instant(shift.startedAt), .instant(shift.startedAt), .integer(shiftID)]
        ) { $0.optionalInstant(at: 0) }.first ?? nil
        return try ShiftEndCorrection(
            shift: shift, proposedEnd: proposedEnd,
            latestDeliveryInstant: try ShiftRecords.latestDeliveryInstant(connection, shiftID: shiftID),
            nextShiftStart: next, now: now)
    }
}
