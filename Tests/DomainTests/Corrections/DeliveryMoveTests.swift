import Domain
import Testing
import TestSupport

/// The regrouping primitive as a value: membership moves, nothing else, and only into an offer that could
/// have held the delivery.
@Suite struct DeliveryMoveTests {
    private let delivery = Delivery(
        id: 1, shiftID: 3, offerID: 10, acceptedAt: .minute(12), pickedUpAt: .minute(20), deliveredAt: .minute(40),
        grossAmount: Money(minorUnits: 850, currencyCode: "USD"))

    @Test func movingChangesOnlyTheOffer() throws {
        var expected = delivery
        expected.offerID = 11
        #expect(try delivery.move(into: Offer(id: 11, shiftID: 3, acceptedAt: .minute(12))) == expected)
    }

    @Test func anOfferAcceptedLaterAnotherShiftsOrItsOwnIsRefused() {
        #expect(throws: OfferCorrectionError.acceptedAfterDelivery(offerAcceptedAt: .minute(13), deliveryAcceptedAt: .minute(12))) {
            try delivery.move(into: Offer(id: 11, shiftID: 3, acceptedAt: .minute(13)))
        }
        #expect(throws: OfferCorrectionError.otherShift) { try delivery.move(into: Offer(id: 11, shiftID: 4, acceptedAt: .minute(0))) }
        #expect(throws: OfferCorrectionError.sameOffer) { try delivery.move(into: Offer(id: 10, shiftID: 3, acceptedAt: .minute(0))) }
    }
}
