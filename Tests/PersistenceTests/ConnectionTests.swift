import Domain
import Persistence
import Testing
import TestSupport

@Suite struct ConnectionTests {
    private struct Refused: Error, Equatable {}
    private let store: TestStore

    init() throws {
        store = try TestStore()
    }

    private var connection: Connection { store.connection }

    private func insertShift(_ startedAt: Int64) throws {
        try connection.run("INSERT INTO shifts (started_at) VALUES (?)", .integer(startedAt))
    }

    @Test func aCommittedTransactionIsSeenByAnotherConnection() throws {
        try connection.transaction { try insertShift(1) }
        let other = try store.openAnother()
        #expect(try other.query("SELECT COUNT(*) FROM shifts") { $0.int64(at: 0) } == [1])
    }

    @Test func aThrowingBodyRollsBackAndTheErrorIsRethrown() throws {
        #expect(throws: Refused()) {
            try connection.transaction {
                try insertShift(1)
                throw Refused()
            }
        }
        #expect(try store.count("shifts") == 0)
        #expect(!connection.isInTransaction)
    }

    @Test func aFailingWriteRollsBackTheWritesBeforeIt() throws {
        try connection.execute(
            "CREATE TRIGGER refuse_pause BEFORE INSERT ON pauses BEGIN SELECT RAISE(ABORT, 'refused'); END")
        #expect(throws: PersistenceError.self) {
            try connection.transaction {
                try insertShift(1)
                try connection.run("INSERT INTO pauses (shift_id, started_at) VALUES (?, 2)", .integer(connection.lastInsertRowID))
            }
        }
        #expect(try store.count("shifts") == 0)
    }

    @Test func aFullStoreIsReportedAsFullAndLeavesNoPartialRow() throws {
        let pages = try connection.query("PRAGMA page_count") { $0.int64(at: 0) }[0]
        try connection.execute("PRAGMA max_page_count = \(pages)")
        #expect(throws: PersistenceError.diskFull) {
            try connection.transaction {
                try insertShift(1)
                let shiftID = connection.lastInsertRowID
                for index in 0..<2_000 {
                    try connection.run(
                        "INSERT INTO offers (shift_id, accepted_at) VALUES (?, ?)", .integer(shiftID), .integer(Int64(index)))
                }
            }
        }
        #expect(try store.count("shifts") == 0)
        #expect(try store.count("offers") == 0)
    }

    @Test func aReadOnlyConnectionRefusesWritesAsReadOnly() throws {
        let reader = try Connection(path: store.path, readOnly: true)
        #expect(throws: PersistenceError.readOnly) {
            try reader.transaction { try reader.run("INSERT INTO shifts (started_at) VALUES (1)") }
        }
        #expect(try store.count("shifts") == 0)
    }

    @Test func aWriterThatCannotGetTheLockInTimeIsBusy() throws {
        let other = try store.openAnother()
        try other.execute("PRAGMA busy_timeout = 50")
        try connection.transaction {
            #expect(throws: PersistenceError.busy) { try other.transaction { try insertShift(1) } }
        }
    }

    @Test func anInnerFailureThatIsCaughtRollsBackOnlyTheInnerWork() throws {
        try connection.transaction {
            try insertShift(1)
            do {
                try connection.transaction {
                    try insertShift(2)
                    throw Refused()
                }
            } catch {}
            try insertShift(3)
        }
        #expect(try connection.query("SELECT started_at FROM shifts ORDER BY started_at") { $0.int64(at: 0) } == [1, 3])
    }

    @Test func anInnerFailureThatIsNotCaughtRollsBackEverything() throws {
        #expect(throws: Refused()) {
            try connection.transaction {
                try insertShift(1)
                try connection.transaction {
                    try insertShift(2)
                    throw Refused()
                }
            }
        }
        #expect(try store.count("shifts") == 0)
    }

    @Test func anOuterFailureRollsBackCommittedInnerWork() throws {
        #expect(throws: Refused()) {
            try connection.transaction {
                try connection.transaction { try insertShift(1) }
                throw Refused()
            }
        }
        #expect(try store.count("shifts") == 0)
    }

    @Test func theOuterTransactionHoldsTheWriteLockFromTheStart() throws {
        let other = try store.openAnother()
        try other.execute("PRAGMA busy_timeout = 0")
        try connection.transaction {
            // No write yet: BEGIN IMMEDIATE already took the lock, so a check here cannot be overtaken.
            #expect(throws: PersistenceError.busy) { try other.transaction { () } }
        }
        try other.transaction { () }
    }
}

@Suite struct ConnectionStatementReuseTests {
    @Test func aReusedStatementAnswersWithItsNewValues() throws {
        let store = try TestStore()
        for start in [Int64(1), 2, 3] {
            try store.connection.run("INSERT INTO shifts (started_at, ended_at) VALUES (?, ?)", .integer(start), .integer(start + 10))
        }
        let sql = "SELECT started_at FROM shifts WHERE started_at >= ? ORDER BY started_at"
        #expect(try store.connection.query(sql, [.integer(2)]) { $0.int64(at: 0) } == [2, 3])
        #expect(try store.connection.query(sql, [.integer(3)]) { $0.int64(at: 0) } == [3])
    }

    @Test func theSameQueryInsideItsOwnRowsGetsItsOwnStatement() throws {
        let store = try TestStore()
        try store.connection.run("INSERT INTO shifts (started_at, ended_at) VALUES (1, 2), (3, 4)")
        let sql = "SELECT started_at FROM shifts WHERE started_at >= ? ORDER BY started_at"
        let pairs = try store.connection.query(sql, [.integer(0)]) { outer in
            let start = outer.int64(at: 0)
            let inner = (try? store.connection.query(sql, [.integer(start + 1)]) { $0.int64(at: 0) }) ?? [-1]
            return [start] + inner
        }
        #expect(pairs == [[1, 3], [3]])
    }

    @Test func aReusedStatementDoesNotKeepOtherWritersOut() throws {
        let store = try TestStore()
        _ = try store.connection.query("SELECT COUNT(*) FROM shifts") { $0.int64(at: 0) }
        let other = try store.openAnother()
        try other.transaction { try other.run("INSERT INTO shifts (started_at) VALUES (5)") }
        #expect(try store.connection.query("SELECT COUNT(*) FROM shifts") { $0.int64(at: 0) } == [1])
    }
}
