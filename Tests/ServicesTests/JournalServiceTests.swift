import Domain
import Persistence
import Services
import Testing
import TestSupport

@Suite struct JournalServiceTests {
    private let store: TestStore
    private let journal: JournalService

    init() throws {
        store = try TestStore()
        journal = JournalService(connection: store.connection)
    }

    private func entry(_ input: String, _ minute: Int64, outcome: JournalEntry.Outcome = .performed) -> JournalEntry {
        JournalEntry(
            saidAt: .minute(minute), source: .pipe, input: input, intent: "StartShift", outcome: outcome,
            sentence: "Shift started at 9:00 AM.")
    }

    @Test func entriesReadBackOldestFirstWithinTheLimit() throws {
        for minute in 0..<5 { try journal.append(entry("line \(minute)", Int64(minute))) }
        let recent = try journal.recent(limit: 3)
        #expect(recent.map(\.input) == ["line 2", "line 3", "line 4"])
        #expect(recent.first?.saidAt == .minute(2) && recent.first?.source == .pipe)
    }

    @Test func inputThatLooksLikeSQLIsStoredVerbatim() throws {
        let hostile = "start my shift'); DROP TABLE shifts; --"
        try journal.append(entry(hostile, 0, outcome: .notUnderstood))
        #expect(try journal.recent(limit: 1).first?.input == hostile)
        #expect(try store.count("shifts") == 0)
        #expect(try journal.recent(limit: 1).first?.outcome == .notUnderstood)
    }

    @Test func anEntryAndTheChangeItDescribesCommitOrRollBackTogether() throws {
        struct Interrupted: Error {}
        #expect(throws: Interrupted.self) {
            try store.connection.transaction {
                try store.shifts.startShift(at: .minute(0))
                try journal.append(entry("start my shift", 0))
                throw Interrupted()
            }
        }
        #expect(try store.count("shifts") == 0 && store.count("journal") == 0)
        try store.connection.transaction {
            try store.shifts.startShift(at: .minute(1))
            try journal.append(entry("start my shift", 1))
        }
        #expect(try store.count("shifts") == 1 && store.count("journal") == 1)
    }

    @Test func theStoreRefusesASourceOrOutcomeOutsideTheDocumentedOnes() throws {
        let insert = "INSERT INTO journal (said_at, source, input, outcome, sentence) VALUES (0, ?, 'x', ?, 'y')"
        #expect(throws: (any Error).self) { try store.connection.run(insert, .text("radio"), .text("performed")) }
        #expect(throws: (any Error).self) { try store.connection.run(insert, .text("pipe"), .text("maybe")) }
        for source in JournalEntry.Source.allCases {
            for outcome in JournalEntry.Outcome.allCases {
                try store.connection.run(insert, .text(source.rawValue), .text(outcome.rawValue))
            }
        }
        #expect(try store.count("journal") == JournalEntry.Source.allCases.count * JournalEntry.Outcome.allCases.count)
    }
}
