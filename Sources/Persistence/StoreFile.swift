import Domain
import Glibc

/// The store file as the operating system sees it, checked before SQLite opens it so that a failure names the
/// path and the system's reason, and a new store is created private to its owner.
enum StoreFile {
    /// Whether anything exists at `path`; a dangling path component answers false.
    static func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0
    }

    /// Checks `path` can be read, so that "is a directory" or "permission denied" is said in those words
    /// rather than as SQLite's "unable to open database file". It asks `access` rather than opening the file:
    /// closing any descriptor of a file drops every POSIX lock this process holds on it, including those of a
    /// SQLite connection already open on the store.
    static func checkReadable(_ path: String) throws(PersistenceError) {
        var status = stat()
        guard stat(path, &status) == 0 else { throw .cannotOpen(path: path, reason: PersistenceError.reason(errno: errno)) }
        if status.st_mode & S_IFMT == S_IFDIR {
            throw .cannotOpen(path: path, reason: PersistenceError.reason(errno: EISDIR))
        }
        guard access(path, R_OK) == 0 else { throw .cannotOpen(path: path, reason: PersistenceError.reason(errno: errno)) }
    }

    /// Creates the store file with mode 0600 when it is missing (SQLite would create it 0644, readable by every
    /// user of the machine; its journal and WAL files take the store's mode), then checks it can be read.
    static func prepare(_ path: String) throws(PersistenceError) {
        let descriptor = Glibc.open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if descriptor >= 0 {
            close(descriptor)
        } else if errno != EEXIST {
            throw .cannotOpen(path: path, reason: PersistenceError.reason(errno: errno))
        }
        try checkReadable(path)
    }

    /// Refuses a SQLite file that another program owns, before anything is written to it: one carrying another
    /// application id, or one with tables but without DashPilot's id or tables. A DashPilot store from before
    /// the id existed (version 1 or 2, id 0, a `shifts` table) is ours, and migration 3 marks it.
    static func checkOwnership(_ connection: Connection, version: Int) throws(PersistenceError) {
        do {
            let id = try connection.query("PRAGMA application_id") { $0.int64(at: 0) }.first ?? 0
            if id == Int64(Schema.applicationID) { return }
            guard id == 0 else { throw PersistenceError.foreign(path: connection.path) }
            let tables = try connection.query(
                "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite%'"
            ) { $0.text(at: 0) }
            if tables.isEmpty { return }
            guard (1...2).contains(version), tables.contains("shifts") else {
                throw PersistenceError.foreign(path: connection.path)
            }
        } catch let error as PersistenceError {
            throw error
        } catch let error as SQLiteError {
            throw PersistenceError(error)
        } catch {
            throw .unavailable("\(error)")
        }
    }
}
