import CSQLite
import Domain
import Glibc

/// Opens the one store file, configured for durability and for sharing between processes, and migrated.
public enum Store {
    /// Creates the directory (mode 0700) on first use, refuses a store newer than `migrations` know before
    /// changing anything, then sets WAL, `synchronous=FULL` and foreign keys, and applies pending migrations.
    public static func open(
        path: String, logger: Logger, migrations: [Migration] = Schema.migrations
    ) throws(PersistenceError) -> Connection {
        try createDirectory(containing: path)
        let connection = try Connection(path: path)
        do {
            let known = Schema.currentVersion(of: migrations)
            let found = try connection.userVersion()
            guard found <= known else {
                logger.fault("The store at \(path) has schema version \(found); this program knows \(known).")
                throw PersistenceError.newerSchema(found: found, known: known)
            }
            try enableWriteAheadLog(connection, logger: logger)
            // FULL makes each commit survive power loss, not only a crash of the program.
            try connection.applySettings("PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON")
            try migrate(connection, to: migrations, from: found)
            return connection
        } catch {
            let spoken = (PersistenceError.spoken(error) as? PersistenceError) ?? .unavailable("\(error)")
            if case .newerSchema = spoken {} else { logger.warning("The store at \(path) could not be opened: \(error)") }
            throw spoken
        }
    }

    /// Applies each migration above the file's version, each in its own immediate transaction that re-reads
    /// the version, so two processes opening one new file do not both apply a step. `found` is the version
    /// already read at open: a store that is up to date costs no further read.
    static func migrate(_ connection: Connection, to migrations: [Migration], from found: Int) throws {
        for migration in migrations where found < migration.version {
            try connection.transaction {
                guard try connection.userVersion() < migration.version else { return }
                try migration.apply(connection)
                try connection.execute("PRAGMA user_version = \(migration.version)")
            }
        }
    }

    /// WAL lets readers and one writer share the file. Switching a new file to it needs an exclusive lock, and
    /// SQLite answers SQLITE_BUSY at once instead of calling the busy handler, so wait here as the handler would.
    static func enableWriteAheadLog(_ connection: Connection, logger: Logger) throws(SQLiteError) {
        var waited: Int32 = 0
        while true {
            let mode: String
            do {
                mode = try connection.query("PRAGMA journal_mode = WAL") { $0.text(at: 0) }.first ?? ""
            } catch {
                guard error.primaryCode == SQLITE_BUSY, waited < Connection.busyTimeoutMilliseconds else { throw error }
                usleep(10_000)
                waited += 10
                continue
            }
            // A file that cannot be written keeps its mode; reading it still works, and a write says why it failed.
            if mode != "wal" { logger.warning("The store at \(connection.path) stays in \(mode) journal mode.") }
            return
        }
    }

    static func createDirectory(containing path: String) throws(PersistenceError) {
        guard let slash = path.lastIndex(of: "/") else { return }
        let directory = String(path[..<slash])
        var partial = directory.hasPrefix("/") ? "" : "."
        for component in directory.split(separator: "/") {
            partial += "/\(component)"
            if mkdir(partial, 0o700) != 0 && errno != EEXIST { throw .cannotCreateDirectory(directory) }
        }
        var status = stat()
        guard directory.isEmpty || (stat(directory, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR) else {
            throw .cannotCreateDirectory(directory)
        }
    }
}
