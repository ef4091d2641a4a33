import CSQLite
import Glibc
import Persistence
import Testing

@Suite struct PersistenceErrorTests {
    @Test func sqliteFailuresMapToWhatADriverCanActOn() {
        #expect(PersistenceError(SQLiteError(code: SQLITE_FULL, message: "")) == .diskFull)
        #expect(PersistenceError(SQLiteError(code: SQLITE_READONLY | (4 << 8), message: "")) == .readOnly)
        #expect(PersistenceError(SQLiteError(code: SQLITE_BUSY | (2 << 8), message: "")) == .busy)
        #expect(PersistenceError(SQLiteError(code: SQLITE_CORRUPT, message: "")) == .corrupt)
        #expect(PersistenceError(SQLiteError(code: SQLITE_NOTADB, message: "")) == .notADatabase)
        #expect(PersistenceError(SQLiteError(code: SQLITE_IOERR, message: "disk I/O error")) == .unavailable("SQLite error 10: disk I/O error"))
    }

    @Test func anIOErrorIsNamedByTheErrnoBehindIt() {
        let shmGrowth = SQLITE_IOERR | (19 << 8)
        #expect(PersistenceError(SQLiteError(code: shmGrowth, message: "", systemErrno: ENOSPC)) == .diskFull)
        #expect(PersistenceError(SQLiteError(code: SQLITE_IOERR, message: "", systemErrno: EDQUOT)) == .diskFull)
        #expect(PersistenceError(SQLiteError(code: SQLITE_CANTOPEN, message: "", systemErrno: EROFS)) == .readOnly)
        #expect(PersistenceError(SQLiteError(code: SQLITE_IOERR, message: "x", systemErrno: EIO)) != .diskFull)
    }

    @Test func everySentenceSaysNothingWasRecordedAndOffersNoReset() {
        let cases: [PersistenceError] = [
            .cannotCreateDirectory("/x", reason: "permission denied"), .cannotOpen(path: "/s", reason: "is a directory"),
            .notADatabase, .foreign(path: "/o"), .corrupt, .newerSchema(found: 3, known: 1), .readOnly,
            .diskFull, .busy, .unavailable("detail"),
        ]
        for error in cases {
            #expect(error.sentence.hasSuffix("nothing was recorded."))
            #expect(!error.sentence.lowercased().contains("reset") && !error.sentence.lowercased().contains("delete"))
            // A question records nothing whatever happens, so its sentence never says so.
            #expect(!error.questionSentence.contains("nothing was recorded"))
        }
    }

    @Test func failuresToOpenNameThePathAndTheSystemsReason() {
        #expect(PersistenceError.cannotOpen(path: "/srv/s.sqlite", reason: PersistenceError.reason(errno: EISDIR)).sentence
            == "The store at /srv/s.sqlite could not be opened (is a directory), so nothing was recorded.")
        #expect(PersistenceError.cannotCreateDirectory("/srv/d", reason: PersistenceError.reason(errno: EACCES)).sentence
            == "The folder for the store at /srv/d could not be created (permission denied), so nothing was recorded.")
        #expect(PersistenceError.foreign(path: "other.sqlite").sentence
            == "other.sqlite is not a DashPilot store, so nothing was recorded.")
    }
}
