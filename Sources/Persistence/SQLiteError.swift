import CSQLite

/// What SQLite reported, with the SQL that provoked it: for logs and tests, never for a driver.
public struct SQLiteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The extended result code (https://sqlite.org/rescode.html).
    public var code: Int32
    public var message: String
    public var sql: String?
    /// The operating system's errno behind an I/O failure, 0 when there was none: SQLite reports a full disk
    /// met while growing its shared-memory or journal files as an I/O error, and only errno says ENOSPC.
    public var systemErrno: Int32

    public init(code: Int32, message: String, sql: String? = nil, systemErrno: Int32 = 0) {
        self.code = code
        self.message = message
        self.sql = sql
        self.systemErrno = systemErrno
    }

    init(code: Int32, handle: OpaquePointer?, sql: String? = nil) {
        let message = handle.flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) }
        self.init(
            code: code, message: message ?? String(cString: sqlite3_errstr(code)), sql: sql,
            systemErrno: handle.map { sqlite3_system_errno($0) } ?? 0)
    }

    /// The primary result code, e.g. SQLITE_FULL for SQLITE_FULL's extended variants.
    public var primaryCode: Int32 { code & 0xFF }

    public var description: String {
        "SQLite error \(code): \(message)" + (sql.map { " in: \($0)" } ?? "")
    }
}
