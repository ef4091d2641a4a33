import Command
import Domain
import Testing

@Suite struct RunStepTests {
    @Test func linesBecomeStepsAtTheirOwnInstantsAndBlankLinesAreNone() {
        let steps = RunStep.steps(
            of: [.text("2026-11-30T09:02:11Z start my shift"), .text("   "), .text("new order"), .problem(.invalidUTF8)],
            readAt: Instant(millisecondsSinceEpoch: 5))
        #expect(steps.count == 3)
        #expect(steps[0] == .sentence("start my shift", input: "2026-11-30T09:02:11Z start my shift", at: Instant(millisecondsSinceEpoch: 1_796_029_331_000)))
        #expect(steps[1] == .sentence("new order", input: "new order", at: Instant(millisecondsSinceEpoch: 5)))
        #expect(steps[2] == .unreadable(.inputError(InputProblem.invalidUTF8.sentence, input: nil, at: Instant(millisecondsSinceEpoch: 5))))
    }
}
