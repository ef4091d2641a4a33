import Testing
import Command

@Suite struct ReplyJSONTests {
    @Test func fieldsInProtocolOrder() {
        let line = ReplyJSON.line(
            input: "2026-11-30T09:02:11Z picked up", intent: "RecordDeliveryEvent", slots: ["event": "pickedUp"],
            outcome: .performed, sentence: "Picked up at 9:02 AM.", at: 1_796_029_331_000)
        #expect(line == #"{"input":"2026-11-30T09:02:11Z picked up","intent":"RecordDeliveryEvent","slots":{"event":"pickedUp"},"outcome":"performed","sentence":"Picked up at 9:02 AM.","at":"2026-11-30T09:02:11.000Z"}"#)
    }

    @Test func notUnderstoodAndBadBytesUseNull() {
        let line = ReplyJSON.line(
            input: nil, intent: nil, slots: [:], outcome: .error,
            sentence: InputProblem.invalidUTF8.sentence, at: 0)
        #expect(line == #"{"input":null,"intent":null,"slots":{},"outcome":"error","sentence":"That line was not valid text, so nothing was recorded.","at":"1970-01-01T00:00:00.000Z"}"#)
    }
}
