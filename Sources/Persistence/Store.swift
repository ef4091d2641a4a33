import CSQLite
import Domain
import Glibc

/// Opens the one store file, configured for durability and for sharing between processes, and migrated.
public enum Store {
    /// Creates the directory (mode 0700) and the file (0600) on first use, refuses a store newer than
    /// `migrations` know or a file another program owns before changing anything, then sets WAL,
    /// `synchronous=FULL` and foreign keys, and applies pending migrations.
    public static func open(
        path: String, logger: Logger, migrations: [Migration] = Schema.migrations
    ) throws(PersistenceError) -> Connection {
        try createDirectory(containing: path)
        try StoreFile.prepare(path)
        let connection = try Connection(path: path)
        do {
            let found = try checkedVersion(connection, migrations: migrations, logger: logger)
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

    /// Whether a file (or anything else) is at `path`: a question or a REPL's first prompt never creates one.
    public static func exists(at path: String) -> Bool {
        StoreFile.exists(path)
    }

    /// Opens the store for a question (status, the lists, the log): read-only, so it works on a store the user
    /// may not write, and never creates anything. A store that needs migrating is opened for writing instead,
    /// since an older schema cannot be read as the current one.
    public static func openForReading(
        path: String, logger: Logger, migrations: [Migration] = Schema.migrations
    ) throws(PersistenceError) -> Connection {
        guard StoreFile.exists(path) else { throw .noStoreYet(path: path) }
        try StoreFile.checkReadable(path)
        // A store this user cannot write, with no WAL left beside it, is read as immutable: an ordinary read-only
        // open would need to create the shared-memory file, which fails in a folder the user cannot write and
        // in one they can leaves files owned by them beside another user's store.
        let connection =
            access(path, W_OK) != 0 && !StoreFile.exists(path + "-wal")
            ? try Connection(immutablePath: path) : try Connection(path: path, readOnly: true)
        let found: Int
        do {
            found = try checkedVersion(connection, migrations: migrations, logger: logger)
        } catch {
            let spoken = (PersistenceError.spoken(error) as? PersistenceError) ?? .unavailable("\(error)")
            if case .newerSchema = spoken {} else { logger.warning("The store at \(path) could not be read: \(error)") }
            throw spoken
        }
        if found == Schema.currentVersion(of: migrations) { return connection }
        // An empty file holds nothing to show; one from an older version is brought up to date first.
        if found == 0 { throw .noStoreYet(path: path) }
        return try open(path: path, logger: logger, migrations: migrations)
    }

    /// The file's schema version, after refusing a newer one and a file another program owns.
    private static func checkedVersion(
        _ connection: Connection, migrations: [Migration], logger: Logger
    ) throws -> Int {
        let known = Schema.currentVersion(of: migrations)
        // One snapshot for the version, the id and the tables: another process may be migrating a new file.
        let found = try connection.readTransaction {
            let found = try connection.userVersion()
            guard found <= known else { return found }
            try StoreFile.checkOwnership(connection, version: found)
            return found
        }
        guard found <= known else {
            logger.fault("The store at \(connection.path) has schema version \(found); this program knows \(known).")
            throw PersistenceError.newerSchema(found: found, known: known)
        }
        return found
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
            if mkdir(partial, 0o700) != 0 && errno != EEXIST {
                throw .cannotCreateDirectory(directory, reason: PersistenceError.reason(errno: errno))
            }
        }
        var status = stat()
        guard directory.isEmpty || stat(directory, &status) == 0 else {
            throw .cannotCreateDirectory(directory, reason: PersistenceError.reason(errno: errno))
        }
        guard directory.isEmpty || status.st_mode & S_IFMT == S_IFDIR else {
            throw .cannotCreateDirectory(directory, reason: PersistenceError.reason(errno: ENOTDIR))
        }
    }
}
