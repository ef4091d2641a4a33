import Domain
import Testing
import TestSupport

@Suite struct ShiftTests {
    @Test func elapsedRunsToAsOfWhileRunningAndToTheEndOnceEnded() {
        let running = Shift(id: 1, startedAt: .minute(0))
        #expect(running.elapsed(asOf: .minute(90)) == .seconds(90 * 60))
        let ended = Shift(id: 1, startedAt: .minute(0), endedAt: .minute(60))
        #expect(ended.elapsed(asOf: .minute(90)) == .seconds(60 * 60))
    }

    @Test func elapsedNeverGoesNegativeWhenTheClockIsBehind() {
        let shift = Shift(id: 1, startedAt: .minute(30))
        #expect(shift.elapsed(asOf: .minute(10)) == .zero)
        #expect(shift.activeTime(asOf: .minute(10)) == .zero)
    }

    @Test func activeTimeSubtractsClosedAndOpenPauses() {
        let shift = Shift(
            id: 1, startedAt: .minute(0),
            pauses: [Pause(id: 1, startedAt: .minute(10), endedAt: .minute(25)), Pause(id: 2, startedAt: .minute(50))])
        #expect(shift.activeTime(asOf: .minute(60)) == .seconds(35 * 60))
        #expect(shift.isPaused)
    }

    @Test func parkingDoesNotStopTheClock() {
        let shift = Shift(id: 1, startedAt: .minute(0), parkedPeriods: [ParkedPeriod(id: 1, startedAt: .minute(5))])
        #expect(shift.activeTime(asOf: .minute(60)) == .seconds(60 * 60))
        #expect(shift.isParked)
        #expect(!shift.isPaused)
    }

    @Test func runningMeansNoEndIsRecorded() {
        #expect(Shift(id: 1, startedAt: .minute(0)).isRunning)
        #expect(!Shift(id: 1, startedAt: .minute(0), endedAt: .minute(1)).isRunning)
    }

    @Test func latestRecordedInstantIncludesPeriodEnds() {
        let shift = Shift(
            id: 1, startedAt: .minute(0), pauses: [Pause(id: 1, startedAt: .minute(10), endedAt: .minute(20))],
            parkedPeriods: [ParkedPeriod(id: 1, startedAt: .minute(15))])
        #expect(shift.latestRecordedInstant == .minute(20))
    }
}
