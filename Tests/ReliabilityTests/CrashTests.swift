import Domain
import Foundation
import Glibc
import Persistence
import Testing
import TestSupport

/// A pipe killed with SIGKILL (as a power cut or the OOM killer would) at random moments: between lines,
/// just after a line was written, and while starting up on a new store.
@Suite struct CrashTests {
    static let kills = 40

    @Test func afterEveryKillTheStoreHoldsWhatWasAcknowledgedAndAtMostTheLineInFlight() throws {
        let store = ReliabilityStore()
        var mix = LineMix(seed: 20_261_130)
        var clock = Instant.testMorning.millisecondsSinceEpoch
        var acknowledged: [PerformedLine] = []
        var journaled = 0
        var inFlightKept = 0
        var inFlightLost = 0
        func nextLine() -> String {
            clock += 1_000
            return "\(RFC3339.format(Instant(millisecondsSinceEpoch: clock))) \(mix.sentence())"
        }
        for round in 0..<Self.kills {
            let process = try PipeProcess(environment: store.environment)
            for _ in 0..<mix.integer(in: 0..<12) {
                let line = nextLine()
                process.send(line)
                let answer = try #require(process.readLine(), "round \(round): no reply to \(line)")
                let reply = try JSONReply(line: answer)
                #expect(reply.outcome != "error", "round \(round): \(reply.sentence)")
                journaled += 1
                if let performed = PerformedLine(reply) { acknowledged.append(performed) }
            }
            var inFlight: String?
            if mix.integer(in: 0..<4) > 0 {
                inFlight = nextLine()
                process.send(inFlight!)
                usleep(UInt32(mix.integer(in: 0..<3_000)))
            }
            process.kill()

            #expect(try store.integrity() == "ok", "round \(round)")
            var expected = acknowledged
            if let inFlight, let kept = try journalRow(of: inFlight, in: store) {
                // The line in flight was all done before the kill: its journal row, and its change if performed.
                journaled += 1
                inFlightKept += 1
                if kept.outcome == "performed", let line = PerformedLine(input: inFlight, intent: kept.intent, at: clock) {
                    acknowledged.append(line)
                    expected = acknowledged
                }
            } else if inFlight != nil {
                inFlightLost += 1
            }
            #expect(try store.count("SELECT COUNT(*) FROM journal") == journaled, "round \(round)")
            let unaccounted = try StoreInvariants.accountingErrors(expected, store)
            #expect(unaccounted == [], "round \(round)")
            #expect(try StoreInvariants.brokenRules(store) == [], "round \(round)")
        }
        #expect(acknowledged.count > Self.kills, "the rounds performed lines, not only refusals")
        print("CrashTests: \(Self.kills) kills; lines in flight kept \(inFlightKept), lost \(inFlightLost)")
    }

    /// The journal row of `line` (timestamp and sentence), if the process recorded it before it died.
    private func journalRow(of line: String, in store: ReliabilityStore) throws -> (outcome: String, intent: String)? {
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
