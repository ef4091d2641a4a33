import Domain
import Intents
import Persistence
import Services
import Testing
import TestSupport

/// A stated instant that a rule moved forward is said to have been moved, and why.
@Suite struct MovedInstantTests {
    private let store: TestStore
    private let intents: IntentLifecycleService
    private let actions: ScreenActions

    init() throws {
        UTCTimeZone.apply()
        store = try TestStore()
        intents = IntentLifecycleService(connection: store.connection, logger: store.log.logger)
        actions = ScreenActions(connection: store.connection, logger: store.log.logger)
    }

    @Test func aBackdatedPickupSaysWhenItWasRecordedAndWhy() throws {
        _ = try intents.perform(.startShift, at: .minute(0))
        _ = try intents.perform(.startDelivery, at: .minute(497))  // 5:17 PM
        let stated = Instant.minute(221)  // 12:41 PM
        let confirmation = try intents.perform(.recordDeliveryEvent(nil), at: stated)
        #expect(confirmation.recordedAt == .minute(497))
        #expect(confirmation.sentence(stated: stated)
            == "Picked up at 5:17 PM, not 12:41 PM: the order was accepted at 5:17 PM. 1 delivery in progress.")
        // Read from the clock, the same move is a backwards slip and the reply stays as it was.
        #expect(confirmation.sentence(stated: nil) == "Picked up at 5:17 PM. 1 delivery in progress.")
    }

    @Test func aBackdatedDropOffNamesThePickup() throws {
        _ = try intents.perform(.startShift, at: .minute(0))
        _ = try intents.perform(.startDelivery, at: .minute(10))
        _ = try actions.pickUp(number: 1, at: .minute(60))
        let confirmation = try actions.deliver(number: 1, at: .minute(30))
        #expect(confirmation.sentence(stated: .minute(30))
            == "Delivered at 10:00 AM, not 9:30 AM: it was picked up at 10:00 AM. No deliveries in progress.")
    }

    @Test func aBackdatedShiftChangeNamesTheShiftsLastChange() throws {
        _ = try intents.perform(.startShift, at: .minute(0))
        _ = try intents.perform(.parkVehicle, at: .minute(50))
        let confirmation = try intents.perform(.driveAgain, at: .minute(40))
        #expect(confirmation.sentence(stated: .minute(40))
            == "Driving again at 9:50 AM, not 9:40 AM: the last change to the shift was at 9:50 AM.")
        let ended = try intents.perform(.endShift, at: .minute(-30))
        #expect(ended.sentence(stated: .minute(-30)).hasSuffix(", not 8:30 AM: the last change to the shift was at 9:50 AM."))
    }

    @Test func anInstantRecordedAsStatedIsNotNoted() throws {
        _ = try intents.perform(.startShift, at: .minute(0))
        let confirmation = try intents.perform(.parkVehicle, at: .minute(5))
        #expect(confirmation.movedBecause == nil)
        #expect(confirmation.sentence(stated: .minute(5)) == "Parked at 9:05 AM.")
    }
}
