import Domain
import Testing
import TestSupport

/// The rule for moving a finished shift's end, as a pure value: one case per reason it refuses.
@Suite struct ShiftEndCorrectionTests {
    /// 9:00 to 17:00, a break 12:00-12:30, parked 13:00-13:10; deliveries up to 15:00; next shift at 18:00.
    private let shift = Shift(
        id: 7, startedAt: .minute(0), endedAt: .minute(480),
        pauses: [Pause(id: 1, startedAt: .minute(180), endedAt: .minute(210))],
        parkedPeriods: [ParkedPeriod(id: 2, startedAt: .minute(240), endedAt: .minute(250))])

    init() { UTCTimeZone.apply() }

    private func correction(
        _ proposed: Instant, of shift: Shift? = nil, latestDelivery: Instant? = .minute(360),
        next: Instant? = .minute(540), now: Instant = .minute(600)
    ) throws(ShiftEndCorrectionError) -> ShiftEndCorrection {
        try ShiftEndCorrection(
            shift: shift ?? self.shift, proposedEnd: proposed, latestDeliveryInstant: latestDelivery,
            nextShiftStart: next, now: now)
    }

    @Test func anEarlierEndAfterEverythingRecordedConstructs() throws {
        let moved = try correction(.minute(400))
        #expect(moved.recordedEnd == .minute(480) && moved.correctedEnd == .minute(400) && moved.movesEarlier)
        #expect(moved.checkSentence == "The shift's end would move from 5:00 PM to 3:40 PM.")
        #expect(moved.doneSentence == "The shift's end moved from 5:00 PM to 3:40 PM.")
    }

    @Test func aLaterEndBeforeTheNextShiftConstructsAndDoesNotMoveEarlier() throws {
        let moved = try correction(.minute(540))
        #expect(moved.correctedEnd == .minute(540) && !moved.movesEarlier)
    }

    @Test func theEndCanMeetTheLastDeliveryStepAndTheBreaksEnd() throws {
        #expect(try correction(.minute(360)).correctedEnd == .minute(360))
        #expect(try correction(.minute(250), latestDelivery: nil).correctedEnd == .minute(250))
    }

    @Test func aRunningShiftIsRefused() {
        var running = shift
        running.endedAt = nil
        #expect(throws: ShiftEndCorrectionError.shiftRunning) { try correction(.minute(400), of: running) }
    }

    @Test func anEndInTheFutureIsRefused() {
        #expect(throws: ShiftEndCorrectionError.inFuture(.minute(601))) {
            try correction(.minute(601), next: nil, now: .minute(600))
        }
    }

    @Test func anEndBeforeTheStartIsRefused() {
        #expect(throws: ShiftEndCorrectionError.beforeStart(.minute(0))) { try correction(.minute(-1)) }
    }

    @Test func anEndAfterTheNextShiftStartedIsRefused() {
        #expect(throws: ShiftEndCorrectionError.afterNextShift(.minute(540))) { try correction(.minute(541)) }
    }

    @Test func anEndInsideABreakIsRefused() {
        #expect(throws: ShiftEndCorrectionError.insidePause(shift.pauses[0])) { try correction(.minute(200)) }
    }

    @Test func anEndBeforeABreakEndedIsRefused() {
        #expect(throws: ShiftEndCorrectionError.beforePauseEnd(shift.pauses[0])) { try correction(.minute(100)) }
    }

    @Test func anEndBeforeAParkedPeriodEndedIsRefused() {
        #expect(throws: ShiftEndCorrectionError.beforeParkedEnd(shift.parkedPeriods[0])) {
            try correction(.minute(245), latestDelivery: nil)
        }
    }

    @Test func anEndBeforeADeliverysLastEventIsRefused() {
        #expect(throws: ShiftEndCorrectionError.beforeDeliveryEvent(.minute(360))) { try correction(.minute(300)) }
    }

    @Test func theSameEndIsRefusedAsNoChange() {
        #expect(throws: ShiftEndCorrectionError.unchanged(.minute(480))) { try correction(.minute(480)) }
    }

    @Test func eachRefusalIsOneSentenceNamingTheTimeInTheWay() {
        UTCTimeZone.apply()
        #expect(ShiftEndCorrectionError.insidePause(shift.pauses[0]).sentence
            == "That is inside the break from 12:00 PM to 12:30 PM, so the shift's end was not changed.")
        #expect(ShiftEndCorrectionError.beforeDeliveryEvent(.minute(360)).sentence
            == "A delivery was recorded at 3:00 PM, so the shift cannot end before that; its end was not changed.")
        #expect(ShiftEndCorrectionError.afterNextShift(.minute(540)).sentence
            == "The next shift started at Mon 30 Nov 6:00 PM, so this one cannot end after that; its end was not changed.")
    }
}
