import Domain
import Persistence
import Services
import Testing
import TestSupport

/// Regrouping stacked orders against a real store: membership moves, nothing else does.
@Suite struct OfferCorrectionServiceTests {
    private let store: TestStore
    private let offers: OfferCorrectionService

    init() throws {
        store = try TestStore()
        offers = OfferCorrectionService(connection: store.connection, logger: store.log.logger)
    }

    /// A finished shift with three deliveries accepted at minutes 10, 12 and 20, each in its own offer.
    private func threeOffers() throws -> (shift: Shift, deliveries: [Delivery]) {
        let shift = try store.shifts.startShift(at: .minute(0))
        var made: [Delivery] = []
        for minute: Int64 in [10, 12, 20] {
            let delivery = try store.deliveries.startDelivery(at: .minute(minute))
            try store.deliveries.markPickedUp(delivery.id, at: .minute(minute + 30))
            try store.deliveries.markDelivered(delivery.id, at: .minute(minute + 60))
            made.append(try #require(try store.deliveries.delivery(id: delivery.id)))
        }
        try store.shifts.endActiveShift(at: .minute(120))
        return (shift, made)
    }

    private func rows() throws -> [[Int64?]] {
        try store.connection.query(
            "SELECT id, shift_id, accepted_at, picked_up_at, delivered_at, cancelled_at FROM deliveries ORDER BY id"
        ) { row in (0..<6).map { row.optionalInt64(at: Int32($0)) } }
    }

    @Test func mergeMovesEveryDeliveryIntoTheOtherAndRemovesTheEmptiedOfferOnAFinishedShift() throws {
        let (shift, made) = try threeOffers()
        let before = try rows()
        let listed = try offers.offers(forShift: shift.id)
        let merged = try offers.merge(offer: listed[1].id, into: listed[0].id)
        #expect(merged.deliveries.map(\.id) == [made[0].id, made[1].id])
        #expect(try offers.offers(forShift: shift.id).map(\.id) == [listed[0].id, listed[2].id])
        #expect(try store.count("offers", where: "id = \(listed[1].id)") == 0)
        // Only membership moved: every instant and the shift are as they were, the offer's acceptance too.
        #expect(try rows() == before)
        #expect(merged.acceptedAt == .minute(10))
    }

    @Test func mergeIntoAnOfferAcceptedAfterTheDeliveriesIsRefusedAndChangesNothing() throws {
        let (shift, _) = try threeOffers()
        let listed = try offers.offers(forShift: shift.id)
        #expect(throws: OfferCorrectionError.acceptedAfterDelivery(offerAcceptedAt: .minute(20), deliveryAcceptedAt: .minute(10))) {
            try offers.merge(offer: listed[0].id, into: listed[2].id)
        }
        #expect(try offers.offers(forShift: shift.id) == listed)
    }

    @Test func anOfferCannotBeMergedIntoItself() throws {
        let (shift, _) = try threeOffers()
        let listed = try offers.offers(forShift: shift.id)
        #expect(throws: OfferCorrectionError.sameOffer) { try offers.merge(offer: listed[0].id, into: listed[0].id) }
    }

    @Test func splitGivesADeliveryItsOwnOfferAcceptedWhenItWas() throws {
        let (shift, made) = try threeOffers()
        let listed = try offers.offers(forShift: shift.id)
        try offers.merge(offer: listed[1].id, into: listed[0].id)
        let created = try offers.split(delivery: made[1].id)
        #expect(created.acceptedAt == .minute(12) && created.deliveries.map(\.id) == [made[1].id])
        #expect(try offers.offers(forShift: shift.id).map { $0.deliveries.map(\.id) } == [[made[0].id], [made[1].id], [made[2].id]])
    }

    @Test func splittingADeliveryAlreadyAloneIsRefused() throws {
        let (_, made) = try threeOffers()
        #expect(throws: OfferCorrectionError.alreadyAlone) { try offers.split(delivery: made[0].id) }
        #expect(try store.count("offers") == 3)
    }

    @Test func moveIntoAnEarlierOfferRemovesTheOfferItLeavesEmpty() throws {
        let (shift, made) = try threeOffers()
        let listed = try offers.offers(forShift: shift.id)
        let moved = try offers.move(delivery: made[2].id, into: listed[1].id)
        #expect(moved.removedSource)
        #expect(moved.target.deliveries.map(\.id) == [made[1].id, made[2].id])
        #expect(try store.count("offers") == 2)
    }

    @Test func moveIntoALaterOfferIsRefused() throws {
        let (shift, made) = try threeOffers()
        let listed = try offers.offers(forShift: shift.id)
        #expect(throws: OfferCorrectionError.acceptedAfterDelivery(offerAcceptedAt: .minute(12), deliveryAcceptedAt: .minute(10))) {
            try offers.move(delivery: made[0].id, into: listed[1].id)
        }
        #expect(try offers.offers(forShift: shift.id) == listed)
    }

    @Test func aDeliveryNeverMovesToAnotherShift() throws {
        let (_, made) = try threeOffers()
        let second = try store.shifts.startShift(at: .minute(200))
        _ = try store.deliveries.startDelivery(at: .minute(210))
        let otherOffer = try #require(try offers.offers(forShift: second.id).first)
        #expect(throws: OfferCorrectionError.otherShift) { try offers.move(delivery: made[2].id, into: otherOffer.id) }
        #expect(try store.deliveries.delivery(id: made[2].id)?.shiftID == made[2].shiftID)
    }

    @Test func destinationsOfferedAreExactlyThoseAMoveAccepts() throws {
        let (shift, made) = try threeOffers()
        let listed = try offers.offers(forShift: shift.id)
        for delivery in made {
            let offered = Set(OfferCorrectionService.destinations(for: delivery, among: listed).map(\.id))
            for offer in listed where offer.id != delivery.offerID {
                // Each move is tried in a transaction that is then rolled back, so every try sees the same offers.
                var accepted = false
                _ = try? store.connection.transaction {
                    _ = try offers.move(delivery: delivery.id, into: offer.id)
                    accepted = true
                    throw RolledBack()
                }
                #expect(try offers.offers(forShift: shift.id) == listed)
                #expect(offered.contains(offer.id) == accepted)
            }
        }
    }

    @Test func anEmptyOfferIsRemovedAndOneHoldingDeliveriesIsRefused() throws {
        let (shift, _) = try threeOffers()
        try store.connection.run("INSERT INTO offers (shift_id, accepted_at) VALUES (?, ?)", .integer(shift.id), .instant(.minute(5)))
        let empty = store.connection.lastInsertRowID
        let listed = try offers.offers(forShift: shift.id)
        #expect(throws: OfferCorrectionError.notEmpty(count: 1)) { try offers.removeEmptyOffer(listed[1].id) }
        try offers.removeEmptyOffer(empty)
        #expect(try store.count("offers", where: "id = \(empty)") == 0)
        #expect(try store.count("offers") == 3)
        #expect(store.log.faults.isEmpty)
    }

    @Test func anEmptiedOfferThatStillListsADeliveryIsLeftStandingAndReportedAsAFault() throws {
        let (shift, made) = try threeOffers()
        let listed = try offers.offers(forShift: shift.id)
        // As the merge moves the delivery out, put another one back into the offer it leaves: what the merge
        // fetched says the offer is empty, the store says it is not.
        try store.connection.execute(
            """
            CREATE TEMP TRIGGER refill AFTER UPDATE OF offer_id ON deliveries WHEN OLD.offer_id = \(listed[1].id)
            BEGIN
                INSERT INTO deliveries (shift_id, offer_id, accepted_at) VALUES (OLD.shift_id, OLD.offer_id, OLD.accepted_at);
            END
            """)
        let merged = try offers.merge(offer: listed[1].id, into: listed[0].id)
        #expect(merged.deliveries.map(\.id) == [made[0].id, made[1].id])
        #expect(try store.count("offers", where: "id = \(listed[1].id)") == 1)
        #expect(store.log.faults.count == 1)
        #expect(store.log.faults.first?.contains("left standing") == true)
    }

    @Test func aFailedCorrectionLeavesNothingHalfDone() throws {
        let (shift, made) = try threeOffers()
        let listed = try offers.offers(forShift: shift.id)
        try offers.merge(offer: listed[1].id, into: listed[0].id)
        // Merging offer 1 (deliveries at 10 and 12) into the offer at 20: the first move is refused, so none is made.
        #expect(throws: OfferCorrectionError.self) { try offers.merge(offer: listed[0].id, into: listed[2].id) }
        #expect(try store.deliveries.delivery(id: made[0].id)?.offerID == listed[0].id)
        #expect(try store.deliveries.delivery(id: made[1].id)?.offerID == listed[0].id)
    }
}

private struct RolledBack: Error {}
