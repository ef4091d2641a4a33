/// What a shift assumes fuel costs: a price per unit and the vehicle's consumption. Recorded with the shift
/// (from a default setting, changeable per shift) so an old shift keeps the assumption it was driven under.
public struct FuelAssumption: Hashable, Sendable {
    /// Per gallon with `.milesPerGallon`, per litre with `.litresPerHundredKilometres`.
    public var price: FuelPrice
    public var consumption: FuelConsumption

    public init(price: FuelPrice, consumption: FuelConsumption) {
        self.price = price
        self.consumption = consumption
    }

    /// "$3.49/gallon at 31 mpg".
    public var formatted: String {
        "\(price.formatted)/\(consumption.fuelUnit) at \(consumption.formatted)"
    }
}
