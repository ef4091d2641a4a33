import CSQLite
import Domain

/// One prepared statement, owning its handle from `prepare` to `deinit`.
public final class Statement {
    private let handle: OpaquePointer
    // Unowned: the connection keeps its prepared statements, and a statement never outlives its connection.
    private unowned let connection: Connection
    public let sql: String

    init(connection: Connection, sql: String) throws(SQLiteError) {
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v2(connection.handle, sql, -1, &statement, nil)
        guard code == SQLITE_OK, let statement else {
            throw SQLiteError(code: code, handle: connection.handle, sql: sql)
        }
        self.handle = statement
        self.connection = connection
        self.sql = sql
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Whether the statement is part way through its rows, so it cannot be reused for another query yet.
    var isBusy: Bool { sqlite3_stmt_busy(handle) != 0 }

    /// Binds `values` to parameters 1...n, replacing any earlier binding.
    public func bind(_ values: [SQLValue]) throws(SQLiteError) {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32 =
                switch value {
                case .integer(let number): sqlite3_bind_int64(handle, index, number)
                case .text(let text): sqlite3_bind_text(handle, index, text, -1, dashpilot_sqlite3_transient())
                case .real(let number): sqlite3_bind_double(handle, index, number)
                case .null: sqlite3_bind_null(handle, index)
                }
            guard code == SQLITE_OK else { throw failure(code) }
        }
    }

    /// Advances one row: true when a row is ready to read, false when the statement is done.
    public func step() throws(SQLiteError) -> Bool {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            let error = failure(code)
            sqlite3_reset(handle)
            throw error
        }
    }

    public func isNull(at column: Int32) -> Bool {
        sqlite3_column_type(handle, column) == SQLITE_NULL
    }

    public func int64(at column: Int32) -> Int64 {
        sqlite3_column_int64(handle, column)
    }

    public func optionalInt64(at column: Int32) -> Int64? {
        isNull(at: column) ? nil : int64(at: column)
    }

    public func double(at column: Int32) -> Double {
        sqlite3_column_double(handle, column)
    }

    public func optionalDouble(at column: Int32) -> Double? {
        isNull(at: column) ? nil : double(at: column)
    }

    public func text(at column: Int32) -> String {
        sqlite3_column_text(handle, column).map { String(cString: $0) } ?? ""
    }

    public func optionalText(at column: Int32) -> String? {
        isNull(at: column) ? nil : text(at: column)
    }

    public func instant(at column: Int32) -> Instant {
        Instant(millisecondsSinceEpoch: int64(at: column))
    }

    public func optionalInstant(at column: Int32) -> Instant? {
        optionalInt64(at: column).map(Instant.init(millisecondsSinceEpoch:))
    }

    /// Reads a Money from an amount column and the currency column right after it.
    public func optionalMoney(at column: Int32) -> Money? {
        guard let units = optionalInt64(at: column), let currency = optionalText(at: column + 1) else { return nil }
        return Money(minorUnits: units, currencyCode: currency)
    }

    private func failure(_ code: Int32) -> SQLiteError {
        SQLiteError(code: sqlite3_extended_errcode(connection.handle), handle: connection.handle, sql: sql)
    }
}
