import Domain
import Persistence

/// Reads deliveries from the store; the one place rows become `Delivery` values.
enum DeliveryRecords {
    static let columns = """
        id, shift_id, offer_id, accepted_at, picked_up_at, delivered_at, cancelled_at, \
        gross_amount_minor, gross_currency
        """
    static let isActive = "delivered_at IS NULL AND cancelled_at IS NULL"

    // Whole statements spelled once rather than formatted on every call: a pipe line reads deliveries often.
    private static let byIDSQL = select("WHERE id = ?")
    private static let activeSQL = select("WHERE \(isActive) ORDER BY accepted_at, id")
    private static let activeOnShiftSQL = select("WHERE shift_id = ? AND \(isActive) ORDER BY accepted_at, id")
    private static let allOnShiftSQL = select("WHERE shift_id = ? ORDER BY accepted_at, id")

    private static func select(_ clause: String) -> String {
        "SELECT \(columns) FROM deliveries \(clause)"
    }

    static func delivery(_ connection: Connection, id: Int64) throws -> Delivery? {
        try deliveries(connection, byIDSQL, [.integer(id)]).first
    }

    /// Ordered by acceptance, then by id, rather than trusting the query plan's order.
    static func active(_ connection: Connection) throws -> [Delivery] {
        try deliveries(connection, activeSQL)
    }

    static func active(_ connection: Connection, shiftID: Int64) throws -> [Delivery] {
        try deliveries(connection, activeOnShiftSQL, [.integer(shiftID)])
    }

    /// Delivered deliveries, the most recently dropped off first.
    static func recentlyDelivered(_ connection: Connection, limit: Int) throws -> [Delivery] {
        try deliveries(
            connection, select("WHERE delivered_at IS NOT NULL ORDER BY delivered_at DESC, id DESC LIMIT ?"),
            [.integer(Int64(limit))])
    }

    static func all(_ connection: Connection, shiftID: Int64) throws -> [Delivery] {
        try deliveries(connection, allOnShiftSQL, [.integer(shiftID)])
    }

    private static func deliveries(
        _ connection: Connection, _ sql: String, _ values: [SQLValue] = []
    ) throws -> [Delivery] {
        try connection.query(sql, values) { row in
            Delivery(
                id: row.int64(at: 0), shiftID: row.optionalInt64(at: 1), offerID: row.optionalInt64(at: 2),
                acceptedAt: row.instant(at: 3), pickedUpAt: row.optionalInstant(at: 4),
                deliveredAt: row.optionalInstant(at: 5), cancelledAt: row.optionalInstant(at: 6),
                grossAmount: row.optionalMoney(at: 7))
        }
    }
}
