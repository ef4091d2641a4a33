/// Why a regrouping of offers was refused, in words a driver can hear.
public enum OfferCorrectionError: SpokenError, Equatable {
    case offerNotFound
    case deliveryNotFound
    case sameOffer
    case otherShift
    /// The destination was accepted after the delivery was, so it could not have held it.
    case acceptedAfterDelivery(offerAcceptedAt: Instant, deliveryAcceptedAt: Instant)
    case alreadyAlone
    case notEmpty(count: Int)
    case noShiftRecorded

    public var sentence: String {
        switch self {
        case .offerNotFound: "There is no such offer, so nothing was changed."
        case .deliveryNotFound: "There is no such delivery, so nothing was changed."
        case .sameOffer: "That delivery is already in that offer, so nothing was changed."
        case .otherShift: "Offers and deliveries of different shifts cannot be regrouped, so nothing was changed."
        case .acceptedAfterDelivery(let offer, let delivery):
            "That offer was accepted at \(LocalTime.clockTime(offer)), after the delivery accepted at "
                + "\(LocalTime.clockTime(delivery)), so nothing was changed."
        case .alreadyAlone: "That delivery is already alone in its offer, so nothing was changed."
        case .notEmpty(let count):
            count == 1
                ? "That offer still holds 1 delivery, so it was not removed."
                : "That offer still holds \(count) deliveries, so it was not removed."
        case .noShiftRecorded: "No shift has been recorded yet."
        }
    }
}
