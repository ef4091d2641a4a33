import Domain
import Services

/// What a performed intent recorded, as one sentence short enough to hear while driving, and the instant
/// the store holds for it (which may differ from the one asked for when a backwards clock was clamped).
public struct IntentConfirmation: Equatable, Sendable {
    public let recordedAt: Instant
    /// The clause that ends with the instant recorded ("Picked up at 5:17 PM"), and what follows it, starting
    /// with its own punctuation (". 1 delivery in progress."): a moved instant is noted between the two.
    let headline: String
    let tail: String
    /// Why the instant recorded is later than the one asked for ("the order was accepted at 5:17 PM"), when a
    /// rule moved it forward; nil when it was recorded as asked.
    public let movedBecause: String?

    public init(sentence: String, recordedAt: Instant) {
        self.init(headline: sentence, tail: "", recordedAt: recordedAt, movedBecause: nil)
    }

    init(headline: String, tail: String, recordedAt: Instant, movedBecause: String?) {
        self.headline = headline
        self.tail = tail
        self.recordedAt = recordedAt
        self.movedBecause = movedBecause
    }

    public var sentence: String { headline + tail }

    /// The sentence for an instant the driver stated (`--at`, a line's timestamp): when a rule moved it, the
    /// reply says so, e.g. "Picked up at 5:17 PM, not 12:41 PM: the order was accepted at 5:17 PM."
    public func sentence(stated: Instant?) -> String {
        guard let stated, let movedBecause, stated != recordedAt else { return sentence }
        let said = LocalTime.clockTime(stated)
        let recorded = LocalTime.clockTime(recordedAt)
        // Within the same minute the clock times read alike and there is nothing worth saying.
        guard said != recorded || recordedAt.duration(since: stated) >= .seconds(60) else { return sentence }
        let named = LocalTime.isSameDay(stated, recordedAt) ? said : LocalTime.dateAndTime(stated)
        return "\(headline), not \(named): \(movedBecause)" + (tail.isEmpty ? "." : tail)
    }

    /// A confirmation of `headline` followed by `tail`, noting `reason` when `recorded` is later than `asked`.
    static func recorded(
        _ headline: String, _ tail: String = ".", at recorded: Instant, asked: Instant, reason: @autoclosure () -> String
    ) -> Self {
        IntentConfirmation(
            headline: headline, tail: tail, recordedAt: recorded, movedBecause: recorded > asked ? reason() : nil)
    }
}

extension IntentConfirmation {
    /// A delivery step's confirmation, ending with how many are still in progress as the store now holds
    /// them, so a driver with stacked orders knows whether the next spoken step will be taken.
    static func deliveryStep(
        _ what: String, at instant: Instant, asked: Instant, reason: @autoclosure () -> String,
        deliveries: DeliveryService
    ) throws -> Self {
        let remaining = try deliveries.activeDeliveries().count
        return .recorded(
            "\(what) \(LocalTime.clockTime(instant))", ". \(Phrasing.inProgress(remaining))", at: instant, asked: asked,
            reason: reason())
    }
}

/// Why a step was recorded later than asked: the instant of the last thing recorded before it.
enum MovedReason {
    /// For a step of `delivery` after its pickup (a drop-off or a cancellation): the pickup when it was at the
    /// instant recorded, else the acceptance; for the pickup itself, the acceptance.
    static func delivery(_ delivery: Delivery, recordedAt instant: Instant, afterPickup: Bool = true) -> String {
        if afterPickup, let pickedUpAt = delivery.pickedUpAt, pickedUpAt == instant {
            return "it was picked up at \(LocalTime.clockTime(pickedUpAt))"
        }
        return "the order was accepted at \(LocalTime.clockTime(delivery.acceptedAt))"
    }

    /// For a change to `shift` recorded at `instant`: its start, or the last change recorded on it.
    static func shift(_ shift: Shift, recordedAt instant: Instant) -> String {
        instant == shift.startedAt
            ? "the shift started at \(LocalTime.clockTime(instant))"
            : "the last change to the shift was at \(LocalTime.clockTime(instant))"
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
            // Without an amount of its own, the shift's gross is its deliveries' sum: the line says which.
            parts.append("gross \(gross.formatted)" + (shift.grossAmount == nil ? " from its deliveries" : ""))
            if let perHour = metrics.grossPerActiveHour { parts.append("\(perHour.formatted) per active hour") }
        } else {
            parts.append("no gross recorded")
        }
        return parts.joined(separator: ", ") + "."
    }
}
