import CSQLite
import Domain
import Glibc

/// Why the store could not be opened or written; every sentence says that nothing was recorded.
/// None suggests resetting or deleting the store: recorded shifts cannot be reconstructed.
public enum PersistenceError: SpokenError, Equatable {
    /// The folder for the store could not be created; `reason` is the system's, e.g. "permission denied".
    case cannotCreateDirectory(String, reason: String)
    /// The file itself could not be opened: `reason` is the system's ("is a directory", "permission denied").
    case cannotOpen(path: String, reason: String)
    case notADatabase
    /// A SQLite file that belongs to another program: another application id, or tables but none of ours.
    case foreign(path: String)
    /// A question asked of a store that does not exist yet; nothing is created to answer it.
    case noStoreYet(path: String)
    case corrupt
    case newerSchema(found: Int, known: Int)
    case readOnly
    case diskFull
    case busy
    /// Any other failure; the text is SQLite's, for logs only.
    case unavailable(String)

    /// What went wrong, without what it means for the change: shared by the sentence said when a change was
    /// refused and the one said to a question, which never claims that nothing was recorded.
    private var problem: String {
        switch self {
        case .cannotCreateDirectory(let path, let reason): "The folder for the store at \(path) could not be created (\(reason))"
        case .cannotOpen(let path, let reason): "The store at \(path) could not be opened (\(reason))"
        case .notADatabase: "The store file is not a DashPilot store"
        case .foreign(let path): "\(path) is not a DashPilot store"
        case .noStoreYet(let path): "There is no store at \(path) yet"
        case .corrupt: "The store is damaged"
        case .newerSchema: "The store was written by a newer version of DashPilot, so it was left untouched"
        case .readOnly: "The store can't be written to"
        case .diskFull: "The store is full"
        case .busy: "The store is busy in another program"
        case .unavailable: "The store could not be used"
        }
    }

    public var sentence: String {
        switch self {
        case .newerSchema: "\(problem) and nothing was recorded."
        default: "\(problem), so nothing was recorded."
        }
    }

    /// The sentence for a question (status, lists, the log), which records nothing whatever happens.
    public var questionSentence: String {
        switch self {
        case .noStoreYet: "\(problem): nothing has been recorded."
        default: "\(problem)."
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

    /// The system's text for `code` in lower case, as it reads inside a sentence: "permission denied".
    public static func reason(errno code: Int32) -> String {
        let text = String(cString: strerror(code))
        guard let first = text.first else { return "error \(code)" }
        return first.lowercased() + text.dropFirst()
    }
}
