import Domain
import Testing

@Suite struct MoneyTests {
    @Test func dollarsUseTheDollarSign() {
        #expect(Money(minorUnits: 1250, currencyCode: "USD").formatted == "$12.50")
        #expect(Money(minorUnits: 5, currencyCode: "USD").formatted == "$0.05")
    }

    @Test func otherCurrenciesFollowTheAmountWithTheirCode() {
        #expect(Money(minorUnits: 1250, currencyCode: "EUR").formatted == "12.50 EUR")
    }

    @Test func negativeAmountsKeepTheirSign() {
        #expect(Money(minorUnits: -305, currencyCode: "USD").formatted == "-$3.05")
    }

    @Test func thousandsAreSeparatedAsCountsAre() {
        #expect(Money(minorUnits: 173_072, currencyCode: "USD").formatted == "$1,730.72")
        #expect(Money(minorUnits: 123_456_789, currencyCode: "EUR").formatted == "1,234,567.89 EUR")
        #expect(Money(minorUnits: 99_999, currencyCode: "USD").formatted == "$999.99")
    }

    @Test func theCurrencysMinorUnitDecidesTheDecimals() {
        #expect(Money(minorUnits: 1200, currencyCode: "JPY").formatted == "1,200 JPY")
        #expect(Money(minorUnits: 1_250_500, currencyCode: "KWD").formatted == "1,250.500 KWD")
    }
}
