/// How much fuel the vehicle burns, in the form its driver knows it: miles per US gallon, or litres per 100 km.
/// The form also names the unit the fuel price is per (gallon or litre).
public enum FuelConsumption: Hashable, Sendable {
    case milesPerGallon(Double)
    case litresPerHundredKilometres(Double)

    /// The consumption as a store keeps it: a kind ("mpg" or "l/100km") and a figure.
    public init?(kind: String, value: Double) {
        switch kind {
        case "mpg": self = .milesPerGallon(value)
        case "l/100km": self = .litresPerHundredKilometres(value)
        default: return nil
        }
        guard isValid else { return nil }
    }

    /// "mpg" or "l/100km", for storing beside `value`.
    public var kind: String {
        switch self {
        case .milesPerGallon: "mpg"
        case .litresPerHundredKilometres: "l/100km"
        }
    }

    /// The figure, in the unit `kind` names.
    public var value: Double {
        switch self {
        case .milesPerGallon(let value), .litresPerHundredKilometres(let value): value
        }
    }

    /// Litres in a US liquid gallon, exactly.
    public static let litresPerGallon = 3.785_411_784

    /// Gallons for `.milesPerGallon`, litres for `.litresPerHundredKilometres`: the unit the price is per.
    public func fuelQuantity(for distance: Distance) -> Double {
        switch self {
        case .milesPerGallon(let mpg): distance.value(in: .miles) / mpg
        case .litresPerHundredKilometres(let litres): distance.value(in: .kilometres) * litres / 100
        }
    }

    /// Positive and finite; anything else cannot describe a vehicle.
    public var isValid: Bool {
        switch self {
        case .milesPerGallon(let value), .litresPerHundredKilometres(let value): value.isFinite && value > 0
        }
    }

    /// "31 mpg", "6.5 L/100 km".
    public var formatted: String {
        switch self {
        case .milesPerGallon(let mpg): "\(NumberText.compact(mpg)) mpg"
        case .litresPerHundredKilometres(let litres): "\(NumberText.compact(litres)) L/100 km"
        }
    }

    /// "gallon" or "litre": what one unit of the price buys.
    public var fuelUnit: String {
        switch self {
        case .milesPerGallon: "gallon"
        case .litresPerHundredKilometres: "litre"
        }
    }

    /// The unit a driver who states consumption this way reads distances in.
    public var naturalDistanceUnit: DistanceUnit {
        switch self {
        case .milesPerGallon: .miles
        case .litresPerHundredKilometres: .kilometres
        }
    }
}
