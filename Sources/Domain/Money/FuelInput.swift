/// Parses a fuel price and a consumption as a driver types them ("3.499", "$3.49"; "31" mpg, "6.5" L/100 km).
public enum FuelInput {
    /// $1,000 a unit: anything above is a slip of the finger.
    public static let maximumPriceTenthsOfMinorUnit: Int64 = 1_000_000
    /// Accepted consumption figures; outside them no road vehicle drives.
    public static let milesPerGallonRange = 1.0...200.0
    public static let litresPerHundredKilometresRange = 1.0...100.0

    public static func price(_ text: String, currencyCode: String = "USD") throws(FuelInputError) -> FuelPrice {
        var body = Substring(text.trimmingWhitespace)
        if body.hasPrefix("$") { body = body.dropFirst() }
        let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts[0]
        let fraction = parts.count > 1 ? parts[1] : ""
        guard !whole.isEmpty || !fraction.isEmpty, whole.allSatisfy(\.isDigitASCII),
              fraction.allSatisfy(\.isDigitASCII), parts.count == 1 || !fraction.isEmpty
        else { throw .malformedPrice(text) }
        guard fraction.count <= 3 else { throw .malformedPrice(text) }
        guard whole.drop(while: { $0 == "0" }).count <= 6 else { throw .priceTooHigh }
        let padded = String(fraction) + String(repeating: "0", count: 3 - fraction.count)
        let tenths = (Int64(whole) ?? 0) * 1000 + (Int64(padded) ?? 0)
        guard tenths > 0 else { throw .zeroPrice }
        guard tenths <= maximumPriceTenthsOfMinorUnit else { throw .priceTooHigh }
        return FuelPrice(tenthsOfMinorUnit: tenths, currencyCode: currencyCode)
    }

    public static func milesPerGallon(_ text: String) throws(FuelInputError) -> FuelConsumption {
        .milesPerGallon(try figure(text, within: milesPerGallonRange, unit: "mpg"))
    }

    public static func litresPerHundredKilometres(_ text: String) throws(FuelInputError) -> FuelConsumption {
        .litresPerHundredKilometres(try figure(text, within: litresPerHundredKilometresRange, unit: "L/100 km"))
    }

    private static func figure(
        _ text: String, within range: ClosedRange<Double>, unit: String
    ) throws(FuelInputError) -> Double {
        let body = text.trimmingWhitespace
        let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard !body.isEmpty, parts.count <= 2, parts.allSatisfy({ $0.allSatisfy(\.isDigitASCII) }),
              !parts[0].isEmpty, parts.count == 1 || !parts[1].isEmpty, body.count <= 8,
              let value = Double(body)
        else { throw .malformedConsumption(text, unit: unit) }
        guard range.contains(value) else { throw .consumptionOutOfRange(unit: unit, range: range) }
        return value
    }
}

/// Why a fuel figure was refused, in one sentence a driver can hear.
public enum FuelInputError: Error, Hashable, Sendable {
    case malformedPrice(String)
    case zeroPrice
    case priceTooHigh
    case malformedConsumption(String, unit: String)
    case consumptionOutOfRange(unit: String, range: ClosedRange<Double>)

    public var sentence: String {
        switch self {
        case .malformedPrice(let text): "\"\(text)\" is not a fuel price; say it like 3.49."
        case .zeroPrice: "A fuel price must be more than zero."
        case .priceTooHigh: "That fuel price is too high to be right."
        case .malformedConsumption(let text, let unit): "\"\(text)\" is not a figure in \(unit); say it like 31."
        case .consumptionOutOfRange(let unit, let range):
            "Fuel use must be between \(NumberText.compact(range.lowerBound)) and \(NumberText.compact(range.upperBound)) \(unit)."
        }
    }
}

extension Character {
    fileprivate var isDigitASCII: Bool { ("0"..."9").contains(self) }
}

extension String {
    fileprivate var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
