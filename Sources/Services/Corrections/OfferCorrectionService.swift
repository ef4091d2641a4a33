import Domain
import Persistence

/// The only place a delivery's offer changes after it was recorded, and the only place an offer is removed.
///
/// Everything is built from one model primitive, `Delivery.move(into:)`, which changes membership and nothing else: no
/// lifecycle instant, amount or acceptance instant is rewritten. Finished shifts may be regrouped (that is
/// where mistakes are noticed); a delivery never leaves its shift. Each correction is one transaction.
public final class OfferCorrectionService {
    private let connection: Connection
    private let logger: Logger

    public init(connection: Connection, logger: Logger) {
        self.connection = connection
        self.logger = logger
    }

    /// The shift's offers, by acceptance, each with its deliveries.
    public func offers(forShift shiftID: Int64) throws -> [Offer] {
        try connection.readTransaction { try OfferRecords.all(connection, shiftID: shiftID) }
    }

    /// The offers `delivery` could be moved into: the same rule `move` enforces, so a listing never offers a
    /// destination the move would refuse.
    public static func destinations(for delivery: Delivery, among offers: [Offer]) -> [Offer] {
        offers.filter { $0.id != delivery.offerID && $0.couldHaveContained(delivery) }
    }

    /// Moves every delivery of offer `sourceID` into offer `targetID`, then removes the emptied source.
    /// Returns the target as it now stands.
    @discardableResult
    public func merge(offer sourceID: Int64, into targetID: Int64) throws -> Offer {
        try connection.transaction {
            let source = try requireOffer(sourceID)
            let target = try requireOffer(targetID)
            guard source.id != target.id else { throw OfferCorrectionError.sameOffer }
            for delivery in source.deliveries { try move(delivery, into: target) }
            // Every delivery the source listed was moved: by the model it is empty.
            try removeIfStillEmpty(source.id)
            return try requireOffer(target.id)
        }
    }

    /// Moves delivery `deliveryID` into a new offer of its own, accepted when the delivery was (the earliest
    /// acceptance among the deliveries moving into it, an instant the driver really recorded).
    @discardableResult
    public func split(delivery deliveryID: Int64) throws -> Offer {
        try connection.transaction {
            let delivery = try requireDelivery(deliveryID)
            guard let shiftID = delivery.shiftID, let offerID = delivery.offerID else {
                throw OfferCorrectionError.deliveryNotFound
            }
            guard try OfferRecords.deliveryCount(connection, offerID: offerID) > 1 else {
                throw OfferCorrectionError.alreadyAlone
            }
            try connection.run(
                "INSERT INTO offers (shift_id, accepted_at) VALUES (?, ?)",
                .integer(shiftID), .instant(delivery.acceptedAt))
            let created = Offer(id: connection.lastInsertRowID, shiftID: shiftID, acceptedAt: delivery.acceptedAt)
            try move(delivery, into: created)
            return try requireOffer(created.id)
        }
    }

    /// Moves delivery `deliveryID` into offer `targetID`; an offer the move leaves empty is removed.
    /// Returns the target as it now stands and whether the source was removed.
    @discardableResult
    public func move(delivery deliveryID: Int64, into targetID: Int64) throws -> (target: Offer, removedSource: Bool) {
        try connection.transaction {
            let delivery = try requireDelivery(deliveryID)
            let target = try requireOffer(targetID)
            try move(delivery, into: target)
            var removed = false
            if let sourceID = delivery.offerID, let source = try OfferRecords.offer(connection, id: sourceID),
                source.deliveries.isEmpty
            {
                removed = try removeIfStillEmpty(sourceID)
            }
            return (try requireOffer(target.id), removed)
        }
    }

    /// Removes an offer that holds no delivery; one that holds any is refused with their count.
    public func removeEmptyOffer(_ offerID: Int64) throws {
        try connection.transaction {
            let offer = try requireOffer(offerID)
            guard offer.deliveries.isEmpty else { throw OfferCorrectionError.notEmpty(count: offer.deliveries.count) }
            try removeIfStillEmpty(offer.id)
        }
    }

    /// Writes `Delivery.move(into:)`: the model decides, this stores the membership it returns.
    private func move(_ delivery: Delivery, into offer: Offer) throws {
        let moved = try delivery.move(into: offer)
        try connection.run(
            "UPDATE deliveries SET offer_id = ? WHERE id = ?", .optional(moved.offerID), .integer(delivery.id))
    }

    /// The second guard: whatever the caller believed, the offer is deleted only if the store, asked now,
    /// says it holds no delivery. One that still lists a delivery is a damaged belief, left standing and
    /// reported. Returns whether the offer was removed.
    @discardableResult
    private func removeIfStillEmpty(_ offerID: Int64) throws -> Bool {
        let remaining = try OfferRecords.deliveryCount(connection, offerID: offerID)
        guard remaining == 0 else {
            logger.fault(
                "An offer believed empty still lists \(remaining) deliver\(remaining == 1 ? "y" : "ies"); "
                    + "it is left standing.")
            return false
        }
        try connection.run(
            "DELETE FROM offers WHERE id = ? AND NOT EXISTS (SELECT 1 FROM deliveries WHERE offer_id = ?)",
            .integer(offerID), .integer(offerID))
        return true
    }

    private func requireOffer(_ id: Int64) throws -> Offer {
        guard let offer = try OfferRecords.offer(connection, id: id) else { throw OfferCorrectionError.offerNotFound }
        return offer
    }

    private func requireDelivery(_ id: Int64) throws -> Delivery {
        guard let delivery = try DeliveryRecords.delivery(connection, id: id) else {
            throw OfferCorrectionError.deliveryNotFound
        }
        return delivery
    }
}
