/// Everything a driver asks of a shift beyond `ShiftMetrics`: time split, mileage, fuel, costs, net and rates.
/// Computed on demand from what the store records; nothing here is stored.
public struct ShiftFigures: Hashable, Sendable {
    public var shiftID: Int64
    /// The shift belongs to the calendar day of this instant in the driver's time zone.
    public var startedAt: Instant
    /// The figures the shift list already shows (elapsed, active time, counts, gross).
    public var metrics: ShiftMetrics
    public var pausedTime: Duration
    /// Time parked within the shift; parked time is still active time.
    public var parkedTime: Duration
    /// The union of accepted-to-delivered intervals (an unfinished delivery counts up to now), within the shift.
    public var deliveryActiveTime: Duration
    /// Nil when the shift has no route: it has no mileage, which is not zero miles.
    public var mileage: RouteMileage?
    /// Nil without mileage or without a fuel assumption.
    public var fuel: FuelEstimate?
    /// The total of the shift's costs in the gross currency (others are left out); nil when none are recorded.
    public var costs: Money?
    /// Gross − estimated fuel − costs; nil without gross, without a fuel estimate, or when a cost or the fuel
    /// price is in another currency than the gross.
    public var net: Money?
    /// The unit `grossPerDistance` is per.
    public var distanceUnit: DistanceUnit
    /// Gross per active hour; nil below `RateMinimums.activeTime`.
    public var grossPerActiveHour: Money?
    /// Gross per mile or km; nil without mileage or below `RateMinimums.distance`.
    public var grossPerDistance: Money?
    /// Gross per delivered delivery; nil with none delivered.
    public var grossPerDelivery: Money?
    /// Net per active hour; nil without net or below `RateMinimums.activeTime`.
    public var netPerActiveHour: Money?

    public init(
        shiftID: Int64, startedAt: Instant, metrics: ShiftMetrics, pausedTime: Duration, parkedTime: Duration,
        deliveryActiveTime: Duration, mileage: RouteMileage?, fuel: FuelEstimate?, costs: Money?, net: Money?,
        distanceUnit: DistanceUnit, grossPerActiveHour: Money?, grossPerDistance: Money?, grossPerDelivery: Money?,
        netPerActiveHour: Money?
    ) {
        self.shiftID = shiftID
        self.startedAt = startedAt
        self.metrics = metrics
        self.pausedTime = pausedTime
        self.parkedTime = parkedTime
        self.deliveryActiveTime = deliveryActiveTime
        self.mileage = mileage
        self.fuel = fuel
        self.costs = costs
        self.net = net
        self.distanceUnit = distanceUnit
        self.grossPerActiveHour = grossPerActiveHour
        self.grossPerDistance = grossPerDistance
        self.grossPerDelivery = grossPerDelivery
        self.netPerActiveHour = netPerActiveHour
    }

    /// "no mileage", or "41.2 miles" (with its gaps said).
    public var mileageText: String {
        mileage?.formatted(in: distanceUnit) ?? "no mileage"
    }

    /// The estimate worded as one, or why there is none: "no mileage, so no fuel estimate".
    public var fuelText: String {
        if let fuel { return fuel.sentence(in: distanceUnit) }
        return mileage == nil ? "no mileage, so no fuel estimate" : "no fuel assumption, so no fuel estimate"
    }
}
