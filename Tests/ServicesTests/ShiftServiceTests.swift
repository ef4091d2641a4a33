import Domain
import Persistence
import Services
import Testing
import TestSupport

@Suite struct ShiftServiceTests {
    private let store: TestStore
    private var shifts: ShiftService { store.shifts }

    init() throws {
        store = try TestStore()
    }

    @Test func aStartedShiftIsReadBackAsTheActiveOne() throws {
        let started = try shifts.startShift(at: .minute(0))
        #expect(try shifts.activeShift() == started)
        #expect(started.startedAt == .minute(0) && started.isRunning)
    }

    @Test func startingWhileOneRunsIsRefusedWithItsStart() throws {
        try shifts.startShift(at: .minute(2))
        #expect(throws: ShiftLifecycleError.shiftAlreadyRunning(startedAt: .minute(2))) {
            try shifts.startShift(at: .minute(30))
        }
        #expect(try store.count("shifts") == 1)
    }

    @Test func endingWithNoShiftRunningIsRefused() throws {
        #expect(throws: ShiftLifecycleError.noShiftRunning) { try shifts.endActiveShift(at: .minute(5)) }
    }

    @Test func endingWithActiveDeliveriesIsRefusedWithTheirCount() throws {
        try shifts.startShift(at: .minute(0))
        let first = try store.deliveries.startDelivery(at: .minute(1))
        #expect(throws: ShiftLifecycleError.deliveriesInProgress(count: 1)) { try shifts.endActiveShift(at: .minute(9)) }
        try store.deliveries.startDelivery(at: .minute(2))
        #expect(throws: ShiftLifecycleError.deliveriesInProgress(count: 2)) { try shifts.endActiveShift(at: .minute(9)) }
        #expect(try shifts.activeShift()?.isRunning == true)
        try store.deliveries.cancelDelivery(first.id, at: .minute(3))
        #expect(throws: ShiftLifecycleError.deliveriesInProgress(count: 1)) { try shifts.endActiveShift(at: .minute(9)) }
    }

    @Test func endingRecordsTheEndAndNoShiftIsRunningAfterwards() throws {
        try shifts.startShift(at: .minute(0))
        let ended = try shifts.endActiveShift(at: .minute(480))
        #expect(ended.endedAt == .minute(480))
        #expect(try shifts.activeShift() == nil)
        #expect(try shifts.startShift(at: .minute(500)).startedAt == .minute(500))
    }

    @Test func pauseAndResumeRecordABreak() throws {
        try shifts.startShift(at: .minute(0))
        #expect(try shifts.pauseActiveShift(at: .minute(60)).isPaused)
        let resumed = try shifts.resumeActiveShift(at: .minute(75))
        #expect(resumed.pauses == [Pause(id: resumed.pauses[0].id, startedAt: .minute(60), endedAt: .minute(75))])
        #expect(resumed.activeTime(asOf: .minute(120)) == .seconds(105 * 60))
    }

    @Test func eachPeriodStepReturnsTheShiftAsTheStoreThenHoldsIt() throws {
        try shifts.startShift(at: .minute(0))
        let steps: [() throws -> Shift] = [
            { try shifts.pauseActiveShift(at: .minute(10)) },
            { try shifts.parkVehicle(at: .minute(12)) },
            { try shifts.resumeActiveShift(at: .minute(20)) },
            // The clock went back: recorded at 20, the same instant as the resume.
            { try shifts.driveAgain(at: .minute(15)) },
            { try shifts.pauseActiveShift(at: .minute(15)) },
            { try shifts.resumeActiveShift(at: .minute(30)) },
            { try shifts.parkVehicle(at: .minute(30)) },
        ]
        for step in steps {
            let returned = try step()
            #expect(try shifts.activeShift() == returned)
        }
        let held = try #require(try shifts.activeShift())
        #expect(held.pauses.map(\.startedAt) == [.minute(10), .minute(20)])
        #expect(held.parkedPeriods.map(\.endedAt) == [.minute(20), nil])
    }

    @Test func pausingTwiceOrResumingWhenNotPausedIsRefused() throws {
        try shifts.startShift(at: .minute(0))
        #expect(throws: ShiftLifecycleError.notPaused) { try shifts.resumeActiveShift(at: .minute(5)) }
        try shifts.pauseActiveShift(at: .minute(10))
        #expect(throws: ShiftLifecycleError.alreadyPaused) { try shifts.pauseActiveShift(at: .minute(11)) }
        #expect(try store.count("pauses") == 1)
    }

    @Test func pauseResumeParkAndDriveNeedARunningShift() throws {
        #expect(throws: ShiftLifecycleError.noShiftRunning) { try shifts.pauseActiveShift(at: .minute(1)) }
        #expect(throws: ShiftLifecycleError.noShiftRunning) { try shifts.resumeActiveShift(at: .minute(1)) }
        #expect(throws: ShiftLifecycleError.noShiftRunning) { try shifts.parkVehicle(at: .minute(1)) }
        #expect(throws: ShiftLifecycleError.noShiftRunning) { try shifts.driveAgain(at: .minute(1)) }
    }

    @Test func endingAPausedShiftClosesThePauseAtTheSameInstant() throws {
        try shifts.startShift(at: .minute(0))
        try shifts.pauseActiveShift(at: .minute(30))
        let ended = try shifts.endActiveShift(at: .minute(45))
        #expect(ended.pauses.map(\.endedAt) == [.minute(45)])
        #expect(!ended.isPaused)
    }

    @Test func parkingHasTheSameShapeAndIgnoresDeliveries() throws {
        try shifts.startShift(at: .minute(0))
        #expect(throws: ShiftLifecycleError.notParked) { try shifts.driveAgain(at: .minute(1)) }
        try store.deliveries.startDelivery(at: .minute(2))
        try store.deliveries.startDelivery(at: .minute(3))
        #expect(try shifts.parkVehicle(at: .minute(5)).isParked)
        #expect(throws: ShiftLifecycleError.alreadyParked) { try shifts.parkVehicle(at: .minute(6)) }
        let driving = try shifts.driveAgain(at: .minute(9))
        #expect(!driving.isParked && driving.parkedPeriods.map(\.endedAt) == [.minute(9)])
    }

    @Test func endingWhileParkedClosesTheParkedPeriod() throws {
        try shifts.startShift(at: .minute(0))
        try shifts.parkVehicle(at: .minute(20))
        let ended = try shifts.endActiveShift(at: .minute(40))
        #expect(ended.parkedPeriods.map(\.endedAt) == [.minute(40)])
        #expect(try store.count("parked_periods", where: "ended_at IS NULL") == 0)
    }

    @Test func anEndBeforeTheLastRecordedInstantIsClampedAndLogged() throws {
        try shifts.startShift(at: .minute(60))
        try shifts.pauseActiveShift(at: .minute(70))
        let resumed = try shifts.resumeActiveShift(at: .minute(65))
        #expect(resumed.pauses[0].endedAt == .minute(70))
        let ended = try shifts.endActiveShift(at: .minute(10))
        #expect(ended.endedAt == .minute(70))
        #expect(ended.elapsed(asOf: .minute(0)) == .seconds(10 * 60))
        #expect(store.log.warnings.count == 2)
    }

    @Test func anEndIsNotPlacedBeforeTheShiftsLastDeliveryEvent() throws {
        try shifts.startShift(at: .minute(0))
        let delivery = try store.deliveries.startDelivery(at: .minute(5))
        try store.deliveries.cancelDelivery(delivery.id, at: .minute(30))
        #expect(try shifts.endActiveShift(at: .minute(20)).endedAt == .minute(30))
        #expect(store.log.warnings.count == 1)
    }

    @Test func aStartBeforeThePreviousShiftsEndIsClampedAndLogged() throws {
        try shifts.startShift(at: .minute(0))
        try shifts.endActiveShift(at: .minute(100))
        #expect(try shifts.startShift(at: .minute(90)).startedAt == .minute(100))
        #expect(store.log.warnings.count == 1)
    }

    @Test func aDamagedStoreWithTwoUnfinishedShiftsReportsTheLatestAndRefusesAnother() throws {
        try store.connection.run("INSERT INTO shifts (started_at) VALUES (?)", .instant(.minute(0)))
        try store.connection.run("INSERT INTO shifts (started_at) VALUES (?)", .instant(.minute(30)))
        #expect(try shifts.activeShift()?.startedAt == .minute(30))
        #expect(store.log.faults.count == 1)
        #expect(throws: ShiftLifecycleError.shiftAlreadyRunning(startedAt: .minute(30))) {
            try shifts.startShift(at: .minute(40))
        }
        #expect(try store.count("shifts") == 2)
        #expect(store.log.faults.count == 2)
    }

    @Test func aNewConnectionFindsTheRunningShiftWithItsOriginalStart() throws {
        let started = try shifts.startShift(at: .minute(3))
        try shifts.pauseActiveShift(at: .minute(20))
        let relaunched = ShiftService(connection: try store.openAnother(), logger: store.log.logger)
        #expect(try relaunched.activeShift() == started.with(pauses: try shifts.activeShift()?.pauses ?? []))
        #expect(try relaunched.activeShift()?.isPaused == true)
    }

    @Test func deletingACompletedShiftDeletesEverythingItHoldsAndNothingElse() throws {
        let kept = try shifts.startShift(at: .minute(0))
        let early = try store.deliveries.startDelivery(at: .minute(1))
        try store.deliveries.cancelDelivery(early.id, at: .minute(2))
        try shifts.endActiveShift(at: .minute(10))
        let doomed = try shifts.startShift(at: .minute(20))
        try shifts.pauseActiveShift(at: .minute(21))
        try shifts.resumeActiveShift(at: .minute(22))
        try shifts.parkVehicle(at: .minute(23))
        let delivery = try store.deliveries.startDelivery(at: .minute(24))
        try store.deliveries.markPickedUp(delivery.id, at: .minute(25))
        try store.deliveries.markDelivered(delivery.id, at: .minute(26))
        try shifts.endActiveShift(at: .minute(30))
        try shifts.deleteCompletedShift(id: doomed.id)
        #expect(try shifts.recentShifts(limit: 10).map(\.id) == [kept.id])
        #expect(try store.count("pauses") == 0 && store.count("parked_periods") == 0)
        #expect(try store.count("offers") == 1 && store.count("deliveries") == 1)
    }

    @Test func deletingTheRunningShiftOrAMissingOneIsRefused() throws {
        let running = try shifts.startShift(at: .minute(0))
        #expect(throws: ShiftLifecycleError.shiftStillRunning) { try shifts.deleteCompletedShift(id: running.id) }
        #expect(throws: ShiftLifecycleError.shiftNotFound) { try shifts.deleteCompletedShift(id: running.id + 1) }
        #expect(try store.count("shifts") == 1)
    }

    @Test func aGrossAmountCanBeRecordedOnAFinishedShift() throws {
        let shift = try shifts.startShift(at: .minute(0))
        try shifts.endActiveShift(at: .minute(60))
        let amount = try MoneyInput.parse("$84.20")
        #expect(try shifts.recordGrossAmount(amount, onShift: shift.id).grossAmount == amount)
        #expect(try shifts.shift(id: shift.id)?.grossAmount == amount)
        #expect(throws: ShiftLifecycleError.shiftNotFound) { try shifts.recordGrossAmount(amount, onShift: shift.id + 9) }
    }

    @Test func aFailedEndRollsBackTheClosedPauseToo() throws {
        try shifts.startShift(at: .minute(0))
        try shifts.pauseActiveShift(at: .minute(5))
        try store.connection.execute(
            "CREATE TRIGGER refuse_end BEFORE UPDATE OF ended_at ON shifts BEGIN SELECT RAISE(ABORT, 'refused'); END")
        #expect(throws: PersistenceError.self) { try shifts.endActiveShift(at: .minute(9)) }
        #expect(try store.count("pauses", where: "ended_at IS NULL") == 1)
        #expect(try shifts.activeShift()?.isPaused == true)
    }

    @Test func recentShiftsAreNewestFirstAndLimited() throws {
        for start in [0, 100, 200] as [Int64] {
            try shifts.startShift(at: .minute(start))
            try shifts.endActiveShift(at: .minute(start + 50))
        }
        #expect(try shifts.recentShifts(limit: 2).map(\.startedAt) == [.minute(200), .minute(100)])
    }
}

extension Shift {
    fileprivate func with(pauses: [Pause]) -> Shift {
        var copy = self
        copy.pauses = pauses
        return copy
    }
}
