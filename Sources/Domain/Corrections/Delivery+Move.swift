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
