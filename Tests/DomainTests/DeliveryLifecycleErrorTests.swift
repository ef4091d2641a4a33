import Domain
import Testing

@Suite struct DeliveryLifecycleErrorTests {
    @Test func everyRefusalHasItsOwnSentence() {
        let cases: [DeliveryLifecycleError] = [
            .noShiftRunning, .shiftPaused, .skippedStep, .repeatedEvent(.pickedUp), .repeatedEvent(.delivered),
            .alreadyFinished(.delivered), .alreadyFinished(.cancelled), .shiftEnded, .orphaned, .deliveryNotFound,
        ]
        #expect(Set(cases.map(\.sentence)).count == cases.count)
        #expect(cases.allSatisfy { $0.sentence.hasSuffix(".") && !$0.sentence.contains(where: \.isNumber) })
    }

    @Test func aSkippedStepSaysWhatIsMissing() {
        #expect(DeliveryLifecycleError.skippedStep.sentence == "That order hasn't been picked up yet.")
    }
}
