/// Parses an amount as a person types it: "12.50", "$12.50", "12", "12.5".
public enum MoneyInput {
    /// The largest amount accepted as one entry, in minor units; anything above is a slip of the finger.
    public static let maximumMinorUnits: Int64 = 1_000_000

    public static func parse(_ text: String, currencyCode: String = "USD") throws(MoneyInputError) -> Money {
        var body = text.trimmingSpaces
        if body.hasPrefix("-") { throw .negative }
        if body.hasPrefix("$") { body = body.dropFirst() }
        if body.hasPrefix("-") { throw .negative }
        let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts[0]
        let fraction = parts.count > 1 ? parts[1] : ""
        guard !(whole.isEmpty && fraction.isEmpty), whole.allSatisfy(\.isASCIIDigit),
              fraction.allSatisfy(\.isASCIIDigit), parts.count == 1 || !fraction.isEmpty
        else { throw .malformed }
        guard fraction.count <= 2 else { throw .tooManyDecimals }
        // Checking the digit count first keeps the arithmetic below from overflowing.
        guard whole.drop(while: { $0 == "0" }).count <= 5 else { throw .tooLarge }
        let units = (Int64(whole) ?? 0) * 100 + (Int64(fraction.padded(to: 2)) ?? 0)
        guard units <= maximumMinorUnits else { throw .tooLarge }
        return Money(minorUnits: units, currencyCode: currencyCode)
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
