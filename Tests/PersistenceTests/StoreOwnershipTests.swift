import Domain
import Foundation
import Glibc
import Persistence
import Testing
import TestSupport

/// Which files the store takes as its own, how it creates them, and how questions open it.
@Suite struct StoreOwnershipTests {
    private let directory = TemporaryDirectory()
    private let log = LogCapture()

    private func writeRaw(_ path: String, _ sql: String) throws {
        let connection = try Connection(path: path)
        try connection.execute(sql)
    }

    private func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    @Test func anotherProgramsDatabaseIsRefusedAndLeftByteForByte() throws {
        let path = directory.file("other.sqlite")
        try writeRaw(path, "CREATE TABLE contacts (name TEXT); INSERT INTO contacts VALUES ('Ann')")
        let before = try bytes(path)
        #expect(throws: PersistenceError.foreign(path: path)) { try Store.open(path: path, logger: log.logger) }
        #expect(throws: PersistenceError.foreign(path: path)) { try Store.openForReading(path: path, logger: log.logger) }
        #expect(try bytes(path) == before)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }

    @Test func aFileMarkedWithAnotherApplicationIDIsRefusedEvenWithoutTables() throws {
        let path = directory.file("marked.sqlite")
        try writeRaw(path, "PRAGMA application_id = 1234; PRAGMA user_version = 1")
        let before = try bytes(path)
        #expect(throws: PersistenceError.foreign(path: path)) { try Store.open(path: path, logger: log.logger) }
        #expect(try bytes(path) == before)
    }

    @Test func aNewStoreCarriesDashPilotsApplicationID() throws {
        let connection = try Store.open(path: directory.file("new.sqlite"), logger: log.logger)
        #expect(try connection.query("PRAGMA application_id") { $0.int64(at: 0) } == [Int64(Schema.applicationID)])
    }

    @Test func aStoreFromBeforeTheIDIsMigratedAndMarked() throws {
        let path = directory.file("v2.sqlite")
        do {
            let old = try Store.open(path: path, logger: log.logger, migrations: Array(Schema.migrations.prefix(2)))
            try old.run("INSERT INTO shifts (started_at) VALUES (7)")
            #expect(try old.query("PRAGMA application_id") { $0.int64(at: 0) } == [0])
        }
        let connection = try Store.open(path: path, logger: log.logger)
        #expect(try connection.userVersion() == Schema.currentVersion())
        #expect(try connection.query("PRAGMA application_id") { $0.int64(at: 0) } == [Int64(Schema.applicationID)])
        #expect(try connection.query("SELECT started_at FROM shifts") { $0.int64(at: 0) } == [7])
    }

    @Test func aNewStoreFileIsReadableByItsOwnerOnly() throws {
        let path = directory.file("private.sqlite")
        let previous = umask(0o022)
        defer { umask(previous) }
        _ = try Store.open(path: path, logger: log.logger)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }

    @Test func aQuestionCreatesNoStoreAndNoFolder() throws {
        let path = directory.file("typo/dir/s.sqlite")
        #expect(throws: PersistenceError.noStoreYet(path: path)) { try Store.openForReading(path: path, logger: log.logger) }
        #expect(!FileManager.default.fileExists(atPath: directory.file("typo")))
    }

    @Test func aQuestionOpensTheStoreReadOnly() throws {
        let path = directory.file("s.sqlite")
        do { try Store.open(path: path, logger: log.logger).run("INSERT INTO shifts (started_at) VALUES (5)") }
        let reader = try Store.openForReading(path: path, logger: log.logger)
        #expect(try reader.query("SELECT started_at FROM shifts") { $0.int64(at: 0) } == [5])
        #expect(throws: PersistenceError.readOnly) { try reader.transaction { try reader.run("DELETE FROM shifts") } }
    }

    @Test func aDirectoryGivenAsTheStoreIsNamedAsOne() throws {
        let path = directory.file("folder")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        #expect(throws: PersistenceError.cannotOpen(path: path, reason: "is a directory")) {
            try Store.open(path: path, logger: log.logger)
        }
        #expect(throws: PersistenceError.cannotOpen(path: path, reason: "is a directory")) {
            try Store.openForReading(path: path, logger: log.logger)
        }
    }

    @Test func withoutHomeTheStoreIsUnderThePasswordDatabasesHome() {
        let path = StoreLocation.resolve(explicit: nil, environment: [:], fallbackHome: "/home/driver")
        #expect(path == "/home/driver/.local/share/dashpilot/dashpilot.sqlite")
        #expect(StoreLocation.resolve(explicit: nil, environment: [:]).hasPrefix("/"))
    }
}
