/// Fuel cost estimated from a measured distance and an assumption: distance × consumption × price.
/// It is an estimate and is always worded as one.
public struct FuelEstimate: Hashable, Sendable {
    public var distance: Distance
    public var assumption: FuelAssumption
    /// Gallons or litres, as the assumption's consumption counts them.
    public var fuelQuantity: Double
    /// Rounded half up to the minor unit.
    public var cost: Money

    public init(distance: Distance, assumption: FuelAssumption) {
        self.distance = distance
        self.assumption = assumption
        let quantity = assumption.consumption.isValid ? assumption.consumption.fuelQuantity(for: distance) : 0
        fuelQuantity = quantity
        let exact = (quantity * Double(assumption.price.tenthsOfMinorUnit) / 10).rounded(.toNearestOrAwayFromZero)
        let minorUnits = exact.isFinite && abs(exact) < 9e17 ? Int64(exact) : 0
        cost = Money(minorUnits: minorUnits, currencyCode: assumption.price.currencyCode)
    }

    /// "about $6.10 of fuel, estimated from 41.2 miles at 31 mpg"; the distance in `unit`.
    public func sentence(in unit: DistanceUnit) -> String {
        "about \(cost.formatted) of fuel, estimated from \(distance.formatted(in: unit)) at \(assumption.consumption.formatted)"
    }

    /// The sentence with the distance in the unit the consumption is stated in (miles for mpg, km for L/100 km).
    public var sentence: String { sentence(in: assumption.consumption.naturalDistanceUnit) }
}
