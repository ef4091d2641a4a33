import Domain
import Persistence

/// Reads shifts and their periods from the store; the one place rows become `Shift` values.
enum ShiftRecords {
    static let columns = "id, started_at, ended_at, gross_amount_minor, gross_currency"

    // SQL spelled once rather than formatted on every call: these run for nearly every line of a pipe.
    private static let unfinishedSQL =
        "SELECT \(columns) FROM shifts WHERE ended_at IS NULL ORDER BY started_at DESC, id DESC"
    private static let byIDSQL = "SELECT \(columns) FROM shifts WHERE id = ?"
    private static let pausesSQL = periodsSQL(table: "pauses")
    private static let parkedPeriodsSQL = periodsSQL(table: "parked_periods")

    private static func periodsSQL(table: String) -> String {
        "SELECT id, started_at, ended_at FROM \(table) WHERE shift_id = ? ORDER BY started_at, id"
    }

    /// Unfinished shifts, most recent first; more than one means the store is damaged.
    static func unfinished(_ connection: Connection) throws -> [Shift] {
        try shifts(connection, unfinishedSQL)
    }

    /// The running shift; with several unfinished (a damaged store) the most recent, and the anomaly is a fault.
    static func running(_ connection: Connection, logger: Logger) throws -> Shift? {
        let found = try unfinished(connection)
        if found.count > 1 {
            let starts = found.map { LocalTime.dateAndTime($0.startedAt) }.joined(separator: ", ")
            logger.fault("\(found.count) shifts are unfinished (started \(starts)); the most recent is treated as running.")
        }
        return found.first
    }

    static func shift(_ connection: Connection, id: Int64) throws -> Shift? {
        try shifts(connection, byIDSQL, [.integer(id)]).first
    }

    static func recent(_ connection: Connection, limit: Int) throws -> [Shift] {
        try shifts(
            connection, "SELECT \(columns) FROM shifts ORDER BY started_at DESC, id DESC LIMIT ?",
            [.integer(Int64(limit))])
    }

    private static func shifts(_ connection: Connection, _ sql: String, _ values: [SQLValue] = []) throws -> [Shift] {
        let bare = try connection.query(sql, values) { row in
            Shift(
                id: row.int64(at: 0), startedAt: row.instant(at: 1), endedAt: row.optionalInstant(at: 2),
                grossAmount: row.optionalMoney(at: 3))
        }
        return try bare.map { shift in
            var shift = shift
            shift.pauses = try periods(connection, table: "pauses", shiftID: shift.id)
            shift.parkedPeriods = try periods(connection, table: "parked_periods", shiftID: shift.id)
            return shift
        }
    }

    /// `table` is one of the two period tables named in this file, never caller input.
    static func periods(_ connection: Connection, table: String, shiftID: Int64) throws -> [Period] {
        let sql =
            switch table {
            case "pauses": pausesSQL
            case "parked_periods": parkedPeriodsSQL
            default: periodsSQL(table: table)
            }
        return try connection.query(sql, [.integer(shiftID)]) { row in
            Period(id: row.int64(at: 0), startedAt: row.instant(at: 1), endedAt: row.optionalInstant(at: 2))
        }
    }

    /// The latest instant among the shift's deliveries, which its end may not precede.
    static func latestDeliveryInstant(_ connection: Connection, shiftID: Int64) throws -> Instant? {
        try connection.query(
            """
            SELECT MAX(MAX(accepted_at, COALESCE(picked_up_at, 0), COALESCE(delivered_at, 0),
                COALESCE(cancelled_at, 0))) FROM deliveries WHERE shift_id = ?
            """, [.integer(shiftID)]
        ) { $0.optionalInstant(at: 0) }.first ?? nil
    }

    static func activeDeliveryCount(_ connection: Connection, shiftID: Int64) throws -> Int {
        let counts = try connection.query(
            "SELECT COUNT(*) FROM deliveries WHERE shift_id = ? AND delivered_at IS NULL AND cancelled_at IS NULL",
            [.integer(shiftID)]
        ) { $0.int64(at: 0) }
        return Int(counts.first ?? 0)
    }
}
