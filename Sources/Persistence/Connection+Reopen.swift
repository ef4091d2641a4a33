import CSQLite

extension Connection {
    /// Runs per-connection settings (e.g. `PRAGMA synchronous = FULL`) now and again on every reopened handle.
    public func applySettings(_ sql: String) throws(SQLiteError) {
        try execute(sql)
        settings = sql
    }

    /// Checked before each transaction, so that a long-running pipe neither writes to a file that is no longer
    /// the store nor stays unable to write once a fault is gone. A file renamed, replaced or deleted since it was
    /// opened ([SQLITE_FCNTL_HAS_MOVED](https://sqlite.org/c3ref/c_fcntl_begin_atomic_write.html)) is refused
    /// until it is back; a handle SQLite opened for reading only, because the file was read-only then, is
    /// reopened for writing as soon as the file allows it.
    func ensureCurrent() throws(PersistenceError) {
        guard !readOnly, !isInTransaction else { return }
        var moved: Int32 = 0
        _ = sqlite3_file_control(handle, "main", SQLITE_FCNTL_HAS_MOVED, &moved)
        if moved != 0 { throw .unavailable("The store file at \(path) was moved, replaced or deleted while open.") }
        guard sqlite3_db_readonly(handle, "main") == 1 else { return }
        guard let fresh = try? Self.open(path, access: SQLITE_OPEN_READWRITE) else { return }
        guard sqlite3_db_readonly(fresh, "main") == 0 else {
            sqlite3_close_v2(fresh)
            return
        }
        statements.removeAll()
        sqlite3_close_v2(handle)
        handle = fresh
        if !settings.isEmpty { try? execute(settings) }
    }
}
