import Testing
import Command

@Suite struct MacroRunSummaryTests {
    @Test func saysWhatWasAndWasNotDone() {
        #expect(MacroRunSummary.stoppedSentence(macroName: "heading home", steps: ["I'm parked", "end my shift", "go"], completedCount: 1)
            == "Heading home stopped after 1 of 3 steps. Done: “I'm parked”. Not done: “end my shift”, “go”.")
    }

    @Test func firstStepRefused() {
        #expect(MacroRunSummary.stoppedSentence(macroName: "lunch", steps: ["pause my shift"], completedCount: 0)
            == "Lunch stopped after 0 of 1 step. Nothing was done. Not done: “pause my shift”.")
    }
}
