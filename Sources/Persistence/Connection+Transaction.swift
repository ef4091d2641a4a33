import CSQLite

extension Connection {
    /// Runs `body` in a write transaction taken before it reads (`BEGIN IMMEDIATE`), so a check and the write
    /// that follows cannot interleave with another process. Nested calls become savepoints, so a caller can
    /// wrap a service call and its own write in one transaction. Commits, or rolls back and rethrows the first
    /// error, with SQLite failures mapped to `PersistenceError`.
    @discardableResult
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        try transaction(begin: "BEGIN IMMEDIATE", body)
    }

    /// Runs `body` in a read transaction (`BEGIN DEFERRED`) for one consistent view across several queries.
    /// Do not write inside it; use `transaction` for that.
    @discardableResult
    public func readTransaction<T>(_ body: () throws -> T) throws -> T {
        try transaction(begin: "BEGIN DEFERRED", body)
    }

    private func transaction<T>(begin: String, _ body: () throws -> T) throws -> T {
        if isInTransaction { return try savepoint(body) }
        try ensureCurrent()
        do { try run(begin) } catch { throw PersistenceError(error) }
        transactionDepth = 1
        defer { transactionDepth = 0 }
        do {
            let value = try body()
            try run("COMMIT")
            return value
        } catch {
            // SQLite may already have rolled back (e.g. on SQLITE_FULL); only roll back what is still open.
            if sqlite3_get_autocommit(handle) == 0 { try? execute("ROLLBACK") }
            throw PersistenceError.spoken(error)
        }
    }

    private func savepoint<T>(_ body: () throws -> T) throws -> T {
        let depth = transactionDepth
        let statements = SavepointStatements.at(depth: depth)
        do { try run(statements.begin) } catch { throw PersistenceError(error) }
        transactionDepth = depth + 1
        defer { transactionDepth = depth }
        do {
            let value = try body()
            try run(statements.release)
            return value
        } catch {
            if sqlite3_get_autocommit(handle) == 0 {
                try? execute(statements.rollback)
                try? execute(statements.release)
            }
            throw PersistenceError.spoken(error)
        }
    }
}

/// The SQL of the savepoint at one nesting depth. The usual depths are spelled once, not formatted for every
/// nested call: a pipe line nests three of them.
private struct SavepointStatements {
    let begin: String
    let release: String
    let rollback: String

    init(depth: Int) {
        let name = "dashpilot_savepoint_\(depth)"
        begin = "SAVEPOINT \(name)"
        release = "RELEASE \(name)"
        rollback = "ROLLBACK TO \(name)"
    }

    private static let common = (0..<8).map(SavepointStatements.init(depth:))

    static func at(depth: Int) -> SavepointStatements {
        depth < common.count ? common[depth] : SavepointStatements(depth: depth)
    }
}
