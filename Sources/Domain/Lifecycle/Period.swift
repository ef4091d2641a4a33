/// A stretch of a shift with a start and, once closed, an end: the shape of pauses and parked periods.
public struct Period: Hashable, Sendable, Identifiable {
    public var id: Int64
    public var startedAt: Instant
    public var endedAt: Instant?

    public init(id: Int64, startedAt: Instant, endedAt: Instant? = nil) {
        self.id = id
        self.startedAt = startedAt
        self.endedAt = endedAt
    }

    public var isOpen: Bool { endedAt == nil }

    /// The part of this period that lies within `start...end`, never negative.
    func overlap(from start: Instant, to end: Instant) -> Duration {
        let lower = max(startedAt, start)
        let upper = min(endedAt ?? end, end)
        return upper > lower ? upper.duration(since: lower) : .zero
    }
}

/// A break the driver took; its time is not active time.
public typealias Pause = Period

/// A time the vehicle stood parked; it does not stop the shift's clock.
public typealias ParkedPeriod = Period
