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
