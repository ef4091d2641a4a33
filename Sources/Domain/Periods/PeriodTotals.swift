/// Sums over some shifts (one day's, or a whole period's). Money figures are in the currency of the first
/// gross recorded; amounts in another currency are left out rather than converted.
public struct PeriodTotals: Hashable, Sendable {
    public var shiftCount: Int
    public var activeTime: Duration
    public var deliveredCount: Int
    public var gross: Money?
    /// Nil when no shift here has mileage; otherwise the sum over the shifts that have it.
    public var distance: Distance?
    /// Shifts without a route: `distance`, `fuel` and `net` leave them out and must say so.
    public var shiftsWithoutMileage: Int
    /// True when a summed route has gaps.
    public var distanceHasGaps: Bool
    public var fuel: Money?
    public var costs: Money?
    /// The sum of the shifts' nets, over shifts that have one; see `netIsPartial`.
    public var net: Money?
    /// True when some shift with a gross has no net (no mileage or no fuel assumption).
    public var netIsPartial: Bool
    public var distanceUnit: DistanceUnit
    /// Gross over active hours; nil below `RateMinimums.activeTime`.
    public var grossPerActiveHour: Money?
    /// Net over the active hours of the shifts that have a net; nil below the minimum.
    public var netPerActiveHour: Money?
    /// Gross of the shifts with mileage over their distance; nil below `RateMinimums.distance`.
    public var grossPerDistance: Money?

    public init(
        shiftCount: Int = 0, activeTime: Duration = .zero, deliveredCount: Int = 0, gross: Money? = nil,
        distance: Distance? = nil, shiftsWithoutMileage: Int = 0, distanceHasGaps: Bool = false, fuel: Money? = nil,
        costs: Money? = nil, net: Money? = nil, netIsPartial: Bool = false, distanceUnit: DistanceUnit,
        grossPerActiveHour: Money? = nil, netPerActiveHour: Money? = nil, grossPerDistance: Money? = nil
    ) {
        self.shiftCount = shiftCount
        self.activeTime = activeTime
        self.deliveredCount = deliveredCount
        self.gross = gross
        self.distance = distance
        self.shiftsWithoutMileage = shiftsWithoutMileage
        self.distanceHasGaps = distanceHasGaps
        self.fuel = fuel
        self.costs = costs
        self.net = net
        self.netIsPartial = netIsPartial
        self.distanceUnit = distanceUnit
        self.grossPerActiveHour = grossPerActiveHour
        self.netPerActiveHour = netPerActiveHour
        self.grossPerDistance = grossPerDistance
    }
}

/// One row of a report: a date and its shifts' totals.
public struct DayTotals: Hashable, Sendable {
    public var date: CalendarDate
    public var totals: PeriodTotals

    public init(date: CalendarDate, totals: PeriodTotals) {
        self.date = date
        self.totals = totals
    }
}

/// A report's figures: every date of the period (empty days included, so a chart has no holes) and the totals.
public struct PeriodMetrics: Hashable, Sendable {
    public var period: ReportPeriod
    public var days: [DayTotals]
    public var totals: PeriodTotals

    public init(period: ReportPeriod, days: [DayTotals], totals: PeriodTotals) {
        self.period = period
        self.days = days
        self.totals = totals
    }
}
