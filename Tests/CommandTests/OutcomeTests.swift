import Testing
import Command

@Suite struct OutcomeTests {
    @Test func namesAreThoseOfTheJSONProtocol() {
        #expect(Outcome.allCases.map(\.rawValue) == ["performed", "refused", "not_understood", "answered", "error"])
        #expect(InputSource.allCases.map(\.rawValue) == ["repl", "pipe", "say", "macro", "run"])
    }

    @Test func exitCodesOfSay() {
        #expect(Outcome.performed.exitCode.rawValue == 0)
        #expect(Outcome.answered.exitCode.rawValue == 0)
        #expect(Outcome.refused.exitCode.rawValue == 1)
        #expect(Outcome.notUnderstood.exitCode.rawValue == 2)
        #expect(Outcome.error.exitCode.rawValue == 74)
    }
}
