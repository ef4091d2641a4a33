import Domain
import Persistence

/// The only place a shift's `ended_at` is written after the end was recorded, and the only place route samples
/// are deleted outside deleting a whole shift. The rule is the value
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

    /// Moves the end and, when it moves earlier, deletes the route samples after it, in one transaction with
    /// the check that allows it: no order exists in which the end moved and its positions survived. Returns the
    /// correction and how many samples were deleted.
    @discardableResult
    public func correct(shift shiftID: Int64, to proposedEnd: Instant, now: Instant) throws
        -> (correction: ShiftEndCorrection, removedSamples: Int)
    {
        try connection.transaction {
            let correction = try correction(shiftID, proposedEnd, now)
            var removed = 0
            if correction.movesEarlier {
                // Fetched, then deleted by id, as deleting a whole shift does.
                let after = try connection.query(
                    "SELECT id FROM route_samples WHERE shift_id = ? AND recorded_at > ?",
                    [.integer(shiftID), .instant(correction.correctedEnd)]
                ) { $0.int64(at: 0) }
                for id in after { try connection.run("DELETE FROM route_samples WHERE id = ?", .integer(id)) }
                removed = after.count
            }
            try connection.run(
                "UPDATE shifts SET ended_at = ? WHERE id = ?", .instant(correction.correctedEnd), .integer(shiftID))
            return (correction, removed)
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
