import Domain
import Persistence

/// The exact inverse of each delivery step, for undo. DeliveryService stays the only writer of deliveries;
/// the offer a started delivery created is left to `OfferCorrectionService`, the only place offers are removed.
extension DeliveryService {
    /// Removes the delivery accepted at `acceptedAt` with no later step. Returns it, with the offer it leaves.
    @discardableResult
    public func undoStart(acceptedAt: Instant) throws -> Delivery {
        try connection.transaction {
            let started = try DeliveryRecords.active(connection).filter { $0.acceptedAt == acceptedAt }
            guard let delivery = started.last, delivery.pickedUpAt == nil else {
                throw UndoError.changedSince("the delivery has changed")
            }
            try requireRunningShiftForUndo(delivery)
            if let offerID = delivery.offerID {
                let together = try connection.query(
                    "SELECT COUNT(*) FROM deliveries WHERE offer_id = ? AND id != ?",
                    [.integer(offerID), .integer(delivery.id)]
                ) { $0.int64(at: 0) }.first ?? 0
                if together > 0 { throw UndoError.changedSince("its offer has been regrouped") }
            }
            try connection.run("DELETE FROM deliveries WHERE id = ?", .integer(delivery.id))
            return delivery
        }
    }

    /// Clears the one step, among `events`, recorded at `instant` as some delivery's latest step.
    /// Returns the delivery as it now stands and the step cleared.
    @discardableResult
    public func undoStep(
        at instant: Instant, among events: [DeliveryStepColumn]
    ) throws -> (delivery: Delivery, cleared: DeliveryStepColumn) {
        try connection.transaction {
            var found: [(Delivery, DeliveryStepColumn)] = []
            for event in events {
                let rows = try connection.query(
                    "SELECT id FROM deliveries WHERE \(event.rawValue) = ?", [.instant(instant)]
                ) { $0.int64(at: 0) }
                for id in rows {
                    guard let delivery = try DeliveryRecords.delivery(connection, id: id) else { continue }
                    if event.isLatestStep(of: delivery) { found.append((delivery, event)) }
                }
            }
            guard let (delivery, event) = found.first else { throw UndoError.changedSince("the delivery has changed") }
            guard found.count == 1 else { throw UndoError.ambiguous }
            try requireRunningShiftForUndo(delivery)
            try connection.run("UPDATE deliveries SET \(event.rawValue) = NULL WHERE id = ?", .integer(delivery.id))
            return (try DeliveryRecords.delivery(connection, id: delivery.id) ?? delivery, event)
        }
    }

    private func requireRunningShiftForUndo(_ delivery: Delivery) throws {
        let shift = try delivery.shiftID.flatMap { try ShiftRecords.shift(connection, id: $0) }
        guard let shift, shift.isRunning else { throw UndoError.changedSince("the shift has ended") }
    }
}
