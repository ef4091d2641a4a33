import Domain
import Persistence

/// The only place deliveries start, advance and finish. Shaped like `ShiftService`: one connection, no cached
/// state, and every mutation names the delivery it applies to; none resolves a target itself.
public final class DeliveryService {
    let connection: Connection
    let logger: Logger

    public init(connection: Connection, logger: Logger) {
        self.connection = connection
        self.logger = logger
    }

    public func delivery(id: Int64) throws -> Delivery? {
        try connection.readTransaction { try DeliveryRecords.delivery(connection, id: id) }
    }

    /// Every active delivery, by acceptance time and then id.
    public func activeDeliveries() throws -> [Delivery] {
        try connection.readTransaction { try DeliveryRecords.active(connection) }
    }

    public func activeDeliveries(forShift shiftID: Int64) throws -> [Delivery] {
        try connection.readTransaction { try DeliveryRecords.active(connection, shiftID: shiftID) }
    }

    /// The `limit` deliveries most recently dropped off, newest first: amounts (tips) arrive after the drop-off.
    public func recentlyDelivered(limit: Int) throws -> [Delivery] {
        try connection.readTransaction { try DeliveryRecords.recentlyDelivered(connection, limit: limit) }
    }

    public func deliveries(forShift shiftID: Int64) throws -> [Delivery] {
        try connection.readTransaction { try DeliveryRecords.all(connection, shiftID: shiftID) }
    }

    /// Starts a delivery on the running shift, in a new offer holding it alone; refused with no shift running
    /// or while the shift is paused.
    @discardableResult
    public func startDelivery(at instant: Instant) throws -> Delivery {
        try connection.transaction {
            guard let shift = try ShiftRecords.running(connection, logger: logger) else {
                throw DeliveryLifecycleError.noShiftRunning
            }
            guard !shift.isPaused else { throw DeliveryLifecycleError.shiftPaused }
            let accepted = clamped(instant, notBefore: shift.startedAt, what: "acceptance")
            try connection.run(
                "INSERT INTO offers (shift_id, accepted_at) VALUES (?, ?)", .integer(shift.id), .instant(accepted))
            let offerID = connection.lastInsertRowID
            try connection.run(
                "INSERT INTO deliveries (shift_id, offer_id, accepted_at) VALUES (?, ?, ?)",
                .integer(shift.id), .integer(offerID), .instant(accepted))
            return Delivery(
                id: connection.lastInsertRowID, shiftID: shift.id, offerID: offerID, acceptedAt: accepted)
        }
    }

    @discardableResult
    public func markPickedUp(_ id: Int64, at instant: Instant) throws -> Delivery {
        try record(id, column: "picked_up_at", at: instant) { $0.refusal(of: .pickedUp) }
    }

    @discardableResult
    public func markDelivered(_ id: Int64, at instant: Instant) throws -> Delivery {
        try record(id, column: "delivered_at", at: instant) { $0.refusal(of: .delivered) }
    }

    @discardableResult
    public func cancelDelivery(_ id: Int64, at instant: Instant) throws -> Delivery {
        try record(id, column: "cancelled_at", at: instant) { $0.refusalToCancel }
    }

    /// Records the delivery's gross amount, also once it or its shift has finished; it performs no transition.
    @discardableResult
    public func recordGrossAmount(_ amount: Money, onDelivery id: Int64) throws -> Delivery {
        try connection.transaction {
            guard try DeliveryRecords.delivery(connection, id: id) != nil else {
                throw DeliveryLifecycleError.deliveryNotFound
            }
            try connection.run(
                "UPDATE deliveries SET gross_amount_minor = ?, gross_currency = ? WHERE id = ?",
                .integer(amount.minorUnits), .text(amount.currencyCode), .integer(id))
            return try reread(id)
        }
    }

    /// `column` is one of the three event columns named above, never caller input.
    private func record(
        _ id: Int64, column: String, at instant: Instant, refusal: (Delivery) -> DeliveryLifecycleError?
    ) throws -> Delivery {
        try connection.transaction {
            guard let delivery = try DeliveryRecords.delivery(connection, id: id) else {
                throw DeliveryLifecycleError.deliveryNotFound
            }
            try requireRunningShift(for: delivery)
            if let refused = refusal(delivery) { throw refused }
            let at = clamped(instant, notBefore: delivery.latestRecordedInstant, what: "event")
            try connection.run("UPDATE deliveries SET \(column) = ? WHERE id = ?", .instant(at), .integer(id))
            return try reread(id)
        }
    }

    /// An active delivery on an ended shift, or on none, is a damaged record: reported, refused, left as it is,
    /// because closing or moving it would invent a fact about work the driver did.
    private func requireRunningShift(for delivery: Delivery) throws {
        let shift = try delivery.shiftID.flatMap { try ShiftRecords.shift(connection, id: $0) }
        if let shift, shift.isRunning { return }
        if delivery.isActive {
            let owner = shift == nil ? "no shift" : "a shift that has ended"
            logger.fault(
                "The active delivery accepted at \(LocalTime.dateAndTime(delivery.acceptedAt)) belongs to \(owner); "
                    + "it is left as it is.")
            throw DeliveryLifecycleError.orphaned
        }
        throw shift == nil ? DeliveryLifecycleError.orphaned : DeliveryLifecycleError.shiftEnded
    }

    private func reread(_ id: Int64) throws -> Delivery {
        guard let delivery = try DeliveryRecords.delivery(connection, id: id) else {
            throw DeliveryLifecycleError.deliveryNotFound
        }
        return delivery
    }

    /// An event before the delivery's previous one is moved forward to it: a zero-length interval, never negative.
    private func clamped(_ instant: Instant, notBefore floor: Instant, what: @autoclosure () -> String) -> Instant {
        guard instant < floor else { return instant }
        logger.warning(
            "A delivery \(what()) at \(LocalTime.dateAndTime(instant)) is before the last recorded instant "
                + "\(LocalTime.dateAndTime(floor)); recorded at that instant instead.")
        return floor
    }
}
