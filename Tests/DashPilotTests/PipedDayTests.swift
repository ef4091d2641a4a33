import Testing

/// A whole working day piped in as a timestamped transcript, each JSON reply checked.
@Suite struct PipedDayTests {
    @Test func aWholeDayRepliesOneJSONObjectPerLine() throws {
        let sandbox = Sandbox()
        let transcript = """
            2026-11-30T09:00:00Z start my shift
            2026-11-30T09:05:00Z accepted an order

            2026-11-30T09:07:00Z new order
            2026-11-30T09:15:00Z picked up
            2026-11-30T09:16:00Z :pickup 2
            2026-11-30T09:17:00Z :pickup 1
            2026-11-30T09:30:00Z end my shift
            2026-11-30T09:40:00Z :deliver 2
            2026-11-30T09:50:00Z delivered
            2026-11-30T10:00:00Z end my shift

            """
        let run = try sandbox.run(["--json"], input: transcript)
        #expect(run.status == 0)
        let replies = try run.replies()
        let expected: [(String?, String, String, String)] = [
            ("StartShift", "performed", "Shift started at 9:00 AM.", "09:00"),
            ("StartDelivery", "performed", "Delivery started at 9:05 AM. 1 delivery in progress.", "09:05"),
            ("StartDelivery", "performed", "Delivery started at 9:07 AM. 2 deliveries in progress.", "09:07"),
            ("RecordDeliveryEvent", "refused",
             "2 deliveries are in progress, so nothing was recorded. Say which one: :pickup 1 or :pickup 2.", "09:15"),
            ("pickup", "performed", "Picked up at 9:16 AM. 2 deliveries in progress.", "09:16"),
            ("pickup", "performed", "Picked up at 9:17 AM. 2 deliveries in progress.", "09:17"),
            ("EndShift", "refused", "2 deliveries are still in progress, so the shift was not ended. See :deliveries, then :deliver N or :cancel N.", "09:30"),
            ("deliver", "performed", "Delivered at 9:40 AM. 1 delivery in progress.", "09:40"),
            ("RecordDeliveryEvent", "performed", "Delivered at 9:50 AM. No deliveries in progress.", "09:50"),
            ("EndShift", "performed", "Shift ended at 10:00 AM after 1 h, 2 deliveries.", "10:00"),
        ]
        try #require(replies.count == expected.count)
        let inputs = transcript.split(separator: "\n").map(String.init)
        for (reply, (input, want)) in zip(replies, zip(inputs, expected)) {
            #expect(reply.input == input)
            #expect(reply.intent == want.0)
            #expect(reply.outcome == want.1)
            #expect(reply.sentence == want.2)
            #expect(reply.at == "2026-11-30T\(want.3):00.000Z")
        }
        #expect(replies[3].slots == ["event": "pickedUp"])
        #expect(try sandbox.count("deliveries", where: "delivered_at IS NOT NULL") == 2)
        #expect(try sandbox.count("shifts", where: "ended_at IS NOT NULL") == 1)
    }

    @Test func plainRepliesAreOneLineEachAndFlushedAsTheyAreMade() throws {
        let sandbox = Sandbox()
        let run = try sandbox.run([], input: "2026-11-30T09:00:00Z start my shift\n:deliveries\nwhat a day\n")
        #expect(run.lines == ["Shift started at 9:00 AM.", "No deliveries in progress.", "Sorry, I didn't catch that."])
    }

    @Test func aSentenceNearlyAPhraseGetsAHintInItsSentence() throws {
        let sandbox = Sandbox()
        let run = try sandbox.run(["--json"], input: "pause my shift thing\n")
        let reply = try #require(try run.replies().first)
        #expect(reply.outcome == "asked")
        #expect(reply.sentence == "Did you mean \u{201C}pause my shift\u{201D}? Say yes to record it.")
        #expect(try sandbox.count("shifts") == 0)
    }
}
