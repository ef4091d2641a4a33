/// A shift's figures, computed on demand and never stored.
public struct ShiftMetrics: Hashable, Sendable {
    public var elapsed: Duration
    public var activeTime: Duration
    public var completedCount: Int
    public var cancelledCount: Int
    /// The shift's recorded amount, or without one the sum of its deliveries' amounts; nil when none is recorded.
    public var grossTotal: Money?
    /// Gross total over active hours, rounded to the minor unit; nil with no gross or less active time than
    /// `ShiftMetricsCalculator.minimumActiveTimeForRate`.
    public var grossPerActiveHour: Money?

    public init(
        elapsed: Duration, activeTime: Duration, completedCount: Int, cancelledCount: Int,
        grossTotal: Money?, grossPerActiveHour: Money?
    ) {
        self.elapsed = elapsed
        self.activeTime = activeTime
        self.completedCount = completedCount
        self.cancelledCount = cancelledCount
        self.grossTotal = grossTotal
        self.grossPerActiveHour = grossPerActiveHour
    }
}
