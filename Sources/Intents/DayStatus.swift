import Domain

/// The driver's day at a glance, read from the store: the running shift, whether it is paused or parked,
/// and the deliveries in progress. A read-only answer, never a change.
public struct DayStatus: Equatable, Sendable {
    public let shift: Shift?
    public let activeDeliveries: [Delivery]
    public let asOf: Instant

    public init(shift: Shift?, activeDeliveries: [Delivery], asOf: Instant) {
        self.shift = shift
        self.activeDeliveries = activeDeliveries
        self.asOf = asOf
    }

    /// "On shift since 9:02 AM, 2 h 14 min. On a break. 2 deliveries in progress."
    public var sentence: String {
        guard let shift else {
            return activeDeliveries.isEmpty
                ? "No shift is running."
                : "No shift is running. \(Phrasing.inProgress(activeDeliveries.count))"
        }
        var parts = [
            "On shift since \(LocalTime.clockTime(shift.startedAt)), "
                + "\(DurationText.spoken(shift.elapsed(asOf: asOf)))."
        ]
        if shift.isPaused { parts.append("On a break.") }
        if shift.isParked { parts.append("Parked.") }
        parts.append(Phrasing.inProgress(activeDeliveries.count))
        return parts.joined(separator: " ")
    }
}
