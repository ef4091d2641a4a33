/// An amount of money in integer minor units (cents) and an ISO 4217 currency code; never a floating point value.
public struct Money: Hashable, Sendable {
    public var minorUnits: Int64
    public var currencyCode: String

    public init(minorUnits: Int64, currencyCode: String) {
        self.minorUnits = minorUnits
        self.currencyCode = currencyCode
    }

    /// "$12.50" for US dollars, "12.50 EUR" for any other currency.
    public var formatted: String {
        let sign = minorUnits < 0 ? "-" : ""
        let magnitude = minorUnits.magnitude
        let cents = magnitude % 100
        let number = "\(magnitude / 100).\(cents < 10 ? "0" : "")\(cents)"
        return currencyCode == "USD" ? "\(sign)$\(number)" : "\(sign)\(number) \(currencyCode)"
    }
}
