import CSQLite
import Domain

/// One open SQLite connection. Not shared across threads: each process or thread opens its own,
/// and they meet through SQLite's locking.
public final class Connection {
    var handle: OpaquePointer
    public let path: String
    let readOnly: Bool
    var transactionDepth = 0
    /// Per-connection settings (pragmas) applied again whenever the file is reopened.
    var settings = ""
    /// Statements prepared once per SQL text and reused: parsing SQL was half the work of a pipe line.
    var statements: [String: Statement] = [:]

    /// How long a writer waits for another process's write lock before giving up.
    public static let busyTimeoutMilliseconds: Int32 = 5000

    /// Opens (creating if absent) the file at `path`; `readOnly` opens it for reading only.
    public init(path: String, readOnly: Bool = false) throws(PersistenceError) {
        let access = readOnly ? SQLITE_OPEN_READONLY : (SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
        self.handle = try Self.open(path, access: access)
        self.path = path
        self.readOnly = readOnly
    }

    /// Opens the file at `path` for reading as [immutable](https://sqlite.org/uri.html#uriimmutable): no lock,
    /// no shared-memory file. For a store the user may read but not write, in a folder they cannot write, whose
    /// last writer has checkpointed and removed its WAL: SQLite cannot read WAL mode there any other way.
    public init(immutablePath path: String) throws(PersistenceError) {
        var uri = "file:"
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "?"), UInt8(ascii: "#"), UInt8(ascii: "%"):
                let hex = Array("0123456789ABCDEF".utf8)
                uri += "%" + String(decoding: [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]], as: UTF8.self)
            default:
                uri += String(decoding: [byte], as: UTF8.self)
            }
        }
        self.handle = try Self.open(uri + "?immutable=1", access: SQLITE_OPEN_READONLY | SQLITE_OPEN_URI)
        self.path = path
        self.readOnly = true
    }

    static func open(_ path: String, access: Int32) throws(PersistenceError) -> OpaquePointer {
        var opened: OpaquePointer?
        let code = sqlite3_open_v2(path, &opened, access | SQLITE_OPEN_NOMUTEX, nil)
        guard code == SQLITE_OK, let opened else {
            let error = SQLiteError(code: code, handle: opened, sql: nil)
            sqlite3_close_v2(opened)
            throw code == SQLITE_CANTOPEN ? .unavailable(error.description) : PersistenceError(error)
        }
        sqlite3_extended_result_codes(opened, 1)
        sqlite3_busy_timeout(opened, busyTimeoutMilliseconds)
        return opened
    }

    deinit {
        statements.removeAll()
        sqlite3_close_v2(handle)
    }

    /// Runs one or more statements that return no rows.
    public func execute(_ sql: String) throws(SQLiteError) {
        let code = sqlite3_exec(handle, sql, nil, nil, nil)
        guard code == SQLITE_OK else {
            throw SQLiteError(code: sqlite3_extended_errcode(handle), handle: handle, sql: sql)
        }
    }

    public func prepare(_ sql: String) throws(SQLiteError) -> Statement {
        try Statement(connection: self, sql: sql)
    }

    /// The prepared statement for `sql`, from the cache unless it is still stepping through another query's rows.
    func cachedStatement(_ sql: String) throws(SQLiteError) -> Statement {
        if let cached = statements[sql], !cached.isBusy { return cached }
        let statement = try prepare(sql)
        if statements[sql] == nil { statements[sql] = statement }
        return statement
    }

    /// Runs one statement with `values` bound, ignoring any rows.
    public func run(_ sql: String, _ values: SQLValue...) throws(SQLiteError) {
        let statement = try cachedStatement(sql)
        try statement.bind(values)
        while try statement.step() {}
    }

    /// Runs one query and maps each row with `row`.
    public func query<Row>(
        _ sql: String, _ values: [SQLValue] = [], row: (Statement) -> Row
    ) throws(SQLiteError) -> [Row] {
        let statement = try cachedStatement(sql)
        try statement.bind(values)
        var rows: [Row] = []
        while try statement.step() { rows.append(row(statement)) }
        return rows
    }

    /// The rowid of the most recent successful INSERT on this connection.
    public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// `PRAGMA user_version`: the schema version this file was migrated to.
    public func userVersion() throws(SQLiteError) -> Int {
        Int(try query("PRAGMA user_version") { $0.int64(at: 0) }.first ?? 0)
    }

    public var isInTransaction: Bool { transactionDepth > 0 }
}

@available(*, unavailable)
extension Connection: Sendable {}
