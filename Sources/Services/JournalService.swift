import Domain
import Persistence

/// Appends to and reads the journal of inputs acted on. An append joins the caller's transaction when there
/// is one, so an entry and the change it describes reach the store together or not at all.
public final class JournalService {
    private let connection: Connection

    public init(connection: Connection) {
        self.connection = connection
    }

    /// Appends `entry` and returns it with its id. The input is bound as a value, stored verbatim.
    @discardableResult
    public func append(_ entry: JournalEntry) throws -> JournalEntry {
        try connection.transaction {
            try connection.run(
                "INSERT INTO journal (said_at, given_at, source, input, intent, outcome, sentence) VALUES (?, ?, ?, ?, ?, ?, ?)",
                .instant(entry.saidAt), entry.givenAt.map { .instant($0) } ?? .null, .text(entry.source.rawValue), .text(entry.input),
                .optional(entry.intent), .text(entry.outcome.rawValue), .text(entry.sentence))
            var stored = entry
            stored.id = connection.lastInsertRowID
            return stored
        }
    }

    /// The most recent `limit` entries, oldest first, so they read as a transcript.
    public func recent(limit: Int) throws -> [JournalEntry] {
        let rows = try connection.readTransaction {
            try connection.query(
                "SELECT id, said_at, source, input, intent, outcome, sentence, given_at FROM journal ORDER BY id DESC LIMIT ?",
                [.integer(Int64(max(0, limit)))]
            ) { row in Self.entry(row) }
        }
        return rows.reversed()
    }

    /// The most recent entry that changed the store, from any of `sources` (any source when nil).
    public func lastPerformed(from sources: [JournalEntry.Source]? = nil) throws -> JournalEntry? {
        let filter = sources.map { list in
            " AND source IN (" + list.map { "'\($0.rawValue)'" }.joined(separator: ", ") + ")"
        } ?? ""
        return try connection.readTransaction {
            try connection.query(
                "SELECT id, said_at, source, input, intent, outcome, sentence, given_at FROM journal "
                    + "WHERE outcome = 'performed'\(filter) ORDER BY id DESC LIMIT 1"
            ) { row in Self.entry(row) }.first
        }
    }

    /// The entries that changed the store at exactly `instant`, oldest first.
    public func performed(at instant: Instant) throws -> [JournalEntry] {
        try connection.readTransaction {
            try connection.query(
                "SELECT id, said_at, source, input, intent, outcome, sentence, given_at FROM journal "
                    + "WHERE outcome = 'performed' AND said_at = ? ORDER BY id",
                [.instant(instant)]
            ) { row in Self.entry(row) }
        }
    }

    private static func entry(_ row: Statement) -> JournalEntry {
        JournalEntry(
            id: row.int64(at: 0), saidAt: row.instant(at: 1),
            source: JournalEntry.Source(rawValue: row.text(at: 2)) ?? .command,
            input: row.text(at: 3), intent: row.optionalText(at: 4),
            outcome: JournalEntry.Outcome(rawValue: row.text(at: 5)) ?? .error,
            sentence: row.text(at: 6))
            .given(row.optionalInstant(at: 7))
    }
}

extension JournalEntry {
    fileprivate func given(_ instant: Instant?) -> JournalEntry {
        var entry = self
        entry.givenAt = instant
        return entry
    }
}
