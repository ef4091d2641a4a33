import Domain
import Foundation

/// Random but reproducible driving days: timestamped lines mixing all eight intents, a few sentences that
/// are not commands, in proportions that keep shifts, pauses and deliveries opening and closing.
struct LineMix {
    static let sentences: [(weight: Int, text: String)] = [
        (2, "start my shift"), (2, "end my shift"), (2, "pause my shift"), (2, "resume my shift"),
        (2, "i'm parked"), (2, "driving again"), (3, "new delivery"), (3, "picked up"), (3, "delivered"),
        (1, "what a lovely day"),
    ]

    private var generator: SplitMix64

    init(seed: UInt64) {
        generator = SplitMix64(seed: seed)
    }

    mutating func sentence() -> String {
        var pick = Int.random(in: 0..<Self.sentences.reduce(0) { $0 + $1.weight }, using: &generator)
        for (weight, text) in Self.sentences {
            if pick < weight { return text }
            pick -= weight
        }
        return Self.sentences[0].text
    }

    mutating func integer(in range: Range<Int>) -> Int { Int.random(in: range, using: &generator) }

    /// `count` lines at `first`, then every `step`, each with its RFC 3339 timestamp.
    mutating func lines(count: Int, first: Instant, step: Duration) -> [String] {
        (0..<count).map { index in
            let at = Instant(millisecondsSinceEpoch: first.millisecondsSinceEpoch + Int64(index) * step.milliseconds)
            return "\(RFC3339.format(at)) \(sentence())"
        }
    }
}

extension Duration {
    var milliseconds: Int64 { components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000 }
}

/// RFC 3339 instants in UTC with milliseconds, as the pipe reads and writes them.
enum RFC3339 {
    static func format(_ instant: Instant) -> String {
        formatter().string(from: Date(timeIntervalSince1970: Double(instant.millisecondsSinceEpoch) / 1000))
    }

    static func milliseconds(_ text: String) -> Int64? {
        formatter().date(from: text).map { Int64(($0.timeIntervalSince1970 * 1000).rounded()) }
    }

    private static func formatter() -> ISO8601DateFormatter {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }
}
