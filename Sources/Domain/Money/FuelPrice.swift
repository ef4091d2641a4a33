/// A fuel price per gallon or per litre. Pump prices carry a tenth of a cent ("3.499"), finer than `Money`,
/// so the price is kept in tenths of the currency's minor unit: exact, never a floating point value.
public struct FuelPrice: Hashable, Sendable {
    public var tenthsOfMinorUnit: Int64
    public var currencyCode: String

    public init(tenthsOfMinorUnit: Int64, currencyCode: String) {
        self.tenthsOfMinorUnit = tenthsOfMinorUnit
        self.currencyCode = currencyCode
    }

    public init(_ money: Money) {
        self.init(tenthsOfMinorUnit: money.minorUnits * 10, currencyCode: money.currencyCode)
    }

    /// "$3.49", "$3.499", "1.899 EUR": the tenth of a cent only when there is one.
    public var formatted: String {
        guard tenthsOfMinorUnit % 10 != 0 else {
            return Money(minorUnits: tenthsOfMinorUnit / 10, currencyCode: currencyCode).formatted
        }
        let magnitude = tenthsOfMinorUnit.magnitude
        let fraction = String(magnitude % 1000)
        let number = "\(magnitude / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
        let sign = tenthsOfMinorUnit < 0 ? "-" : ""
        return currencyCode == "USD" ? "\(sign)$\(number)" : "\(sign)\(number) \(currencyCode)"
    }
}
