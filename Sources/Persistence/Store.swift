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
            // WAL lets readers and one writer share the file; FULL makes each commit survive power loss.
            try connection.execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON")
            try migrate(connection, to: migrations, logger: logger)
            return connection
        } catch {
            if let sqlite = error as? SQLiteError { logger.warning(sqlite.description) }
            throw (PersistenceError.spoken(error) as? PersistenceError) ?? .unavailable("\(error)")
        }
    }

    /// Applies each migration above the file's version, each in its own immediate transaction that re-reads
    /// the version, so two processes opening one new file do not both apply a step.
    static func migrate(_ connection: Connection, to migrations: [Migration], logger: Logger) throws {
        for migration in migrations where try connection.userVersion() < migration.version {
            try connection.transaction {
                guard try connection.userVersion() < migration.version else { return }
                try migration.apply(connection)
                try connection.execute("PRAGMA user_version = \(migration.version)")
            }
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
