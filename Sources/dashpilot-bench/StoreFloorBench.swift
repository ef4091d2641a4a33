import CSQLite

/// The floor for the pipe: a bare loop doing the same single-row write transactions (`BEGIN IMMEDIATE`,
/// one INSERT, `COMMIT`) on the same kind of file, WAL with `synchronous=FULL`, one prepared statement reused.
enum StoreFloorBench {
    /// Transactions per second over `count` of them on a new store at `path`.
    static func transactionsPerSecond(path: String, count: Int) -> Double {
        var handle: OpaquePointer?
        guard sqlite3_open_v2(path, &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil) == SQLITE_OK, let handle
        else { return 0 }
        defer { sqlite3_close_v2(handle) }
        sqlite3_exec(handle, "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL", nil, nil, nil)
        sqlite3_exec(
            handle,
            "CREATE TABLE journal (id INTEGER PRIMARY KEY, said_at INTEGER NOT NULL, input TEXT NOT NULL, sentence TEXT NOT NULL)",
            nil, nil, nil)
        var insert: OpaquePointer?
        sqlite3_prepare_v2(handle, "INSERT INTO journal (said_at, input, sentence) VALUES (?, ?, ?)", -1, &insert, nil)
        defer { sqlite3_finalize(insert) }
        let elapsed = Stats.time {
            for index in 0..<count {
                sqlite3_exec(handle, "BEGIN IMMEDIATE", nil, nil, nil)
                sqlite3_bind_int64(insert, 1, Int64(index))
                sqlite3_bind_text(insert, 2, "picked up", -1, dashpilot_sqlite3_transient())
                sqlite3_bind_text(insert, 3, "Picked up at 12:41 PM. 1 delivery in progress.", -1, dashpilot_sqlite3_transient())
                _ = sqlite3_step(insert)
                sqlite3_reset(insert)
                sqlite3_exec(handle, "COMMIT", nil, nil, nil)
            }
        }
        return Double(count) / (Double(elapsed) / 1e9)
    }
}
