import Domain
import Foundation
import Glibc
import Persistence
import Testing
import TestSupport

/// A pipe killed with SIGKILL (as a power cut or the OOM killer would) at random moments: between lines,
/// just after a line was written, and while starting up on a new store.
@Suite(.timeLimit(.minutes(2))) struct CrashTests {
    static let kills = 40

    @Test func afterEveryKillTheStoreHoldsWhatWasAcknowledgedAndAtMostTheLineInFlight() throws {
        let store = ReliabilityStore()
        var mix = LineMix(seed: 20_261_130)
        var clock = Instant.testMorning.millisecondsSinceEpoch
        var ledger = Ledger()
        func nextLine() -> String {
            clock += 1_000
            return "\(RFC3339.format(Instant(millisecondsSinceEpoch: clock))) \(mix.sentence())"
        }
        for round in 0..<Self.kills {
            let process = try PipeProcess(environment: store.environment)
            for _ in 0..<mix.integer(in: 0..<12) {
                let line = nextLine()
                process.send(line)
                let reply = try JSONReply(line: try #require(process.readLine(), "round \(round): no reply to \(line)"))
                #expect(reply.outcome != "error", "round \(round): \(reply.sentence)")
                ledger.read(reply)
            }
            var inFlight: String?
            if mix.integer(in: 0..<4) > 0 {
                inFlight = nextLine()
                process.send(inFlight!)
                usleep(UInt32(mix.integer(in: 0..<3_000)))
            }
            process.kill()

            #expect(try store.integrity() == "ok", "round \(round)")
            if let inFlight { try ledger.settle(inFlight, at: clock, in: store) }
            #expect(try store.count("SELECT COUNT(*) FROM journal") == ledger.journaled, "round \(round)")
            let unaccounted = try StoreInvariants.accountingErrors(ledger.acknowledged, store)
            #expect(unaccounted == [], "round \(round)")
            #expect(try StoreInvariants.brokenRules(store) == [], "round \(round)")
        }
        #expect(ledger.acknowledged.count > Self.kills, "the rounds performed lines, not only refusals")
        print("CrashTests: \(Self.kills) kills; lines in flight kept \(ledger.inFlightKept), lost \(ledger.inFlightLost)")
    }

    /// What the store must hold: every line whose reply was read (one journal row each, and one change each when
    /// performed), plus each line in flight at a kill that turned out to be recorded whole.
    private struct Ledger {
        var acknowledged: [PerformedLine] = []
        var journaled = 0
        var inFlightKept = 0
        var inFlightLost = 0

        mutating func read(_ reply: JSONReply) {
            journaled += 1
            if let performed = PerformedLine(reply) { acknowledged.append(performed) }
        }

        /// The line in flight at a kill is all there (its journal row, and its change if performed) or not at all;
        /// the accounting that follows fails if it is half there.
        mutating func settle(_ line: String, at instant: Int64, in store: ReliabilityStore) throws {
            guard let kept = try CrashTests.journalRow(of: line, in: store) else {
                inFlightLost += 1
                return
            }
            journaled += 1
            inFlightKept += 1
            if kept.outcome == "performed", let performed = PerformedLine(input: line, intent: kept.intent, at: instant) {
                acknowledged.append(performed)
            }
        }
    }

    /// The journal row of `line` (timestamp and sentence), if the process recorded it before it died.
    static func journalRow(of line: String, in store: ReliabilityStore) throws -> (outcome: String, intent: String)? {
        guard let space = line.firstIndex(of: " "), let said = RFC3339.milliseconds(String(line[..<space])) else {
            return nil
        }
        let sentence = String(line[line.index(after: space)...])
        return try store.open().query(
            "SELECT outcome, coalesce(intent, '') FROM journal WHERE said_at = ? AND input = ?",
            [.integer(said), .text(sentence)]
        ) { ($0.text(at: 0), $0.text(at: 1)) }.first
    }
}
