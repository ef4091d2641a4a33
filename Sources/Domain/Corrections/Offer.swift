/// One offer a driver accepted, holding one or more deliveries (stacked orders arrive as one offer).
public struct Offer: Hashable, Sendable, Identifiable {
    public var id: Int64
    public var shiftID: Int64
    public var acceptedAt: Instant
    /// Its deliveries, by acceptance and then id.
    public var deliveries: [Delivery]

    public init(id: Int64, shiftID: Int64, acceptedAt: Instant, deliveries: [Delivery] = []) {
        self.id = id
        self.shiftID = shiftID
        self.acceptedAt = acceptedAt
        self.deliveries = deliveries
    }

    /// The one ordering rule of regrouping: an offer cannot hold a delivery accepted before the offer itself
    /// was, and never one from another shift.
    public func couldHaveContained(_ delivery: Delivery) -> Bool {
        delivery.shiftID == shiftID && acceptedAt <= delivery.acceptedAt
    }
}

extension Delivery {
    /// The one primitive every regrouping is built from: this delivery as a member of `offer`, or the reason
    /// it cannot be. Only membership changes; every instant, the amount and the shift stay as recorded.
    public func move(into offer: Offer) throws(OfferCorrectionError) -> Delivery {
        guard offerID != offer.id else { throw .sameOffer }
        guard shiftID == offer.shiftID else { throw .otherShift }
        guard offer.couldHaveContained(self) else {
            throw .acceptedAfterDelivery(offerAcceptedAt: offer.acceptedAt, deliveryAcceptedAt: acceptedAt)
        }
        var moved = self
        moved.offerID = offer.id
        return moved
    }
}
