import Domain
import Testing
import TestSupport

@Suite struct DeliveryTests {
    private func delivery(pickedUp: Int64? = nil, delivered: Int64? = nil, cancelled: Int64? = nil) -> Delivery {
        Delivery(
            id: 1, shiftID: 1, offerID: 1, acceptedAt: .minute(0), pickedUpAt: pickedUp.map(Instant.minute),
            deliveredAt: delivered.map(Instant.minute), cancelledAt: cancelled.map(Instant.minute))
    }

    @Test func stateIsDerivedFromWhichTimestampsExist() {
        #expect(delivery().state == .accepted)
        #expect(delivery(pickedUp: 5).state == .pickedUp)
        #expect(delivery(pickedUp: 5, delivered: 20).state == .delivered)
        #expect(delivery(pickedUp: 5, cancelled: 8).state == .cancelled)
        #expect(delivery(cancelled: 8).state == .cancelled)
    }

    @Test func onlyDeliveredAndCancelledAreTerminal() {
        #expect(delivery().isActive && delivery(pickedUp: 5).isActive)
        #expect(!delivery(pickedUp: 5, delivered: 20).isActive && !delivery(cancelled: 1).isActive)
    }

    @Test func nextEventFollowsTheLifecycle() {
        #expect(delivery().nextEvent == .pickedUp)
        #expect(delivery(pickedUp: 5).nextEvent == .delivered)
        #expect(delivery(pickedUp: 5, delivered: 9).nextEvent == nil)
        #expect(delivery(cancelled: 9).nextEvent == nil)
    }

    @Test func intervalsAreDerivedFromTheTimestamps() {
        let done = delivery(pickedUp: 5, delivered: 20)
        #expect(done.waitInterval == .seconds(5 * 60))
        #expect(done.dropOffInterval == .seconds(15 * 60))
        #expect(delivery().waitInterval == nil)
        #expect(delivery(pickedUp: 5).dropOffInterval == nil)
    }

    @Test func refusesASkippedStepARepeatAndAnythingAfterTheEnd() {
        #expect(delivery().refusal(of: .pickedUp) == nil)
        #expect(delivery(pickedUp: 5).refusal(of: .delivered) == nil)
        #expect(delivery().refusal(of: .delivered) == .skippedStep)
        #expect(delivery(pickedUp: 5).refusal(of: .pickedUp) == .repeatedEvent(.pickedUp))
        #expect(delivery(pickedUp: 5, delivered: 9).refusal(of: .delivered) == .repeatedEvent(.delivered))
        #expect(delivery(pickedUp: 5, delivered: 9).refusal(of: .pickedUp) == .alreadyFinished(.delivered))
        #expect(delivery(cancelled: 3).refusal(of: .pickedUp) == .alreadyFinished(.cancelled))
    }

    @Test func cancellingIsAllowedOnlyBeforeTheEnd() {
        #expect(delivery().refusalToCancel == nil)
        #expect(delivery(pickedUp: 5).refusalToCancel == nil)
        #expect(delivery(pickedUp: 5, delivered: 9).refusalToCancel == .alreadyFinished(.delivered))
        #expect(delivery(cancelled: 3).refusalToCancel == .alreadyFinished(.cancelled))
    }
}
