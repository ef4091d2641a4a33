import Domain
import Persistence

/// The only place shifts start, end, pause, resume, park, drive again and are deleted. It holds a connection
/// and nothing else: whether a shift is running is always read from the store, inside the write transaction.
public final class ShiftService {
    let connection: Connection
    let logger: Logger
    /// The fuel assumption a new shift records; nil reads the process's setting (once per process).
    private let fuelDefault: (@Sendable () -> FuelAssumption?)?

    public init(connection: Connection, logger: Logger, fuelDefault: (@Sendable () -> FuelAssumption?)? = nil) {
        self.connection = connection
        self.logger = logger
        self.fuelDefault = fuelDefault
    }

    /// The unfinished shift, or the most recent one if a damaged store holds several.
    public func activeShift() throws -> Shift? {
        try connection.readTransaction { try ShiftRecords.running(connection, logger: logger) }
    }

    public func shift(id: Int64) throws -> Shift? {
        try connection.readTransaction { try ShiftRecords.shift(connection, id: id) }
    }

    /// Shifts, most recently started first.
    public func recentShifts(limit: Int) throws -> [Shift] {
        try connection.readTransaction { try ShiftRecords.recent(connection, limit: limit) }
    }

    /// Starts a shift, refused while one runs. A start before the previous shift's end is moved to that end.
    @discardableResult
    public func startShift(at instant: Instant) throws -> Shift {
        try connection.transaction {
            if let running = try ShiftRecords.running(connection, logger: logger) {
                throw ShiftLifecycleError.shiftAlreadyRunning(startedAt: running.startedAt)
            }
            let previousEnd = try connection.query("SELECT MAX(ended_at) FROM shifts") { $0.optionalInstant(at: 0) }
            let start = clamped(instant, notBefore: previousEnd.first ?? nil, what: "shift start")
            try connection.run("INSERT INTO shifts (started_at) VALUES (?)", .instant(start))
            let id = connection.lastInsertRowID
            if let fuel = defaultFuelAssumption() { try RouteRecords.setFuelAssumption(connection, fuel, shiftID: id) }
            return Shift(id: id, startedAt: start)
        }
    }

    /// Ends the running shift, refused while any of its deliveries is active; an open pause or parked period
    /// closes at the same instant.
    @discardableResult
    public func endActiveShift(at instant: Instant) throws -> Shift {
        try connection.transaction {
            let shift = try requireRunning()
            let active = try ShiftRecords.activeDeliveryCount(connection, shiftID: shift.id)
            guard active == 0 else { throw ShiftLifecycleError.deliveriesInProgress(count: active) }
            let deliveryFloor = try ShiftRecords.latestDeliveryInstant(connection, shiftID: shift.id)
            let floor = max(shift.latestRecordedInstant, deliveryFloor ?? shift.startedAt)
            let end = clamped(instant, notBefore: floor, what: "shift end")
            for table in ["pauses", "parked_periods"] {
                try connection.run(
                    "UPDATE \(table) SET ended_at = ? WHERE shift_id = ? AND ended_at IS NULL",
                    .instant(end), .integer(shift.id))
            }
            try connection.run("UPDATE shifts SET ended_at = ? WHERE id = ?", .instant(end), .integer(shift.id))
            return try reread(shift.id)
        }
    }

    @discardableResult
    public func pauseActiveShift(at instant: Instant) throws -> Shift {
        try openPeriod(in: "pauses", \.pauses, at: instant, refusal: .alreadyPaused) { $0.openPause }
    }

    @discardableResult
    public func resumeActiveShift(at instant: Instant) throws -> Shift {
        try closePeriod(in: "pauses", \.pauses, at: instant, refusal: .notPaused) { $0.openPause }
    }

    /// Parking reads no delivery: one driver has one vehicle however many orders are in it.
    @discardableResult
    public func parkVehicle(at instant: Instant) throws -> Shift {
        try openPeriod(in: "parked_periods", \.parkedPeriods, at: instant, refusal: .alreadyParked) {
            $0.openParkedPeriod
        }
    }

    @discardableResult
    public func driveAgain(at instant: Instant) throws -> Shift {
        try closePeriod(in: "parked_periods", \.parkedPeriods, at: instant, refusal: .notParked) {
            $0.openParkedPeriod
        }
    }

    /// Deletes a finished shift with its pauses, parked periods, offers, deliveries, route samples and costs,
    /// each fetched and then deleted by id in one transaction; the running shift is refused.
    public func deleteCompletedShift(id: Int64) throws {
        try connection.transaction {
            guard let shift = try ShiftRecords.shift(connection, id: id) else {
                throw ShiftLifecycleError.shiftNotFound
            }
            guard !shift.isRunning else { throw ShiftLifecycleError.shiftStillRunning }
            let offerIDs = try connection.query("SELECT id FROM offers WHERE shift_id = ?", [.integer(id)]) {
                $0.int64(at: 0)
            }
            let deliveryIDs = try connection.query("SELECT id FROM deliveries WHERE shift_id = ?", [.integer(id)]) {
                $0.int64(at: 0)
            }
            let sampleIDs = try connection.query("SELECT id FROM route_samples WHERE shift_id = ?", [.integer(id)]) {
                $0.int64(at: 0)
            }
            let costIDs = try connection.query("SELECT id FROM shift_costs WHERE shift_id = ?", [.integer(id)]) {
                $0.int64(at: 0)
            }
            try delete(sampleIDs, from: "route_samples")
            try delete(costIDs, from: "shift_costs")
            try delete(deliveryIDs, from: "deliveries")
            try delete(offerIDs, from: "offers")
            try delete(shift.pauses.map(\.id), from: "pauses")
            try delete(shift.parkedPeriods.map(\.id), from: "parked_periods")
            try delete([id], from: "shifts")
        }
    }

    /// Records the shift's gross amount, also once the shift has ended; it performs no transition.
    @discardableResult
    public func recordGrossAmount(_ amount: Money, onShift id: Int64) throws -> Shift {
        try connection.transaction {
            guard try ShiftRecords.shift(connection, id: id) != nil else { throw ShiftLifecycleError.shiftNotFound }
            try connection.run(
                "UPDATE shifts SET gross_amount_minor = ?, gross_currency = ? WHERE id = ?",
                .integer(amount.minorUnits), .text(amount.currencyCode), .integer(id))
            return try reread(id)
        }
    }

    /// The shift returned is the one read in this transaction with the row just written added: the new period
    /// starts no earlier than anything the shift records and SQLite gives it the table's highest id, so it sorts
    /// last, exactly where reading the shift again would put it.
    private func openPeriod(
        in table: String, _ periods: WritableKeyPath<Shift, [Period]>, at instant: Instant,
        refusal: ShiftLifecycleError, open: (Shift) -> Period?
    ) throws -> Shift {
        try connection.transaction {
            var shift = try requireRunning()
            guard open(shift) == nil else { throw refusal }
            let start = clamped(instant, notBefore: shift.latestRecordedInstant, what: "start of a \(table) row")
            try connection.run(PeriodStatements.insert(into: table), .integer(shift.id), .instant(start))
            shift[keyPath: periods].append(Period(id: connection.lastInsertRowID, startedAt: start))
            return shift
        }
    }

    /// The shift returned is the one read in this transaction with the period's end just written set on it.
    private func closePeriod(
        in table: String, _ periods: WritableKeyPath<Shift, [Period]>, at instant: Instant,
        refusal: ShiftLifecycleError, open: (Shift) -> Period?
    ) throws -> Shift {
        try connection.transaction {
            var shift = try requireRunning()
            guard let period = open(shift) else { throw refusal }
            let end = clamped(instant, notBefore: shift.latestRecordedInstant, what: "end of a \(table) row")
            try connection.run(PeriodStatements.close(in: table), .instant(end), .integer(period.id))
            if let index = shift[keyPath: periods].firstIndex(where: { $0.id == period.id }) {
                shift[keyPath: periods][index].endedAt = end
            }
            return shift
        }
    }

    /// A setting that cannot be read leaves the shift without an assumption (it then says it has no fuel
    /// estimate) rather than refusing the start; the reason goes to the log.
    private func defaultFuelAssumption() -> FuelAssumption? {
        if let fuelDefault { return fuelDefault() }
        switch DriverSettings.ofProcess {
        case .success(let settings): return settings.fuelDefault
        case .failure(let error):
            logger.warning("The shift records no fuel assumption: \(error.sentence)")
            return nil
        }
    }

    private func requireRunning() throws -> Shift {
        guard let shift = try ShiftRecords.running(connection, logger: logger) else {
            throw ShiftLifecycleError.noShiftRunning
        }
        return shift
    }

    private func reread(_ id: Int64) throws -> Shift {
        guard let shift = try ShiftRecords.shift(connection, id: id) else { throw ShiftLifecycleError.shiftNotFound }
        return shift
    }

    private func delete(_ ids: [Int64], from table: String) throws {
        for id in ids { try connection.run("DELETE FROM \(table) WHERE id = ?", .integer(id)) }
    }

    /// A backwards clock must not make time run negative: the instant moves up to the last recorded one.
    /// `what` is only formatted when the warning is written.
    private func clamped(_ instant: Instant, notBefore floor: Instant?, what: @autoclosure () -> String) -> Instant {
        guard let floor, instant < floor else { return instant }
        logger.warning(
            "The \(what()) at \(LocalTime.dateAndTime(instant)) is before the last recorded instant "
                + "\(LocalTime.dateAndTime(floor)); recorded at that instant instead.")
        return floor
    }
}

/// The period tables' write statements, spelled once: opening or closing a pause or a parked period is a
/// common pipe line. `table` is one of the two period tables, never caller input.
private enum PeriodStatements {
    private static let insertPause = insertSQL("pauses")
    private static let insertParked = insertSQL("parked_periods")
    private static let closePause = closeSQL("pauses")
    private static let closeParked = closeSQL("parked_periods")

    static func insert(into table: String) -> String {
        switch table {
        case "pauses": insertPause
        case "parked_periods": insertParked
        default: insertSQL(table)
        }
    }

    static func close(in table: String) -> String {
        switch table {
        case "pauses": closePause
        case "parked_periods": closeParked
        default: closeSQL(table)
        }
    }

    private static func insertSQL(_ table: String) -> String { "INSERT INTO \(table) (shift_id, started_at) VALUES (?, ?)" }
    private static func closeSQL(_ table: String) -> String { "UPDATE \(table) SET ended_at = ? WHERE id = ?" }
}
