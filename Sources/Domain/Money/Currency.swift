/// An ISO 4217 currency: its three-letter code and how many digits its minor unit has (2 for most, 0 for the
/// yen, 3 for the dinars), which decide how an amount is typed, stored in minor units and printed.
public struct Currency: Hashable, Sendable {
    public let code: String
    /// Digits after the decimal point: the ISO 4217 exponent.
    public let minorDigits: Int

    /// The currency for `code` (any case), or nil when it is not three ASCII letters.
    public init?(code: String) {
        let upper = String(code.uppercased())
        guard upper.utf8.count == 3, upper.utf8.allSatisfy({ (65...90).contains($0) }) else { return nil }
        self.code = upper
        self.minorDigits =
            Currency.noMinorUnit.contains(upper) ? 0 : Currency.thousandths.contains(upper) ? 3 : 2
    }

    /// US dollars, the currency when none is set.
    public static let usDollar = Currency(code: "USD")!

    /// The currency's minor units in one major unit: 100 for dollars.
    public var minorUnitsPerMajor: Int64 {
        var result: Int64 = 1
        for _ in 0..<minorDigits { result *= 10 }
        return result
    }

    /// The one symbol printed before an amount instead of the code after it; only the dollar, so that an
    /// amount never reads as another country's currency sharing a symbol.
    public var prefixSymbol: String? { code == "USD" ? "$" : nil }

    // ISO 4217 currencies whose minor unit is not a hundredth.
    private static let noMinorUnit: Set<String> = [
        "BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF", "UGX", "UYI", "VND", "VUV", "XAF",
        "XOF", "XPF",
    ]
    private static let thousandths: Set<String> = ["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"]
}
