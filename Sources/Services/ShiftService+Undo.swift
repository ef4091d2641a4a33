import Domain
import Persistence

/// The exact inverse of each shift step, for undo. ShiftService stays the only writer of shifts, pauses and
/// parked periods: an undo is one more of its transitions, each found by the instant its step recorded and
/// refused when the store shows anything recorded after it.
extension ShiftService {
    /// Removes the running shift started at `startedAt`, which must hold nothing yet.
    @discardableResult
    public func undoStart(startedAt: Instant) throws -> Shift {
        try connection.transaction {
            guard let shift = try ShiftRecords.running(connection, logger: logger), shift.startedAt == startedAt else {
                throw UndoError.changedSince("the shift has changed")
            }
            if !shift.pauses.isEmpty { throw UndoError.changedSince("the shift has had a break") }
            if !shift.parkedPeriods.isEmpty { throw UndoError.changedSince("the vehicle has been parked") }
            let offers = try connection.query("SELECT COUNT(*) FROM offers WHERE shift_id = ?", [.integer(shift.id)]) {
                $0.int64(at: 0)
            }.first ?? 0
            let latestDelivery = try ShiftRecords.latestDeliveryInstant(connection, shiftID: shift.id)
            if offers > 0 || latestDelivery != nil {
                throw UndoError.changedSince("the shift has had a delivery")
            }
            let costs = try connection.query("SELECT COUNT(*) FROM shift_costs WHERE shift_id = ?", [.integer(shift.id)]) {
                $0.int64(at: 0)
            }.first ?? 0
            if costs > 0 { throw UndoError.changedSince("a cost has been recorded on the shift") }
            // Positions a tracker fixed meanwhile belong to a shift that is not to exist: undoing the start
            // deletes the whole (otherwise empty) shift, samples fetched and then deleted by id with it.
            let samples = try connection.query("SELECT id FROM route_samples WHERE shift_id = ?", [.integer(shift.id)]) {
                $0.int64(at: 0)
            }
            for id in samples { try connection.run("DELETE FROM route_samples WHERE id = ?", .integer(id)) }
            try connection.run("DELETE FROM shifts WHERE id = ?", .integer(shift.id))
            return shift
        }
    }

    /// Makes the shift that ended at `endedAt` run again, reopening the break and parked period its end closed.
    /// A period closed at that same instant by its own step (`closedByStep`: "pauses", "parked_periods") was
    /// not closed by the end and stays closed.
    @discardableResult
    public func undoEnd(endedAt: Instant, closedByStep: Set<String> = []) throws -> Shift {
        try connection.transaction {
            if try ShiftRecords.running(connection, logger: logger) != nil {
                throw UndoError.changedSince("another shift has started")
            }
            guard let shift = try ShiftRecords.recent(connection, limit: 1).first, shift.endedAt == endedAt else {
                throw UndoError.changedSince("the shift's end has changed")
            }
            for table in ["pauses", "parked_periods"] where !closedByStep.contains(table) {
                try connection.run(
                    "UPDATE \(table) SET ended_at = NULL WHERE shift_id = ? AND ended_at = ?",
                    .integer(shift.id), .instant(endedAt))
            }
            try connection.run("UPDATE shifts SET ended_at = NULL WHERE id = ?", .integer(shift.id))
            return try ShiftRecords.shift(connection, id: shift.id) ?? shift
        }
    }

    /// Removes the break opened at `startedAt`, still open.
    @discardableResult
    public func undoPause(startedAt: Instant) throws -> Shift {
        try removeOpenPeriod(in: "pauses", \.pauses, startedAt: startedAt, what: "the break")
    }

    /// Opens again the break closed at `endedAt`.
    @discardableResult
    public func undoResume(endedAt: Instant) throws -> Shift {
        try reopenPeriod(in: "pauses", \.pauses, endedAt: endedAt, what: "the break")
    }

    /// Removes the parked period opened at `startedAt`, still open.
    @discardableResult
    public func undoPark(startedAt: Instant) throws -> Shift {
        try removeOpenPeriod(in: "parked_periods", \.parkedPeriods, startedAt: startedAt, what: "the parking")
    }

    /// Opens again the parked period closed at `endedAt`.
    @discardableResult
    public func undoDriveAgain(endedAt: Instant) throws -> Shift {
        try reopenPeriod(in: "parked_periods", \.parkedPeriods, endedAt: endedAt, what: "the parking")
    }

    /// `table` is one of the two period tables, never caller input.
    private func removeOpenPeriod(
        in table: String, _ periods: KeyPath<Shift, [Period]>, startedAt: Instant, what: String
    ) throws -> Shift {
        try connection.transaction {
            let shift = try runningForUndo()
            guard let period = shift[keyPath: periods].last, period.isOpen, period.startedAt == startedAt else {
                throw UndoError.changedSince("\(what) has changed")
            }
            try requireNoDeliveryStep(after: startedAt, in: shift)
            try connection.run("DELETE FROM \(table) WHERE id = ?", .integer(period.id))
            return try ShiftRecords.shift(connection, id: shift.id) ?? shift
        }
    }

    private func reopenPeriod(
        in table: String, _ periods: KeyPath<Shift, [Period]>, endedAt: Instant, what: String
    ) throws -> Shift {
        try connection.transaction {
            let shift = try runningForUndo()
            guard let period = shift[keyPath: periods].last, period.endedAt == endedAt else {
                throw UndoError.changedSince("\(what) has changed")
            }
            try requireNoDeliveryStep(after: endedAt, in: shift)
            try connection.run("UPDATE \(table) SET ended_at = NULL WHERE id = ?", .integer(period.id))
            return try ShiftRecords.shift(connection, id: shift.id) ?? shift
        }
    }

    private func runningForUndo() throws -> Shift {
        guard let shift = try ShiftRecords.running(connection, logger: logger) else {
            throw UndoError.changedSince("the shift has ended")
        }
        return shift
    }

    // A break or parked period reopened, or removed, around a delivery step recorded later would claim the
    // step happened in a state it did not.
    private func requireNoDeliveryStep(after instant: Instant, in shift: Shift) throws {
        if let latest = try ShiftRecords.latestDeliveryInstant(connection, shiftID: shift.id), latest > instant {
            throw UndoError.changedSince("a delivery step has been recorded")
        }
    }
}
