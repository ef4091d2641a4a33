/// Parses an amount as a person types it: "12.50", "$12.50", "1,250", "12", "12.5", in the currency set.
public enum MoneyInput {
    /// The largest amount accepted as one entry, in major units; anything above is a slip of the finger.
    /// Currencies without a minor unit (the yen) have small major units and get a hundred times more.
    public static let maximumMajorUnits: Int64 = 10_000

    /// The largest entry in minor units of `currency`.
    public static func maximumMinorUnits(_ currency: Currency) -> Int64 {
        maximumMajorUnits * (currency.minorDigits == 0 ? 100 : currency.minorUnitsPerMajor)
    }

    public static func parse(_ text: String, currencyCode: String = "USD") throws(MoneyInputError) -> Money {
        let currency = Currency(code: currencyCode) ?? .usDollar
        var body = text.trimmingSpaces
        if body.hasPrefix("-") { throw .negative }
        if let symbol = currency.prefixSymbol, body.hasPrefix(symbol) { body = body.dropFirst(symbol.count) }
        if body.hasPrefix("-") { throw .negative }
        let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = ungrouped(parts[0]) else { throw .malformed }
        let fraction = parts.count > 1 ? parts[1] : ""
        guard !(whole.isEmpty && fraction.isEmpty), whole.allSatisfy(\.isASCIIDigit),
              fraction.allSatisfy(\.isASCIIDigit), parts.count == 1 || !fraction.isEmpty
        else { throw .malformed }
        guard fraction.count <= currency.minorDigits else { throw .tooManyDecimals }
        // Checking the digit count first keeps the arithmetic below from overflowing.
        guard whole.drop(while: { $0 == "0" }).count <= 9 else { throw .tooLarge }
        let units = (Int64(whole) ?? 0) * currency.minorUnitsPerMajor
            + (Int64(fraction.padded(to: currency.minorDigits)) ?? 0)
        guard units <= maximumMinorUnits(currency) else { throw .tooLarge }
        return Money(minorUnits: units, currencyCode: currency.code)
    }

    /// The whole part without thousands separators ("1,250" -> "1250"); nil when the commas are misplaced.
    private static func ungrouped(_ whole: Substring) -> Substring? {
        guard whole.contains(",") else { return whole }
        let groups = whole.split(separator: ",", omittingEmptySubsequences: false)
        guard let first = groups.first, (1...3).contains(first.count), groups.dropFirst().allSatisfy({ $0.count == 3 })
        else { return nil }
        return Substring(groups.joined())
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension Substring {
    fileprivate func padded(to length: Int) -> String {
        String(self) + String(repeating: "0", count: Swift.max(0, length - count))
    }
}

extension String {
    fileprivate var trimmingSpaces: Substring {
        var start = startIndex
        var end = endIndex
        while start < end, self[start].isWhitespace { start = index(after: start) }
        while end > start, self[index(before: end)].isWhitespace { end = index(before: end) }
        return self[start..<end]
    }
}
