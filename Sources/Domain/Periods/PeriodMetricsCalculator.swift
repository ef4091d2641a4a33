/// Totals shifts by the calendar day each started on, in the driver's time zone, over a day, a week or a month.
public enum PeriodMetricsCalculator {
    /// `dateOf` places a shift's start on the calendar; the default reads the process's time zone (`TZ`).
    /// Shifts that started outside the period are ignored, so a caller may pass a generous selection.
    public static func metrics(
        for period: ReportPeriod, shifts: [ShiftFigures], distanceUnit: DistanceUnit,
        dateOf: (Instant) -> CalendarDate = LocalCalendar.date(of:)
    ) -> PeriodMetrics {
        var byDate: [CalendarDate: [ShiftFigures]] = [:]
        var inPeriod: [ShiftFigures] = []
        for shift in shifts.sorted(by: { $0.startedAt < $1.startedAt }) {
            let date = dateOf(shift.startedAt)
            guard period.contains(date) else { continue }
            byDate[date, default: []].append(shift)
            inPeriod.append(shift)
        }
        // The earliest gross in the period sets the currency every figure is summed in.
        let currency = inPeriod.lazy.compactMap(\.metrics.grossTotal?.currencyCode).first
            ?? inPeriod.lazy.compactMap { $0.fuel?.cost.currencyCode ?? $0.costs?.currencyCode }.first
        let days = period.dates.map { date in
            DayTotals(date: date, totals: totals(of: byDate[date] ?? [], currency: currency, unit: distanceUnit))
        }
        return PeriodMetrics(
            period: period, days: days, totals: totals(of: inPeriod, currency: currency, unit: distanceUnit))
    }

    /// Sums `shifts` in `currency` (amounts in any other are left out).
    public static func totals(of shifts: [ShiftFigures], currency: String?, unit: DistanceUnit) -> PeriodTotals {
        var result = PeriodTotals(distanceUnit: unit)
        var grossWithMileage: Int64 = 0
        var netActive: Duration = .zero
        for shift in shifts {
            result.shiftCount += 1
            result.activeTime += shift.metrics.activeTime
            result.deliveredCount += shift.metrics.completedCount
            let gross = shift.metrics.grossTotal.filter { $0.currencyCode == currency }
            result.gross = sum(result.gross, gross)
            if let mileage = shift.mileage {
                result.distance = (result.distance ?? .zero) + mileage.distance
                result.distanceHasGaps = result.distanceHasGaps || mileage.hasGaps
                grossWithMileage += gross?.minorUnits ?? 0
            } else {
                result.shiftsWithoutMileage += 1
            }
            result.fuel = sum(result.fuel, shift.fuel.map(\.cost).filter { $0.currencyCode == currency })
            result.costs = sum(result.costs, shift.costs.filter { $0.currencyCode == currency })
            if let net = shift.net.filter({ $0.currencyCode == currency }) {
                result.net = sum(result.net, net)
                netActive += shift.metrics.activeTime
            } else if gross != nil {
                result.netIsPartial = true
            }
        }
        result.grossPerActiveHour = result.gross.flatMap {
            ShiftFiguresCalculator.perActiveHour($0, active: result.activeTime)
        }
        result.netPerActiveHour = result.net.flatMap { ShiftFiguresCalculator.perActiveHour($0, active: netActive) }
        if let currency, let distance = result.distance, result.gross != nil {
            result.grossPerDistance = ShiftFiguresCalculator.perDistance(
                Money(minorUnits: grossWithMileage, currencyCode: currency), distance, unit: unit)
        }
        return result
    }

    private static func sum(_ total: Money?, _ amount: Money?) -> Money? {
        guard let amount else { return total }
        return Money(minorUnits: (total?.minorUnits ?? 0) + amount.minorUnits, currencyCode: amount.currencyCode)
    }
}

extension Optional {
    fileprivate func filter(_ isIncluded: (Wrapped) -> Bool) -> Wrapped? {
        flatMap { isIncluded($0) ? $0 : nil }
    }
}
