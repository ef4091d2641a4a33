import Domain
import Testing

@Suite struct MoneyInputTests {
    @Test(arguments: [
        ("12.50", Int64(1250)), ("$12.50", 1250), ("12", 1200), ("12.5", 1250), (" 7.05 ", 705), ("0", 0),
        (".5", 50), ("10000", 1_000_000), ("0000012", 1200), ("1,250", 125_000), ("$1,250.50", 125_050),
    ])
    func acceptsWhatAPersonTypes(text: String, minorUnits: Int64) throws {
        #expect(try MoneyInput.parse(text) == Money(minorUnits: minorUnits, currencyCode: "USD"))
    }

    @Test func carriesTheCurrencyItIsGiven() throws {
        #expect(try MoneyInput.parse("3.20", currencyCode: "EUR") == Money(minorUnits: 320, currencyCode: "EUR"))
        #expect(try MoneyInput.parse("1200", currencyCode: "jpy") == Money(minorUnits: 1200, currencyCode: "JPY"))
        #expect(try MoneyInput.parse("1.125", currencyCode: "KWD") == Money(minorUnits: 1125, currencyCode: "KWD"))
        #expect(throws: MoneyInputError.tooManyDecimals) { try MoneyInput.parse("12.5", currencyCode: "JPY") }
        // The dollar sign is taken only for dollars: "$5" in euros is a slip, not five euros.
        #expect(throws: MoneyInputError.malformed) { try MoneyInput.parse("$5", currencyCode: "EUR") }
    }

    @Test(arguments: [
        ("-5", MoneyInputError.negative), ("$-5", .negative), ("-$5.00", .negative),
        ("", .malformed), ("$", .malformed), ("abc", .malformed), ("12.", .malformed), ("1.2.3", .malformed),
        ("12,50", .malformed), ("1,25,000", .malformed), (",250", .malformed), ("1e3", .malformed), (".", .malformed),
        ("12.505", .tooManyDecimals), ("10000.01", .tooLarge), ("99999999999999999999999", .tooLarge),
    ])
    func refusesWithASentence(text: String, error: MoneyInputError) {
        #expect(throws: error) { try MoneyInput.parse(text) }
        #expect(!error.sentence.isEmpty)
    }
}
