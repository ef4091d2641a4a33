import Domain
import Intents
import Persistence
import Services
import Testing
import TestSupport

@Suite struct IntentLifecycleServiceTests {
    private let store: TestStore
    private let intents: IntentLifecycleService

    init() throws {
        UTCTimeZone.apply()
        store = try TestStore()
        intents = IntentLifecycleService(connection: store.connection, logger: store.log.logger)
    }

    @discardableResult
    private func perform(_ intent: LifecycleIntent, _ minute: Int64) throws -> IntentConfirmation {
        try intents.perform(intent, at: .minute(minute))
    }

    @Test func startingAShiftConfirmsTheRecordedTime() throws {
        let confirmation = try perform(.startShift, 2)
        #expect(confirmation.sentence == "Shift started at 9:02 AM.")
        #expect(try store.shifts.activeShift()?.startedAt == .minute(2))
    }

    @Test func shiftRefusalsPassThroughUnchanged() throws {
        #expect(throws: ShiftLifecycleError.noShiftRunning) { try perform(.endShift, 1) }
        #expect(throws: ShiftLifecycleError.noShiftRunning) { try perform(.pauseShift, 1) }
        try perform(.startShift, 2)
        #expect(throws: ShiftLifecycleError.shiftAlreadyRunning(startedAt: .minute(2))) { try perform(.startShift, 3) }
        #expect(throws: ShiftLifecycleError.notPaused) { try perform(.resumeShift, 4) }
        #expect(throws: ShiftLifecycleError.notParked) { try perform(.driveAgain, 4) }
    }

    @Test func deliveryRefusalsPassThroughUnchanged() throws {
        #expect(throws: DeliveryLifecycleError.noShiftRunning) { try perform(.startDelivery, 1) }
        try perform(.startShift, 2)
        try perform(.pauseShift, 3)
        #expect(throws: DeliveryLifecycleError.shiftPaused) { try perform(.startDelivery, 4) }
        #expect(try store.count("deliveries") == 0)
    }

    @Test func aStepWithNoDeliveryInProgressIsRefused() throws {
        try perform(.startShift, 0)
        #expect(throws: IntentLifecycleError.noDeliveryInProgress) { try perform(.recordDeliveryEvent(nil), 1) }
        #expect(throws: IntentLifecycleError.noDeliveryInProgress) {
            try perform(.recordDeliveryEvent(.pickedUp), 1)
        }
    }

    @Test func aStepWithSeveralDeliveriesInProgressRecordsNothingAndNamesTheCount() throws {
        try perform(.startShift, 0)
        try perform(.startDelivery, 1)
        try perform(.startDelivery, 2)
        try perform(.startDelivery, 3)
        let all = [1, 2, 3].map { DeliveryChoice(number: $0, step: .pickedUp) }
        #expect(throws: IntentLifecycleError.severalDeliveriesInProgress(count: 3, choices: all)) {
            try perform(.recordDeliveryEvent(.pickedUp), 4)
        }
        #expect(try store.count("deliveries", where: "picked_up_at IS NOT NULL") == 0)
        let sentence = IntentLifecycleError.severalDeliveriesInProgress(count: 3, choices: all).sentence
        #expect(sentence == "3 deliveries are in progress, so nothing was recorded. Say which one: :pickup 1, :pickup 2 or :pickup 3.")
    }

    @Test func theHintNamesOnlyTheDeliveriesWhoseNextStepWasAskedFor() throws {
        try perform(.startShift, 0)
        try perform(.startDelivery, 1)
        try perform(.startDelivery, 2)
        _ = try ScreenActions(connection: store.connection, logger: .silent).pickUp(number: 2, at: .minute(3))
        #expect(throws: IntentLifecycleError.severalDeliveriesInProgress(
            count: 2, choices: [DeliveryChoice(number: 1, step: .pickedUp)])) {
            try perform(.recordDeliveryEvent(.pickedUp), 4)
        }
        #expect(throws: IntentLifecycleError.severalDeliveriesInProgress(
            count: 2, choices: [DeliveryChoice(number: 2, step: .delivered)])) {
            try perform(.recordDeliveryEvent(.delivered), 4)
        }
        let either = IntentLifecycleError.severalDeliveriesInProgress(
            count: 2, choices: [DeliveryChoice(number: 1, step: .pickedUp), DeliveryChoice(number: 2, step: .delivered)])
        #expect(throws: either) { try perform(.recordDeliveryEvent(nil), 4) }
        #expect(either.sentence(commandPrefix: "dashpilot ").hasSuffix("Say which one: dashpilot pickup 1 or dashpilot deliver 2."))
    }

    @Test func withOneDeliveryTheStepRecordedIsItsNextOne() throws {
        try perform(.startShift, 0)
        try perform(.startDelivery, 1)
        let pickedUp = try perform(.recordDeliveryEvent(nil), 10)
        #expect(pickedUp.sentence == "Picked up at 9:10 AM. 1 delivery in progress.")
        let delivered = try perform(.recordDeliveryEvent(nil), 25)
        #expect(delivered.sentence == "Delivered at 9:25 AM. No deliveries in progress.")
        let delivery = try #require(try store.deliveries.deliveries(forShift: 1).first)
        #expect(delivery.pickedUpAt == .minute(10) && delivery.deliveredAt == .minute(25))
    }

    @Test func aNamedStepThatIsNotNextGetsTheDeliverysOwnRefusal() throws {
        try perform(.startShift, 0)
        try perform(.startDelivery, 1)
        #expect(throws: DeliveryLifecycleError.skippedStep) { try perform(.recordDeliveryEvent(.delivered), 2) }
        try perform(.recordDeliveryEvent(.pickedUp), 3)
        #expect(throws: DeliveryLifecycleError.repeatedEvent(.pickedUp)) {
            try perform(.recordDeliveryEvent(.pickedUp), 4)
        }
        #expect(try store.deliveries.activeDeliveries().first?.state == .pickedUp)
    }

    @Test func parkingReadsNoDeliveryInEitherDirection() throws {
        try perform(.startShift, 0)
        try perform(.startDelivery, 1)
        try perform(.startDelivery, 2)
        #expect(try perform(.parkVehicle, 3).sentence == "Parked at 9:03 AM.")
        #expect(try perform(.driveAgain, 8).sentence == "Driving again at 9:08 AM.")
        #expect(try store.deliveries.activeDeliveries().allSatisfy { $0.state == .accepted })
    }

    @Test func endingConfirmsLengthAndCompletedDeliveries() throws {
        try perform(.startShift, 2)
        try perform(.startDelivery, 10)
        try perform(.recordDeliveryEvent(nil), 20)
        try perform(.recordDeliveryEvent(nil), 30)
        let ended = try perform(.endShift, 480)
        #expect(ended.sentence == "Shift ended at 5:00 PM after 7 h 58 min, 1 delivery.")
    }

    @Test func endingRefusedWhileADeliveryIsActiveLeavesTheShiftRunning() throws {
        try perform(.startShift, 0)
        try perform(.startDelivery, 1)
        #expect(throws: ShiftLifecycleError.deliveriesInProgress(count: 1)) { try perform(.endShift, 2) }
        #expect(try store.shifts.activeShift() != nil)
    }

    @Test func resumingSaysHowLongTheBreakWas() throws {
        try perform(.startShift, 0)
        #expect(try perform(.pauseShift, 60).sentence == "Break started at 10:00 AM.")
        #expect(try perform(.resumeShift, 90).sentence == "Back on shift at 10:30 AM after a 30 min break.")
    }

    @Test func aBackwardsClockIsConfirmedAtTheInstantTheStoreHolds() throws {
        try perform(.startShift, 10)
        let parked = try perform(.parkVehicle, 5)
        #expect(parked.recordedAt == .minute(10))
        #expect(parked.sentence == "Parked at 9:10 AM.")
    }

    @Test func statusReadsTheDayFromTheStore() throws {
        #expect(try intents.status(asOf: .minute(0)).sentence == "No shift is running.")
        try perform(.startShift, 0)
        try perform(.startDelivery, 5)
        try perform(.pauseShift, 10)
        // Another connection, as another process would, changes the store; the status follows it.
        let other = IntentLifecycleService(connection: try store.openAnother(), logger: store.log.logger)
        _ = try other.perform(.parkVehicle, at: .minute(11))
        let status = try intents.status(asOf: .minute(134))
        #expect(status.sentence == "On shift since 9:00 AM, 2 h 14 min. On a break. Parked. 1 delivery in progress.")
    }
}
