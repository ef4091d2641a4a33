/// A forward step in a delivery's life; cancelling is not a step forward and is not among them.
public enum DeliveryEvent: String, Sendable, Hashable {
    case pickedUp
    case delivered
}
