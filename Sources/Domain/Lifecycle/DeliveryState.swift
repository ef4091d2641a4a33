/// Where a delivery stands, derived from which of its timestamps exist.
public enum DeliveryState: Sendable, Hashable {
    case accepted
    case pickedUp
    case delivered
    case cancelled

    /// Delivered and cancelled end a delivery's life; nothing is recorded after them.
    public var isTerminal: Bool {
        switch self {
        case .accepted, .pickedUp: false
        case .delivered, .cancelled: true
        }
    }
}
