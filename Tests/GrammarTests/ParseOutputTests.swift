import Testing
@testable import Grammar

@Suite struct ParseOutputTests {
    @Test func plainTextShowsSlotsAndHints() {
        #expect(ParseOutput.plainLine(input: "x", recognition: .match(intent: "StartShift", slots: [:], matched: "start my shift")) == "StartShift  (matched \"start my shift\")")
        #expect(ParseOutput.plainLine(input: "x", recognition: .noMatch(normalised: "start my", closest: "start my shift")) == "no match (did you mean \"start my shift\"?)")
    }
}
