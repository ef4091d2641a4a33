import Command
import Domain
import Grammar
import TestSupport

/// An `InputProcessor` over a real temporary store, with the built-in grammar and optional macros.
struct ProcessorFixture {
    let store: TestStore
    let processor: InputProcessor

    init(macros: String? = nil) throws {
        UTCTimeZone.apply()
        store = try TestStore()
        let file = try macros.map { try MacroFile.parse(bytes: Array($0.utf8), fileName: "macros") }
        processor = InputProcessor(connection: store.connection, grammar: .english, macros: file, logger: store.log.logger)
    }

    @discardableResult
    func say(_ sentence: String, _ minute: Int64, source: JournalEntry.Source = .pipe) -> [Reply] {
        processor.say(sentence, input: sentence, source: source, at: .minute(minute))
    }

    func line(_ text: String, _ minute: Int64) -> [Reply]? {
        processor.handle(line: text, input: text, source: .repl, at: .minute(minute))
    }

    func journal() throws -> [JournalEntry] {
        try store.connection.query("SELECT input, outcome, source FROM journal ORDER BY id") { row in
            JournalEntry(
                saidAt: .minute(0), source: JournalEntry.Source(rawValue: row.text(at: 2))!, input: row.text(at: 0),
                intent: nil, outcome: JournalEntry.Outcome(rawValue: row.text(at: 1))!, sentence: "")
        }
    }
}
