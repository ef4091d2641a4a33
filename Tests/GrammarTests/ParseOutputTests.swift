import Testing
@testable import Grammar

@Suite struct ParseOutputTests {
    @Test func matchIsOneJSONObject() {
        let line = ParseOutput.jsonLine(input: "Picked \"it\" up", recognition: .match(intent: "RecordDeliveryEvent", slots: ["event": "pickedUp"], matched: "picked it up"))
        #expect(line == #"{"input": "Picked \"it\" up", "intent": "RecordDeliveryEvent", "slots": {"event": "pickedUp"}, "matched": "picked it up"}"#)
    }

    @Test func noMatchHasNullIntent() {
        let line = ParseOutput.jsonLine(input: "qwerty", recognition: .noMatch(normalised: "qwerty", closest: nil))
        #expect(line == #"{"input": "qwerty", "intent": null, "slots": {}, "matched": null}"#)
    }

    @Test func escapesControlCharacters() {
        #expect(JSONText.quoted("a\\b\n\u{01}") == #""a\\b\n\u0001""#)
    }

    @Test func plainTextShowsSlotsAndHints() {
        #expect(ParseOutput.plainLine(input: "x", recognition: .match(intent: "StartShift", slots: [:], matched: "start my shift")) == "StartShift  (matched \"start my shift\")")
        #expect(ParseOutput.plainLine(input: "x", recognition: .noMatch(normalised: "start my", closest: "start my shift")) == "no match (did you mean \"start my shift\"?)")
    }
}
