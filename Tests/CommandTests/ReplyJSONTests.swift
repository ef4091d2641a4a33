import Command
import Domain
import Testing

@Suite struct ReplyJSONTests {
    @Test func fieldsInProtocolOrder() {
        let reply = Reply(
            input: "2026-11-30T09:02:11Z picked up", intent: "RecordDeliveryEvent", slots: ["event": "pickedUp"],
            outcome: .performed, sentence: "Picked up at 9:02 AM.", at: Instant(millisecondsSinceEpoch: 1_796_029_331_000))
        #expect(ReplyJSON.line(reply) == #"{"input":"2026-11-30T09:02:11Z picked up","intent":"RecordDeliveryEvent","slots":{"event":"pickedUp"},"outcome":"performed","sentence":"Picked up at 9:02 AM.","at":"2026-11-30T09:02:11.000Z"}"#)
    }

    @Test func notUnderstoodAndBadBytesUseNull() {
        let reply = Reply(
            input: nil, outcome: .error, sentence: InputProblem.invalidUTF8.sentence,
            at: Instant(millisecondsSinceEpoch: 0))
        #expect(ReplyJSON.line(reply) == #"{"input":null,"intent":null,"slots":{},"outcome":"error","sentence":"That line was not valid text, so nothing was recorded.","at":"1970-01-01T00:00:00.000Z"}"#)
    }
}
