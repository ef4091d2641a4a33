/// Derives a shift's figures from its timestamps, amounts and deliveries.
public enum ShiftMetricsCalculator {
    private static let millisecondsPerHour: Int64 = 3_600_000

    /// No rate per active hour is given for less active time than this: a minute's work scaled to an hour
    /// says nothing about the shift.
    public static let minimumActiveTimeForRate: Duration = .seconds(15 * 60)

    public static func metrics(for shift: Shift, deliveries: [Delivery], asOf now: Instant) -> ShiftMetrics {
        let active = shift.activeTime(asOf: now)
        let total = grossTotal(shift: shift, deliveries: deliveries)
        return ShiftMetrics(
            elapsed: shift.elapsed(asOf: now),
            activeTime: active,
            completedCount: deliveries.count { $0.state == .delivered },
            cancelledCount: deliveries.count { $0.state == .cancelled },
            grossTotal: total,
            grossPerActiveHour: total.flatMap { perHour($0, active: active) }
        )
    }

    /// The shift's gross: the amount recorded on the shift when there is one (the platform's figure for the
    /// whole shift, which already includes its orders), else the sum of its deliveries' amounts. Adding the two
    /// would count every order twice. Delivery amounts in a currency other than the first one recorded are left
    /// out rather than converted.
    public static func grossTotal(shift: Shift, deliveries: [Delivery]) -> Money? {
        if let recorded = shift.grossAmount { return recorded }
        let amounts = deliveries.compactMap(\.grossAmount)
        guard let currency = amounts.first?.currencyCode else { return nil }
        let sum = amounts.filter { $0.currencyCode == currency }.reduce(0) { $0 + $1.minorUnits }
        return Money(minorUnits: sum, currencyCode: currency)
    }

    /// Nil below `minimumActiveTimeForRate`.
    static func perHour(_ total: Money, active: Duration) -> Money? {
        let activeMilliseconds = active.wholeMilliseconds
        guard activeMilliseconds > 0, active >= minimumActiveTimeForRate else { return nil }
        let scaled = total.minorUnits * millisecondsPerHour
        let rounded = (scaled + activeMilliseconds / 2) / activeMilliseconds
        return Money(minorUnits: rounded, currencyCode: total.currencyCode)
    }
}
