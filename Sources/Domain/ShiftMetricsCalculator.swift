/// Derives a shift's figures from its timestamps, amounts and deliveries.
public enum ShiftMetricsCalculator {
    private static let millisecondsPerHour: Int64 = 3_600_000

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

    /// Amounts in a currency other than the first one recorded are left out rather than converted.
    static func grossTotal(shift: Shift, deliveries: [Delivery]) -> Money? {
        let amounts = ([shift.grossAmount] + deliveries.map(\.grossAmount)).compactMap { $0 }
        guard let currency = amounts.first?.currencyCode else { return nil }
        let sum = amounts.filter { $0.currencyCode == currency }.reduce(0) { $0 + $1.minorUnits }
        return Money(minorUnits: sum, currencyCode: currency)
    }

    static func perHour(_ total: Money, active: Duration) -> Money? {
        let activeMilliseconds = active.wholeMilliseconds
        guard activeMilliseconds > 0 else { return nil }
        let scaled = total.minorUnits * millisecondsPerHour
        let rounded = (scaled + activeMilliseconds / 2) / activeMilliseconds
        return Money(minorUnits: rounded, currencyCode: total.currencyCode)
    }
}
