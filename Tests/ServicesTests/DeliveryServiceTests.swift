import Domain
import Persistence
import Services
import Testing
import TestSupport

@Suite struct DeliveryServiceTests {
    private let store: TestStore
    private var deliveries: DeliveryService { store.deliveries }

    init() throws {
        store = try TestStore()
    }

    /// Starts a shift at minute 0 and returns its id.
    @discardableResult
    private func startShift() throws -> Int64 {
        try store.shifts.startShift(at: .minute(0)).id
    }

    @Test func aStartedDeliveryIsAcceptedOnTheRunningShiftInItsOwnOffer() throws {
        let shiftID = try startShift()
        let delivery = try deliveries.startDelivery(at: .minute(5))
        #expect(delivery.state == .accepted && delivery.shiftID == shiftID && delivery.acceptedAt == .minute(5))
        let offers = try store.connection.query("SELECT id, shift_id, accepted_at FROM offers") {
            [$0.int64(at: 0), $0.int64(at: 1), $0.int64(at: 2)]
        }
        #expect(offers == [[delivery.offerID ?? -1, shiftID, Instant.minute(5).millisecondsSinceEpoch]])
        #expect(try deliveries.delivery(id: delivery.id) == delivery)
    }

    @Test func startingWithNoShiftRunningIsRefused() throws {
        #expect(throws: DeliveryLifecycleError.noShiftRunning) { try deliveries.startDelivery(at: .minute(1)) }
        try startShift()
        try store.shifts.endActiveShift(at: .minute(2))
        #expect(throws: DeliveryLifecycleError.noShiftRunning) { try deliveries.startDelivery(at: .minute(3)) }
        #expect(try store.count("deliveries") == 0 && store.count("offers") == 0)
    }

    @Test func startingWhilePausedIsRefusedButAdvancingIsNot() throws {
        try startShift()
        let underway = try deliveries.startDelivery(at: .minute(1))
        try store.shifts.pauseActiveShift(at: .minute(2))
        #expect(throws: DeliveryLifecycleError.shiftPaused) { try deliveries.startDelivery(at: .minute(3)) }
        #expect(try deliveries.markPickedUp(underway.id, at: .minute(4)).state == .pickedUp)
        #expect(try deliveries.markDelivered(underway.id, at: .minute(5)).state == .delivered)
    }

    @Test func parkingDoesNotStopADeliveryFromStarting() throws {
        try startShift()
        try store.shifts.parkVehicle(at: .minute(1))
        #expect(try deliveries.startDelivery(at: .minute(2)).isActive)
    }

    @Test func theLifecycleRunsAcceptedPickedUpDelivered() throws {
        try startShift()
        let accepted = try deliveries.startDelivery(at: .minute(1))
        let pickedUp = try deliveries.markPickedUp(accepted.id, at: .minute(8))
        let delivered = try deliveries.markDelivered(accepted.id, at: .minute(20))
        #expect(pickedUp.pickedUpAt == .minute(8) && pickedUp.nextEvent == .delivered)
        #expect(delivered.state == .delivered && delivered.dropOffInterval == .seconds(12 * 60))
        #expect(try deliveries.activeDeliveries().isEmpty)
    }

    @Test func eachRefusedStepHasItsOwnCase() throws {
        try startShift()
        let first = try deliveries.startDelivery(at: .minute(1))
        #expect(throws: DeliveryLifecycleError.skippedStep) { try deliveries.markDelivered(first.id, at: .minute(2)) }
        try deliveries.markPickedUp(first.id, at: .minute(3))
        #expect(throws: DeliveryLifecycleError.repeatedEvent(.pickedUp)) { try deliveries.markPickedUp(first.id, at: .minute(4)) }
        try deliveries.markDelivered(first.id, at: .minute(5))
        #expect(throws: DeliveryLifecycleError.repeatedEvent(.delivered)) { try deliveries.markDelivered(first.id, at: .minute(6)) }
        #expect(throws: DeliveryLifecycleError.alreadyFinished(.delivered)) { try deliveries.cancelDelivery(first.id, at: .minute(6)) }
        #expect(throws: DeliveryLifecycleError.deliveryNotFound) { try deliveries.markPickedUp(first.id + 50, at: .minute(6)) }
        #expect(try deliveries.delivery(id: first.id)?.cancelledAt == nil)
    }

    @Test func cancellingWorksFromAcceptedOrPickedUpAndEndsTheDelivery() throws {
        try startShift()
        let waiting = try deliveries.startDelivery(at: .minute(1))
        let carried = try deliveries.startDelivery(at: .minute(2))
        try deliveries.markPickedUp(carried.id, at: .minute(3))
        #expect(try deliveries.cancelDelivery(waiting.id, at: .minute(4)).state == .cancelled)
        #expect(try deliveries.cancelDelivery(carried.id, at: .minute(5)).state == .cancelled)
        #expect(throws: DeliveryLifecycleError.alreadyFinished(.cancelled)) { try deliveries.markPickedUp(waiting.id, at: .minute(6)) }
        #expect(throws: DeliveryLifecycleError.alreadyFinished(.cancelled)) { try deliveries.cancelDelivery(carried.id, at: .minute(6)) }
    }

    @Test func stackedDeliveriesAreListedByAcceptanceThenID() throws {
        let shiftID = try startShift()
        let later = try deliveries.startDelivery(at: .minute(9))
        let tiedFirst = try deliveries.startDelivery(at: .minute(4))
        let tiedSecond = try deliveries.startDelivery(at: .minute(4))
        let finished = try deliveries.startDelivery(at: .minute(1))
        try deliveries.cancelDelivery(finished.id, at: .minute(10))
        #expect(try deliveries.activeDeliveries().map(\.id) == [tiedFirst.id, tiedSecond.id, later.id])
        #expect(try deliveries.activeDeliveries(forShift: shiftID).map(\.id) == [tiedFirst.id, tiedSecond.id, later.id])
        #expect(try deliveries.deliveries(forShift: shiftID).map(\.id) == [finished.id, tiedFirst.id, tiedSecond.id, later.id])
    }

    @Test func advancingADeliveryWhoseShiftHasEndedIsRefused() throws {
        try startShift()
        let done = try deliveries.startDelivery(at: .minute(1))
        try deliveries.markPickedUp(done.id, at: .minute(2))
        try deliveries.markDelivered(done.id, at: .minute(3))
        try store.shifts.endActiveShift(at: .minute(4))
        try store.shifts.startShift(at: .minute(5))
        #expect(throws: DeliveryLifecycleError.shiftEnded) { try deliveries.cancelDelivery(done.id, at: .minute(6)) }
        #expect(store.log.faults.isEmpty)
    }

    @Test func anEventBeforeThePreviousOneIsClampedToAZeroLengthInterval() throws {
        try startShift()
        let delivery = try deliveries.startDelivery(at: .minute(10))
        let pickedUp = try deliveries.markPickedUp(delivery.id, at: .minute(7))
        #expect(pickedUp.pickedUpAt == .minute(10) && pickedUp.waitInterval == .zero)
        let delivered = try deliveries.markDelivered(delivery.id, at: .minute(9))
        #expect(delivered.deliveredAt == .minute(10) && delivered.dropOffInterval == .zero)
        #expect(store.log.warnings.count == 2)
    }

    @Test func anAcceptanceBeforeTheShiftStartedIsClampedToTheStart() throws {
        try store.shifts.startShift(at: .minute(30))
        #expect(try deliveries.startDelivery(at: .minute(20)).acceptedAt == .minute(30))
        #expect(store.log.warnings.count == 1)
    }

    @Test func anActiveDeliveryOnAnEndedShiftIsAFaultRefusedAndLeftAsItIs() throws {
        try store.connection.run(
            "INSERT INTO shifts (started_at, ended_at) VALUES (?, ?)", .instant(.minute(0)), .instant(.minute(60)))
        let shiftID = store.connection.lastInsertRowID
        try store.connection.run(
            "INSERT INTO deliveries (shift_id, accepted_at, picked_up_at) VALUES (?, ?, ?)",
            .integer(shiftID), .instant(.minute(10)), .instant(.minute(15)))
        let orphanID = store.connection.lastInsertRowID
        let before = try deliveries.delivery(id: orphanID)
        #expect(throws: DeliveryLifecycleError.orphaned) { try deliveries.markDelivered(orphanID, at: .minute(70)) }
        #expect(throws: DeliveryLifecycleError.orphaned) { try deliveries.cancelDelivery(orphanID, at: .minute(70)) }
        #expect(try deliveries.delivery(id: orphanID) == before)
        #expect(try store.shifts.shift(id: shiftID)?.endedAt == .minute(60))
        #expect(store.log.faults.count == 2)
    }

    @Test func anActiveDeliveryOnNoShiftIsAFaultRefusedAndLeftAsItIs() throws {
        try store.connection.run("INSERT INTO deliveries (accepted_at) VALUES (?)", .instant(.minute(10)))
        let orphanID = store.connection.lastInsertRowID
        #expect(throws: DeliveryLifecycleError.orphaned) { try deliveries.markPickedUp(orphanID, at: .minute(70)) }
        #expect(try deliveries.delivery(id: orphanID)?.pickedUpAt == nil)
        #expect(store.log.faults.count == 1)
    }

    @Test func aGrossAmountCanBeRecordedOnADeliveryOfAFinishedShift() throws {
        try startShift()
        let delivery = try deliveries.startDelivery(at: .minute(1))
        try deliveries.cancelDelivery(delivery.id, at: .minute(2))
        try store.shifts.endActiveShift(at: .minute(3))
        let amount = try MoneyInput.parse("12.5")
        #expect(try deliveries.recordGrossAmount(amount, onDelivery: delivery.id).grossAmount == amount)
        #expect(throws: DeliveryLifecycleError.deliveryNotFound) {
            try deliveries.recordGrossAmount(amount, onDelivery: delivery.id + 1)
        }
    }

    @Test func aFailedStartLeavesNoOfferBehind() throws {
        try startShift()
        try store.connection.execute(
            "CREATE TRIGGER refuse_delivery BEFORE INSERT ON deliveries BEGIN SELECT RAISE(ABORT, 'refused'); END")
        #expect(throws: PersistenceError.self) { try deliveries.startDelivery(at: .minute(1)) }
        #expect(try store.count("offers") == 0)
    }
}
