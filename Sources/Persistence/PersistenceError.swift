import CSQLite
import Domain
import Glibc

/// Why the store could not be opened or written; every sentence says that nothing was recorded.
/// None suggests resetting or deleting the store: recorded shifts cannot be reconstructed.
public enum PersistenceError: SpokenError, Equatable {
    case cannotCreateDirectory(String)
    case notADatabase
    case corrupt
    case newerSchema(found: Int, known: Int)
    case readOnly
    case diskFull
    case busy
    /// Any other failure; the text is SQLite's, for logs only.
    case unavailable(String)

    public var sentence: String {
        switch self {
        case .cannotCreateDirectory(let path):
            "The folder for the store at \(path) could not be created, so nothing was recorded."
        case .notADatabase: "The store file is not a DashPilot store, so nothing was recorded."
        case .corrupt: "The store is damaged, so nothing was recorded."
        case .newerSchema:
            "The store was written by a newer version of DashPilot, so it was left untouched and nothing was recorded."
        case .readOnly: "The store can't be written to, so nothing was recorded."
        case .diskFull: "The store is full, so nothing was recorded."
        case .busy: "The store is busy in another program, so nothing was recorded."
        case .unavailable: "The store could not be used, so nothing was recorded."
        }
    }

    /// Maps SQLite's primary result code to the failure a driver can act on.
    public init(_ error: SQLiteError) {
        switch error.systemErrno {
        case ENOSPC, EDQUOT:
            self = .diskFull
            return
        case EROFS:
            self = .readOnly
            return
        default: break
        }
        switch error.primaryCode {
        case SQLITE_FULL: self = .diskFull
        case SQLITE_READONLY: self = .readOnly
        case SQLITE_BUSY, SQLITE_LOCKED: self = .busy
        case SQLITE_CORRUPT: self = .corrupt
        case SQLITE_NOTADB: self = .notADatabase
        default: self = .unavailable(error.description)
        }
    }

    /// Passes spoken errors through and maps SQLite's, so a caller only ever sees sentences.
    static func spoken(_ error: any Error) -> any Error {
        if let sqlite = error as? SQLiteError { return PersistenceError(sqlite) }
        return error
    }
}
