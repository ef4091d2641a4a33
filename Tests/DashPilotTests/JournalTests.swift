import Domain
import Testing

/// The journal keeps every input acted on, where it came from and what was said back.
@Suite struct JournalTests {
    @Test func everyInputActedOnIsKeptWithItsSourceAndReply() throws {
        let sandbox = Sandbox()
        _ = try sandbox.run([], input: "2026-11-30T09:00:00Z start my shift\n2026-11-30T09:01:00Z new order\nno idea\n:status\n")
        _ = try sandbox.run(["say", "picked up", "--at", "2026-11-30T09:05:00Z"])
        _ = try sandbox.run(["deliver", "1"])
        _ = try sandbox.run(["amount", "12.50", "--delivery", "1"])
        let journal = try sandbox.journal()
        #expect(journal.map(\.source) == [.pipe, .pipe, .pipe, .say, .command, .command])
        #expect(journal.map(\.input) == ["start my shift", "new order", "no idea", "picked up", "deliver 1", "amount 12.50 --delivery 1"])
        #expect(journal.map(\.intent) == ["StartShift", "StartDelivery", nil, "RecordDeliveryEvent", "deliver", "amount"])
        #expect(journal.map(\.outcome) == [.performed, .performed, .notUnderstood, .performed, .performed, .refused])
        #expect(journal[0].saidAt == Instant(millisecondsSinceEpoch: 1_796_029_200_000))
        #expect(journal[3].sentence == "Picked up at 9:05 AM. 1 delivery in progress.")
        #expect(journal[5].sentence == "There is no delivery 1; no deliveries are in progress.")
        let log = try sandbox.run(["log", "--limit", "2"])
        #expect(log.status == 0)
        #expect(log.lines.count == 2)
        #expect(log.lines[1].contains("command  \u{201C}amount 12.50 --delivery 1\u{201D}  refused: There is no delivery 1"))
    }
}
