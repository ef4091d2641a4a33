import Command
import Domain
import Testing
import TestSupport

@Suite struct RunStepTests {
    /// Read ten minutes after the first line's own timestamp.
    let readAt = Instant(millisecondsSinceEpoch: 1_796_029_931_000)

    init() { UTCTimeZone.apply() }

    @Test func linesBecomeStepsAtTheirOwnInstantsAndBlankLinesAreNone() {
        let steps = RunStep.steps(
            of: [.text("2026-11-30T09:02:11Z start my shift"), .text("   "), .text("new order"), .problem(.invalidUTF8)],
            readAt: readAt)
        #expect(steps.count == 3)
        #expect(steps[0] == .sentence("start my shift", input: "2026-11-30T09:02:11Z start my shift", at: Instant(millisecondsSinceEpoch: 1_796_029_331_000), given: true))
        #expect(steps[1] == .sentence("new order", input: "new order", at: readAt))
        #expect(steps[2] == .unreadable(.inputError(InputProblem.invalidUTF8.sentence, input: nil, at: readAt)))
    }

    @Test func aLineStampedLaterThanTheRunIsReadIsAStepThatStopsIt() {
        let steps = RunStep.steps(of: [.text("2026-12-01T09:00:00Z start my shift")], readAt: readAt)
        guard case .unreadable(let reply) = steps.first else {
            Issue.record("a future line became a step")
            return
        }
        #expect(reply.sentence == "The time given, Tue 1 Dec 9:00 AM, is later than now, so nothing was recorded.")
    }
}
