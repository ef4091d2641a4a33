import Foundation
import TestSupport

/// The lifecycle rules and the accounting of performed lines, checked with plain SQL on what the file holds.
enum StoreInvariants {
    /// Queries that each return the rows breaking one rule; every one must come back empty.
    static let ruleBreakers: [String: String] = [
        "more than one unfinished shift": "SELECT COUNT(*) FROM shifts WHERE ended_at IS NULL HAVING COUNT(*) > 1",
        "a shift with two open pauses":
            "SELECT shift_id FROM pauses WHERE ended_at IS NULL GROUP BY shift_id HAVING COUNT(*) > 1",
        "a shift with two open parked periods":
            "SELECT shift_id FROM parked_periods WHERE ended_at IS NULL GROUP BY shift_id HAVING COUNT(*) > 1",
        "a negative shift": "SELECT id FROM shifts WHERE ended_at < started_at",
        "a negative or stray pause": """
            SELECT p.id FROM pauses p JOIN shifts s ON s.id = p.shift_id
            WHERE p.ended_at < p.started_at OR p.started_at < s.started_at
               OR (s.ended_at IS NOT NULL AND (p.ended_at IS NULL OR p.ended_at > s.ended_at))
            """,
        "a negative or stray parked period": """
            SELECT p.id FROM parked_periods p JOIN shifts s ON s.id = p.shift_id
            WHERE p.ended_at < p.started_at OR p.started_at < s.started_at
               OR (s.ended_at IS NOT NULL AND (p.ended_at IS NULL OR p.ended_at > s.ended_at))
            """,
        "a delivery out of order": """
            SELECT d.id FROM deliveries d JOIN shifts s ON s.id = d.shift_id
            WHERE d.accepted_at < s.started_at OR d.picked_up_at < d.accepted_at
               OR d.delivered_at < coalesce(d.picked_up_at, d.accepted_at)
               OR (d.delivered_at IS NOT NULL AND d.picked_up_at IS NULL)
            """,
        "an active delivery on an ended shift": """
            SELECT d.id FROM deliveries d JOIN shifts s ON s.id = d.shift_id
            WHERE s.ended_at IS NOT NULL AND d.delivered_at IS NULL AND d.cancelled_at IS NULL
            """,
        "an overlapping shift": """
            SELECT a.id FROM shifts a JOIN shifts b ON a.id < b.id
            WHERE b.started_at < coalesce(a.ended_at, 9223372036854775807)
              AND a.started_at < coalesce(b.ended_at, 9223372036854775807)
            """,
    ]

    /// Names of the rules the store breaks.
    static func brokenRules(_ store: ReliabilityStore) throws -> [String] {
        try ruleBreakers.sorted { $0.key < $1.key }.compactMap { rule, sql in
            try store.integers(sql).isEmpty ? nil : rule
        }
    }

    /// What does not add up between `performed` (one entry per line answered "performed", with the instant it
    /// recorded) and the store: each must be one journal row and exactly one change, and there must be no other.
    static func accountingErrors(_ performed: [PerformedLine], _ store: ReliabilityStore) throws -> [String] {
        var errors: [String] = []
        let journal = try store.open().query(
            "SELECT said_at, input, coalesce(intent, '') FROM journal WHERE outcome = 'performed'"
        ) { "\($0.int64(at: 0)) \($0.text(at: 1)) → \($0.text(at: 2))" }
        let answered = performed.map { "\($0.at) \($0.sentence) → \($0.intent)" }
        if journal.sorted() != answered.sorted() {
            let unanswered = Set(journal).subtracting(answered).sorted().prefix(3)
            let unjournaled = Set(answered).subtracting(journal).sorted().prefix(3)
            errors.append("performed journal rows differ from the lines answered performed: \(journal.count) rows, \(answered.count) lines; only journaled \(unanswered), only answered \(unjournaled)")
        }
        func instants(_ intent: String) -> [Int64] { performed.filter { $0.intent == intent }.map(\.at).sorted() }
        let exact: [(String, String)] = [
            ("StartShift", "SELECT started_at FROM shifts"),
            ("EndShift", "SELECT ended_at FROM shifts WHERE ended_at IS NOT NULL"),
            ("PauseShift", "SELECT started_at FROM pauses"),
            ("ParkVehicle", "SELECT started_at FROM parked_periods"),
            ("StartDelivery", "SELECT accepted_at FROM deliveries"),
            ("RecordDeliveryEvent", """
                SELECT picked_up_at FROM deliveries WHERE picked_up_at IS NOT NULL
                UNION ALL SELECT delivered_at FROM deliveries WHERE delivered_at IS NOT NULL
                """),
        ]
        for (intent, sql) in exact where try store.integers(sql).sorted() != instants(intent) {
            errors.append("\(intent): the store's instants differ from the performed lines'")
        }
        errors += try closings("ResumeShift", table: "pauses", performed: instants("ResumeShift"), store)
        errors += try closings("DriveAgain", table: "parked_periods", performed: instants("DriveAgain"), store)
        if try store.count("SELECT COUNT(*) FROM offers") != instants("StartDelivery").count {
            errors.append("an offer without its delivery, or the reverse")
        }
        return errors
    }

    /// A period ends either by the line that closed it or, when the shift ended with it open, at the shift's end.
    private static func closings(_ intent: String, table: String, performed: [Int64], _ store: ReliabilityStore) throws -> [String] {
        var ends = try store.integers("SELECT ended_at FROM \(table) WHERE ended_at IS NOT NULL")
        for instant in performed {
            guard let found = ends.firstIndex(of: instant) else { return ["\(intent) at \(instant) closed nothing"] }
            ends.remove(at: found)
        }
        let closedByShiftEnd = try store.count(
            "SELECT COUNT(*) FROM \(table) p JOIN shifts s ON s.id = p.shift_id WHERE p.ended_at = s.ended_at")
        return ends.count <= closedByShiftEnd ? [] : ["\(intent): \(ends.count - closedByShiftEnd) \(table) closed by no line"]
    }
}

/// One line answered "performed": when it was said and its sentence (as the journal holds them), its intent,
/// and the instant it recorded (later than when it was said if the store already held a later instant).
struct PerformedLine: Equatable {
    var saidAt: Int64
    var sentence: String
    var intent: String
    var at: Int64

    /// The line `input` (a timestamp, a space, a sentence) as performed `intent` at `at`.
    init?(input: String, intent: String, at: Int64) {
        guard let space = input.firstIndex(of: " "), let said = RFC3339.milliseconds(String(input[..<space])) else {
            return nil
        }
        saidAt = said
        sentence = String(input[input.index(after: space)...])
        self.intent = intent
        self.at = at
    }

    /// The line a reply describes, or nil when the reply is not "performed".
    init?(_ reply: JSONReply) {
        guard reply.outcome == "performed", let input = reply.input, let intent = reply.intent,
            let at = RFC3339.milliseconds(reply.at)
        else { return nil }
        self.init(input: input, intent: intent, at: at)
    }
}
