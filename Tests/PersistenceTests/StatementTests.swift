import Domain
import Persistence
import Testing
import TestSupport

@Suite struct StatementTests {
    private let directory = TemporaryDirectory()

    @Test func valuesRoundTripByStorageClass() throws {
        let connection = try Connection(path: directory.file("s.sqlite"))
        try connection.execute("CREATE TABLE t (a INTEGER, b TEXT, c INTEGER, d TEXT)")
        try connection.run("INSERT INTO t VALUES (?, ?, ?, ?)", .integer(-7), .text("12.50 ü"), .null, .optional(nil as String?))
        try connection.run("INSERT INTO t VALUES (?, ?, ?, ?)", .instant(.minute(0)), .null, .integer(1250), .text("USD"))
        let rows = try connection.query("SELECT a, b, c, d FROM t ORDER BY rowid") { row in
            (row.int64(at: 0), row.optionalText(at: 1), row.optionalMoney(at: 2))
        }
        #expect(rows[0].0 == -7 && rows[0].1 == "12.50 ü" && rows[0].2 == nil)
        #expect(rows[1].0 == Instant.minute(0).millisecondsSinceEpoch && rows[1].1 == nil)
        #expect(rows[1].2 == Money(minorUnits: 1250, currencyCode: "USD"))
    }

    @Test func aFailingStepCarriesTheCodeAndTheSQL() throws {
        let connection = try Connection(path: directory.file("e.sqlite"))
        try connection.execute("CREATE TABLE t (a INTEGER NOT NULL)")
        do {
            try connection.run("INSERT INTO t VALUES (NULL)")
            Issue.record("the NOT NULL constraint did not refuse")
        } catch {
            #expect(error.primaryCode == 19)  // SQLITE_CONSTRAINT
            #expect(error.sql == "INSERT INTO t VALUES (NULL)")
        }
    }

    @Test func aStatementThatDoesNotPrepareNamesItsSQL() throws {
        let connection = try Connection(path: directory.file("p.sqlite"))
        #expect(throws: SQLiteError.self) { try connection.prepare("SELEC 1") }
    }
}
