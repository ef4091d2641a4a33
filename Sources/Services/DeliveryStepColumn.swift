import Domain

/// A delivery step's column: the step an undo clears.
public enum DeliveryStepColumn: String, Sendable, CaseIterable {
    case pickedUp = "picked_up_at"
    case delivered = "delivered_at"
    case cancelled = "cancelled_at"

    /// Whether this step is the last one `delivery` records, so clearing it leaves a state it really passed through.
    func isLatestStep(of delivery: Delivery) -> Bool {
        switch self {
        case .pickedUp: delivery.pickedUpAt != nil && delivery.deliveredAt == nil && delivery.cancelledAt == nil
        case .delivered: delivery.deliveredAt != nil
        case .cancelled: delivery.cancelledAt != nil
        }
    }
}
