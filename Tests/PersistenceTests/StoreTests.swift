import Domain
import Foundation
import Persistence
import Testing
import TestSupport

@Suite struct StoreTests {
    private let directory = TemporaryDirectory()
    private let log = LogCapture()

    private func tables(_ connection: Connection) throws -> Set<String> {
        Set(try connection.query("SELECT name FROM sqlite_master WHERE type = 'table'") { $0.text(at: 0) })
    }

    /// Writes a file with plain SQL on a connection that is closed before returning.
    private func writeRaw(_ path: String, _ sql: String) throws {
        let connection = try Connection(path: path)
        try connection.execute(sql)
    }

    @Test func anEmptyFileIsMigratedToTheCurrentVersion() throws {
        let path = directory.file("empty.sqlite")
        _ = FileManager.default.createFile(atPath: path, contents: Data())
        let connection = try Store.open(path: path, logger: log.logger)
        #expect(try connection.userVersion() == Schema.currentVersion())
        #expect(try tables(connection).isSuperset(of: ["shifts", "pauses", "parked_periods", "offers", "deliveries"]))
    }

    @Test func theDirectoryIsCreatedOnFirstUseForTheOwnerOnly() throws {
        let path = directory.file("data/dashpilot/dashpilot.sqlite")
        _ = try Store.open(path: path, logger: log.logger)
        let attributes = try FileManager.default.attributesOfItem(atPath: directory.file("data/dashpilot"))
        #expect((attributes[.posixPermissions] as? Int) == 0o700)
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test func aDirectoryThatCannotBeCreatedIsATypedError() throws {
        let blocker = directory.file("blocker")
        _ = FileManager.default.createFile(atPath: blocker, contents: Data("x".utf8))
        #expect(throws: PersistenceError.cannotCreateDirectory("\(blocker)/dashpilot", reason: "not a directory")) {
            try Store.open(path: "\(blocker)/dashpilot/dashpilot.sqlite", logger: log.logger)
        }
    }

    @Test func theConnectionIsDurableSharedAndChecksReferences() throws {
        let connection = try Store.open(path: directory.file("s.sqlite"), logger: log.logger)
        #expect(try connection.query("PRAGMA journal_mode") { $0.text(at: 0) } == ["wal"])
        #expect(try connection.query("PRAGMA synchronous") { $0.int64(at: 0) } == [2])
        #expect(try connection.query("PRAGMA foreign_keys") { $0.int64(at: 0) } == [1])
        #expect(try connection.query("PRAGMA busy_timeout") { $0.int64(at: 0) } == [5000])
    }

    @Test func aNewerSchemaIsRefusedAndTheFileLeftUntouched() throws {
        let path = directory.file("newer.sqlite")
        try writeRaw(path, "CREATE TABLE future (a); PRAGMA user_version = 99")
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: PersistenceError.newerSchema(found: 99, known: Schema.currentVersion())) {
            try Store.open(path: path, logger: log.logger)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        #expect(log.faults.count == 1)
    }

    @Test func aFileThatIsNotADatabaseIsRefusedAndLeftUntouched() throws {
        let path = directory.file("notes.sqlite")
        let text = Data(String(repeating: "groceries: milk, eggs, bread\n", count: 40).utf8)
        _ = FileManager.default.createFile(atPath: path, contents: text)
        #expect(throws: PersistenceError.notADatabase) { try Store.open(path: path, logger: log.logger) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == text)
    }

    @Test func reopeningKeepsWhatWasRecordedAndAppliesNothingAgain() throws {
        let path = directory.file("again.sqlite")
        do {
            let first = try Store.open(path: path, logger: log.logger)
            try first.run("INSERT INTO shifts (started_at) VALUES (1)")
        }
        let second = try Store.open(path: path, logger: log.logger)
        #expect(try second.query("SELECT started_at FROM shifts") { $0.int64(at: 0) } == [1])
        #expect(try second.userVersion() == Schema.currentVersion())
    }

    @Test func aVersionTwoJournalKeepsItsRowsAndGainsTheApplicationID() throws {
        let path = directory.file("v2.sqlite")
        _ = try Store.open(path: path, logger: log.logger, migrations: Array(Schema.migrations.prefix(2)))
        try writeRaw(path, """
            INSERT INTO journal (said_at, source, input, intent, outcome, sentence)
                VALUES (1000, 'pipe', 'picked up', 'RecordDeliveryEvent', 'performed', 'Picked up at 9:00 AM.')
            """)
        let connection = try Store.open(path: path, logger: log.logger)
        #expect(try connection.query("PRAGMA application_id") { $0.int64(at: 0) } == [Int64(Schema.applicationID)])
        let rows = try connection.query("SELECT said_at, given_at IS NULL, input, outcome FROM journal") {
            "\($0.int64(at: 0)) \($0.int64(at: 1)) \($0.text(at: 2)) \($0.text(at: 3))"
        }
        #expect(rows == ["1000 1 picked up performed"])
        try connection.execute("""
            INSERT INTO journal (said_at, given_at, source, input, outcome, sentence)
                VALUES (2000, 1500, 'listen', 'end my shift', 'asked', 'Did you mean “end my shift”?')
            """)
    }

    @Test func anAppendedMigrationIsAppliedAndRecorded() throws {
        let path = directory.file("extended.sqlite")
        _ = try Store.open(path: path, logger: log.logger)
        let next = Schema.currentVersion() + 1
        let extra = Migration(version: next, name: "extra") { try $0.execute("CREATE TABLE extra (id INTEGER PRIMARY KEY)") }
        let connection = try Store.open(path: path, logger: log.logger, migrations: Schema.migrations + [extra])
        #expect(try connection.userVersion() == next)
        #expect(try tables(connection).contains("extra"))
    }

    @Test func aFailingMigrationLeavesTheStoreAtThePreviousVersion() throws {
        let path = directory.file("failing.sqlite")
        let broken = Migration(version: Schema.currentVersion() + 1, name: "broken") {
            try $0.execute("CREATE TABLE half (a)")
            try $0.execute("INSERT INTO no_such_table VALUES (1)")
        }
        #expect(throws: PersistenceError.self) {
            try Store.open(path: path, logger: log.logger, migrations: Schema.migrations + [broken])
        }
        #expect(log.warnings.contains { $0.contains("no_such_table") })
        let connection = try Store.open(path: path, logger: log.logger)
        #expect(try connection.userVersion() == Schema.currentVersion())
        #expect(try !tables(connection).contains("half"))
    }

    @Test func theSchemaStoresNothingDerived() throws {
        let connection = try Store.open(path: directory.file("columns.sqlite"), logger: log.logger)
        let columns = try ["shifts", "pauses", "parked_periods", "offers", "deliveries", "journal", "route_samples", "shift_costs"].flatMap { table in
            try connection.query("SELECT name FROM pragma_table_info('\(table)')") { $0.text(at: 0) }
        }
        let derived = ["duration", "rate", "state", "count", "elapsed", "active"]
        #expect(!columns.contains { column in derived.contains { column.contains($0) } })
    }

    @Test func aShiftWithRecordsCannotBeDeletedBehindTheirBack() throws {
        let connection = try Store.open(path: directory.file("keys.sqlite"), logger: log.logger)
        try connection.run("INSERT INTO shifts (started_at, ended_at) VALUES (1, 2)")
        try connection.run("INSERT INTO pauses (shift_id, started_at, ended_at) VALUES (?, 1, 2)", .integer(connection.lastInsertRowID))
        #expect(throws: SQLiteError.self) { try connection.run("DELETE FROM shifts") }
        #expect(throws: SQLiteError.self) { try connection.run("INSERT INTO pauses (shift_id, started_at) VALUES (999, 1)") }
    }

    @Test func aDamagedFileIsReportedAsCorruptWhenRead() throws {
        let path = directory.file("damaged.sqlite")
        do {
            let connection = try Store.open(path: path, logger: log.logger)
            try connection.run("INSERT INTO shifts (started_at) VALUES (1)")
        }
        // Overwrite the pages after the schema page (the shifts table and its index) with noise.
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let pageSize = Int(bytes[16]) << 8 | Int(bytes[17])
        bytes.replaceSubrange(pageSize..<(3 * pageSize), with: Data(repeating: 0xFF, count: 2 * pageSize))
        try bytes.write(to: URL(fileURLWithPath: path))
        let connection = try Store.open(path: path, logger: log.logger)
        #expect(throws: PersistenceError.corrupt) {
            try connection.readTransaction {
                try connection.query("SELECT id FROM shifts WHERE ended_at IS NULL") { $0.int64(at: 0) }
            }
        }
    }
}
