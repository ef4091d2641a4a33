/// An amount of money in integer minor units (cents) and an ISO 4217 currency code; never a floating point value.
public struct Money: Hashable, Sendable {
    public var minorUnits: Int64
    public var currencyCode: String

    public init(minorUnits: Int64, currencyCode: String) {
        self.minorUnits = minorUnits
        self.currencyCode = currencyCode
    }

    /// "$1,250.00" for US dollars, "1,250.00 EUR" or "1,250 JPY" for other currencies: thousands separated as
    /// counts are, as many decimals as the currency's minor unit has.
    public var formatted: String {
        let currency = Currency(code: currencyCode)
        let digits = currency?.minorDigits ?? 2
        let perMajor = currency?.minorUnitsPerMajor ?? 100
        let sign = minorUnits < 0 ? "-" : ""
        let magnitude = minorUnits.magnitude
        var number = Money.grouped(magnitude / UInt64(perMajor))
        if digits > 0 {
            let fraction = String(magnitude % UInt64(perMajor))
            number += "." + String(repeating: "0", count: digits - fraction.count) + fraction
        }
        if let symbol = currency?.prefixSymbol { return "\(sign)\(symbol)\(number)" }
        return "\(sign)\(number) \(currencyCode)"
    }

    /// "1,730" from 1730: a comma between each group of three digits.
    static func grouped(_ value: UInt64) -> String {
        let digits = Array(String(value))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
