/// Derives `ShiftFigures` from a shift's records: its periods, deliveries, route samples, costs and fuel assumption.
public enum ShiftFiguresCalculator {
    public static func figures(
        for shift: Shift, deliveries: [Delivery], samples: [RouteSample], costs: [ShiftCost],
        fuelAssumption: FuelAssumption?, distanceUnit: DistanceUnit, asOf now: Instant,
        mileageCalculator: RouteMileageCalculator = RouteMileageCalculator()
    ) -> ShiftFigures {
        let metrics = ShiftMetricsCalculator.metrics(for: shift, deliveries: deliveries, asOf: now)
        let end = max(shift.endedAt ?? now, shift.startedAt)
        let mileage = mileageCalculator.mileage(of: samples, during: shift)
        // An assumption that cannot describe a vehicle (a zero price or mpg read from a damaged store) gives no
        // estimate rather than a free tank.
        let usable = fuelAssumption.flatMap { $0.consumption.isValid && $0.price.tenthsOfMinorUnit > 0 ? $0 : nil }
        let fuel = zip(mileage, usable).map { FuelEstimate(distance: $0.distance, assumption: $1) }
        let gross = metrics.grossTotal
        let costTotal = total(costs.map(\.amount), currency: gross?.currencyCode)
        // A cost that cannot be subtracted would make any net wrong, so there is none.
        let costsConvertible = costs.allSatisfy { $0.amount.currencyCode == gross?.currencyCode }
        let net = costsConvertible ? netAmount(gross: gross, fuel: fuel?.cost, costs: costTotal) : nil
        let active = metrics.activeTime
        return ShiftFigures(
            shiftID: shift.id,
            startedAt: shift.startedAt,
            metrics: metrics,
            pausedTime: periodsTime(shift.pauses, from: shift.startedAt, to: end),
            parkedTime: periodsTime(shift.parkedPeriods, from: shift.startedAt, to: end),
            deliveryActiveTime: deliveryActiveTime(deliveries, from: shift.startedAt, to: end),
            mileage: mileage,
            fuel: fuel,
            costs: costTotal,
            net: net,
            distanceUnit: distanceUnit,
            grossPerActiveHour: gross.flatMap { perActiveHour($0, active: active) },
            grossPerDistance: zip(gross, mileage).flatMap { perDistance($0, $1.distance, unit: distanceUnit) },
            grossPerDelivery: gross.flatMap { perCount($0, metrics.completedCount) },
            netPerActiveHour: net.flatMap { perActiveHour($0, active: active) }
        )
    }

    /// `amount` per active hour, rounded half up; nil below the minimum active time.
    public static func perActiveHour(_ amount: Money, active: Duration) -> Money? {
        guard active >= RateMinimums.activeTime else { return nil }
        return divided(amount, by: Double(active.wholeMilliseconds) / 3_600_000)
    }

    /// `amount` per mile or km of `distance`; nil below the minimum distance.
    public static func perDistance(_ amount: Money, _ distance: Distance, unit: DistanceUnit) -> Money? {
        guard distance >= RateMinimums.distance else { return nil }
        return divided(amount, by: distance.value(in: unit))
    }

    /// `amount` per item; nil for no items.
    public static func perCount(_ amount: Money, _ count: Int) -> Money? {
        guard count > 0 else { return nil }
        return divided(amount, by: Double(count))
    }

    /// The union of the deliveries' accepted-to-delivered intervals, clipped to `start...end`. Cancelled
    /// deliveries are left out; one still under way counts up to `end`.
    public static func deliveryActiveTime(_ deliveries: [Delivery], from start: Instant, to end: Instant) -> Duration {
        let intervals = deliveries.compactMap { delivery -> (Int64, Int64)? in
            guard delivery.cancelledAt == nil else { return nil }
            let lower = max(delivery.acceptedAt, start).millisecondsSinceEpoch
            let upper = min(delivery.deliveredAt ?? end, end).millisecondsSinceEpoch
            return upper > lower ? (lower, upper) : nil
        }.sorted { $0.0 < $1.0 }
        var total: Int64 = 0
        var current: (Int64, Int64)?
        for interval in intervals {
            if let open = current, interval.0 <= open.1 {
                current = (open.0, max(open.1, interval.1))
            } else {
                if let open = current { total += open.1 - open.0 }
                current = interval
            }
        }
        if let open = current { total += open.1 - open.0 }
        return .milliseconds(total)
    }

    /// Sums amounts in `currency` (the first amount's when nil); others are left out rather than converted.
    public static func total(_ amounts: [Money], currency: String?) -> Money? {
        guard let code = currency ?? amounts.first?.currencyCode else { return nil }
        let matching = amounts.filter { $0.currencyCode == code }
        guard !matching.isEmpty else { return nil }
        return Money(minorUnits: matching.reduce(0) { $0 + $1.minorUnits }, currencyCode: code)
    }

    static func netAmount(gross: Money?, fuel: Money?, costs: Money?) -> Money? {
        guard let gross, let fuel, fuel.currencyCode == gross.currencyCode else { return nil }
        let costUnits = costs.map(\.minorUnits) ?? 0
        return Money(minorUnits: gross.minorUnits - fuel.minorUnits - costUnits, currencyCode: gross.currencyCode)
    }

    static func periodsTime(_ periods: [Period], from start: Instant, to end: Instant) -> Duration {
        periods.reduce(Duration.zero) { $0 + $1.overlap(from: start, to: end) }
    }

    private static func divided(_ amount: Money, by divisor: Double) -> Money? {
        guard divisor > 0, divisor.isFinite else { return nil }
        let value = (Double(amount.minorUnits) / divisor).rounded(.toNearestOrAwayFromZero)
        guard value.isFinite, abs(value) < 9e17 else { return nil }
        return Money(minorUnits: Int64(value), currencyCode: amount.currencyCode)
    }
}

private func zip<A, B>(_ first: A?, _ second: B?) -> (A, B)? {
    guard let first, let second else { return nil }
    return (first, second)
}
