import Domain
import Foundation
import Testing

/// Instants a driver states (`say --at`, a line's timestamp): never later than now, and when a rule moves one
/// forward, the reply says so and the journal keeps both.
@Suite struct StatedInstantTests {
    /// An RFC 3339 timestamp `minutes` from now (negative: ago), to the second.
    private func stamp(minutes: Int) -> String {
        let formatter = ISO8601DateFormatter()
        return formatter.string(from: Date().addingTimeInterval(Double(minutes) * 60))
    }

    @Test func aFutureInstantIsRefusedEverywhereAndRecordsNothing() throws {
        let sandbox = Sandbox()
        #expect(try sandbox.run(["say", "start my shift", "--at", stamp(minutes: -60)]).status == 0)
        let said = try sandbox.run(["say", "I'm parked", "--at", "2030-01-01T00:00:00Z"])
        #expect(said.status == 65)
        #expect(said.output == "The time given, Tue 1 Jan 2030 12:00 AM, is later than now, so nothing was recorded.\n")
        let piped = try sandbox.run(["--json"], input: "2062-11-30T09:05:00Z got a new order\n")
        let reply = try #require(try piped.replies().first)
        #expect(reply.outcome == "error")
        #expect(reply.sentence.hasSuffix("is later than now, so nothing was recorded."))
        let file = try sandbox.write("day.txt", "\(stamp(minutes: 30)) I'm parked\n")
        let run = try sandbox.run(["run", file])
        #expect(run.status == 65)
        #expect(run.lines.first?.hasSuffix("is later than now, so nothing was recorded.") == true)
        let macros = try sandbox.write("macros", "heading home:\n  I'm parked\n")
        let macro = try sandbox.run(["--macros", macros], input: "\(stamp(minutes: 10)) heading home\n")
        #expect(macro.lines.first?.hasSuffix("is later than now, so nothing was recorded.") == true)
        #expect(try sandbox.count("parked_periods") == 0)
        #expect(try sandbox.count("deliveries") == 0)
        // Live events after the refusals are recorded now, not dragged to the future.
        let parked = try sandbox.run(["--json", "say", "I'm parked"])
        let at = try #require(try parked.replies().first?.at)
        #expect(at.hasPrefix(String(stamp(minutes: 0).prefix(13))))
    }

    @Test func anInstantWithinTwoMinutesOfSkewIsAccepted() throws {
        let sandbox = Sandbox()
        let run = try sandbox.run(["say", "start my shift", "--at", stamp(minutes: 1)])
        #expect(run.status == 0)
    }

    @Test func aBackdatedStepMovedByAClampSaysSoAndTheJournalKeepsBoth() throws {
        let sandbox = Sandbox()
        _ = try sandbox.run([], input: "2026-11-30T09:00:00Z start my shift\n2026-11-30T17:17:00Z got a new order\n")
        let run = try sandbox.run(["say", "picked up", "--at", "2026-11-30T12:41:00Z"])
        #expect(run.status == 0)
        #expect(run.output == "Picked up at 5:17 PM, not 12:41 PM: the order was accepted at 5:17 PM. 1 delivery in progress.\n")
        let entry = try #require(try sandbox.journal().last)
        #expect(entry.givenAt == Instant(millisecondsSinceEpoch: 1_796_042_460_000))
        #expect(entry.saidAt == Instant(millisecondsSinceEpoch: 1_796_059_020_000))
        #expect(entry.sentence == run.output.dropLast().description)
        // A line read at the clock's time keeps no given instant.
        _ = try sandbox.run(["say", "delivered"])
        #expect(try sandbox.journal().last?.givenAt == nil)
    }
}
