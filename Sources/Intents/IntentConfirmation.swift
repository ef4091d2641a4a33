import Domain

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
}
