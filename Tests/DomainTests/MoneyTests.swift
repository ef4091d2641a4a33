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
}
