import Domain
import Persistence

/// Reads offers with their deliveries; the one place offer rows become `Offer` values.
enum OfferRecords {
    static func offer(_ connection: Connection, id: Int64) throws -> Offer? {
        let found = try connection.query(
            "SELECT id, shift_id, accepted_at FROM offers WHERE id = ?", [.integer(id)]
        ) { Offer(id: $0.int64(at: 0), shiftID: $0.int64(at: 1), acceptedAt: $0.instant(at: 2)) }
        guard var offer = found.first else { return nil }
        offer.deliveries = try DeliveryRecords.all(connection, shiftID: offer.shiftID).filter { $0.offerID == id }
        return offer
    }

    /// The shift's offers by acceptance and then id, each with its deliveries.
    static func all(_ connection: Connection, shiftID: Int64) throws -> [Offer] {
        let deliveries = try DeliveryRecords.all(connection, shiftID: shiftID)
        return try connection.query(
            "SELECT id, shift_id, accepted_at FROM offers WHERE shift_id = ? ORDER BY accepted_at, id",
            [.integer(shiftID)]
        ) { row in
            let id = row.int64(at: 0)
            return Offer(
                id: id, shiftID: row.int64(at: 1), acceptedAt: row.instant(at: 2),
                deliveries: deliveries.filter { $0.offerID == id })
        }
    }

    /// How many deliveries the store says the offer holds, read at the moment it is asked.
    static func deliveryCount(_ connection: Connection, offerID: Int64) throws -> Int {
        Int(
            try connection.query("SELECT COUNT(*) FROM deliveries WHERE offer_id = ?", [.integer(offerID)]) {
                $0.int64(at: 0)
            }.first ?? 0)
    }
}
