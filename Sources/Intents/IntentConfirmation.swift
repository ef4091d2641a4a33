import Domain
import Services

/// What a performed intent recorded, as one sentence short enough to hear while driving, and the instant
/// the store holds for it (which may differ from the one asked for when a backwards clock was clamped).
public struct IntentConfirmation: Equatable, Sendable {
    public let sentence: String
    public let recordedAt: Instant

    public init(sentence: String, recordedAt: Instant) {
        self.sentence = sentence
        self.recordedAt = recordedAt
    }
}

extension IntentConfirmation {
    /// A delivery step's confirmation, ending with how many are still in progress as the store now holds
    /// them, so a driver with stacked orders knows whether the next spoken step will be taken.
    static func deliveryStep(_ what: String, at instant: Instant, deliveries: DeliveryService) throws -> Self {
        let remaining = try deliveries.activeDeliveries().count
        return IntentConfirmation(
            sentence: Phrasing.deliveryStep(what, instant, inProgress: remaining), recordedAt: instant)
    }
}

/// The words confirmations share, so that a count or a time reads the same in every sentence.
enum Phrasing {
    /// "1 delivery in progress." / "3 deliveries in progress." / "No deliveries in progress."
    static func inProgress(_ count: Int) -> String {
        switch count {
        case 0: "No deliveries in progress."
        case 1: "1 delivery in progress."
        default: "\(count) deliveries in progress."
        }
    }

    /// "1 delivery" / "11 deliveries" / "no deliveries"
    static func deliveries(_ count: Int) -> String {
        switch count {
        case 0: "no deliveries"
        case 1: "1 delivery"
        default: "\(count) deliveries"
        }
    }

    /// "Picked up at 12:41 PM. 1 delivery in progress." A delivery step ends with how many are still in
    /// progress, so a driver with stacked orders knows whether the next spoken step will be taken.
    static func deliveryStep(_ what: String, _ instant: Instant, inProgress count: Int) -> String {
        "\(what) \(LocalTime.clockTime(instant)). \(inProgress(count))"
    }

    /// "Mon 30 Nov 9:00 AM to 5:02 PM: 8 h 2 min, 7 h 30 min active, 11 deliveries, gross $120.00,
    /// $15.00 per active hour."
    static func shiftLine(_ shift: Shift, _ metrics: ShiftMetrics) -> String {
        let end = shift.endedAt.map { "to \(LocalTime.clockTime($0))" } ?? "still running"
        var parts = [
            "\(LocalTime.dateAndTime(shift.startedAt)) \(end): \(DurationText.spoken(metrics.elapsed))",
            "\(DurationText.spoken(metrics.activeTime)) active",
            deliveries(metrics.completedCount) + (metrics.cancelledCount > 0 ? " (\(metrics.cancelledCount) cancelled)" : ""),
        ]
        if let gross = metrics.grossTotal {
            parts.append("gross \(gross.formatted)")
            if let perHour = metrics.grossPerActiveHour { parts.append("\(perHour.formatted) per active hour") }
        } else {
            parts.append("no gross recorded")
        }
        return parts.joined(separator: ", ") + "."
    }
}
