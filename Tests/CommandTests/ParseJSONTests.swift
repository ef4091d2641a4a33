@testable import Command
import Grammar
import Testing

@Suite struct ParseJSONTests {
    @Test func matchIsOneJSONObject() {
        let line = ParseJSON.line(
            input: "Picked \"it\" up",
            recognition: .match(intent: "RecordDeliveryEvent", slots: ["event": "pickedUp"], matched: "picked it up"))
        #expect(line == #"{"input":"Picked \"it\" up","intent":"RecordDeliveryEvent","slots":{"event":"pickedUp"},"matched":"picked it up","refused":null}"#)
    }

    @Test func noMatchHasNullIntent() {
        let line = ParseJSON.line(input: "qwerty", recognition: .noMatch(normalised: "qwerty", closest: nil))
        #expect(line == #"{"input":"qwerty","intent":null,"slots":{},"matched":null,"refused":null}"#)
    }

    @Test func aRefusalSaysWhy() {
        let line = ParseJSON.line(input: "don't end my shift", recognition: .refused(normalised: "do not end my shift", reason: .negation))
        #expect(line == #"{"input":"don't end my shift","intent":null,"slots":{},"matched":null,"refused":"negation"}"#)
    }

    @Test func escapesControlCharacters() {
        let line = ParseJSON.line(input: "a\\b\n\u{01}", recognition: .noMatch(normalised: "", closest: nil))
        #expect(line.hasPrefix(#"{"input":"a\\b\n\u0001","#))
    }
}
