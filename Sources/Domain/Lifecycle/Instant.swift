import Glibc

/// A moment in time as integer milliseconds since the Unix epoch (UTC), the unit the store records.
public struct Instant: Hashable, Comparable, Sendable {
    public var millisecondsSinceEpoch: Int64

    public init(millisecondsSinceEpoch: Int64) {
        self.millisecondsSinceEpoch = millisecondsSinceEpoch
    }

    /// The wall clock, for callers at the edge only; rules take the instant as a parameter.
    public static func now() -> Instant {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        return Instant(millisecondsSinceEpoch: Int64(spec.tv_sec) * 1000 + Int64(spec.tv_nsec) / 1_000_000)
    }

    public static func < (lhs: Instant, rhs: Instant) -> Bool {
        lhs.millisecondsSinceEpoch < rhs.millisecondsSinceEpoch
    }

    public static func + (lhs: Instant, rhs: Duration) -> Instant {
        Instant(millisecondsSinceEpoch: lhs.millisecondsSinceEpoch + rhs.wholeMilliseconds)
    }

    public static func - (lhs: Instant, rhs: Duration) -> Instant {
        Instant(millisecondsSinceEpoch: lhs.millisecondsSinceEpoch - rhs.wholeMilliseconds)
    }

    /// The signed time from `earlier` to this instant; negative when `earlier` is in fact later.
    public func duration(since earlier: Instant) -> Duration {
        .milliseconds(millisecondsSinceEpoch - earlier.millisecondsSinceEpoch)
    }
}

extension Duration {
    /// The duration truncated to whole milliseconds, the resolution of every recorded instant.
    public var wholeMilliseconds: Int64 {
        let parts = components
        return parts.seconds * 1000 + parts.attoseconds / 1_000_000_000_000_000
    }
}
