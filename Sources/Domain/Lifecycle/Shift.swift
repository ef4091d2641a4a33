/// A working day as recorded: its start, its end once ended, its breaks and parked periods, and an optional gross.
public struct Shift: Hashable, Sendable, Identifiable {
    public var id: Int64
    public var startedAt: Instant
    public var endedAt: Instant?
    public var pauses: [Pause]
    public var parkedPeriods: [ParkedPeriod]
    public var grossAmount: Money?

    public init(
        id: Int64, startedAt: Instant, endedAt: Instant? = nil, pauses: [Pause] = [],
        parkedPeriods: [ParkedPeriod] = [], grossAmount: Money? = nil
    ) {
        self.id = id
        self.startedAt = startedAt
        self.endedAt = endedAt
        self.pauses = pauses
        self.parkedPeriods = parkedPeriods
        self.grossAmount = grossAmount
    }

    /// Running means no end is recorded; nothing else decides it.
    public var isRunning: Bool { endedAt == nil }
    public var isPaused: Bool { openPause != nil }
    public var isParked: Bool { openParkedPeriod != nil }
    public var openPause: Pause? { pauses.first(where: \.isOpen) }
    public var openParkedPeriod: ParkedPeriod? { parkedPeriods.first(where: \.isOpen) }

    /// The latest instant this shift records; a later event may not be placed before it.
    public var latestRecordedInstant: Instant {
        let periodInstants = (pauses + parkedPeriods).flatMap { [$0.startedAt, $0.endedAt].compactMap { $0 } }
        return ([startedAt, endedAt].compactMap { $0 } + periodInstants).max() ?? startedAt
    }

    /// Time from start to end (or to `asOf` while running); zero rather than negative if the clock went back.
    public func elapsed(asOf now: Instant) -> Duration {
        let end = endedAt ?? now
        return end > startedAt ? end.duration(since: startedAt) : .zero
    }

    /// Elapsed time minus the time spent paused within it; never negative.
    public func activeTime(asOf now: Instant) -> Duration {
        let end = max(endedAt ?? now, startedAt)
        let paused = pauses.reduce(Duration.zero) { $0 + $1.overlap(from: startedAt, to: end) }
        let active = elapsed(asOf: now) - paused
        return active > .zero ? active : .zero
    }
}
