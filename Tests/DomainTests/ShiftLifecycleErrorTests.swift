import Domain
import Testing
import TestSupport

@Suite struct ShiftLifecycleErrorTests {
    @Test func alreadyRunningSaysWhenTheShiftStarted() {
        UTCTimeZone.apply()
        #expect(
            ShiftLifecycleError.shiftAlreadyRunning(startedAt: .minute(2)).sentence
                == "A shift is already running. It started at 9:02 AM.")
    }

    @Test func deliveriesInProgressIsPluralised() {
        #expect(
            ShiftLifecycleError.deliveriesInProgress(count: 1).sentence
                == "1 delivery is still in progress, so the shift was not ended.")
        #expect(
            ShiftLifecycleError.deliveriesInProgress(count: 2).sentence
                == "2 deliveries are still in progress, so the shift was not ended.")
    }

    @Test func everyRefusalHasItsOwnSentence() {
        let cases: [ShiftLifecycleError] = [
            .noShiftRunning, .alreadyPaused, .notPaused, .alreadyParked, .notParked, .shiftStillRunning, .shiftNotFound,
        ]
        #expect(Set(cases.map(\.sentence)).count == cases.count)
        #expect(cases.allSatisfy { $0.sentence.hasSuffix(".") })
    }
}
