import Domain
import Testing
import TestSupport

@Suite struct ShiftMetricsCalculatorTests {
    private let usd = "USD"

    private func delivery(_ id: Int64, delivered: Bool, cents: Int64?, currency: String = "USD") -> Delivery {
        Delivery(
            id: id, shiftID: 1, offerID: id, acceptedAt: .minute(0), pickedUpAt: .minute(5),
            deliveredAt: delivered ? .minute(10) : nil, cancelledAt: delivered ? nil : .minute(10),
            grossAmount: cents.map { Money(minorUnits: $0, currencyCode: currency) })
    }

    @Test func countsCompletedAndCancelledDeliveries() {
        let shift = Shift(id: 1, startedAt: .minute(0), endedAt: .minute(120))
        let metrics = ShiftMetricsCalculator.metrics(
            for: shift, deliveries: [delivery(1, delivered: true, cents: nil), delivery(2, delivered: false, cents: nil),
                                     delivery(3, delivered: true, cents: nil)], asOf: .minute(200))
        #expect(metrics.completedCount == 2)
        #expect(metrics.cancelledCount == 1)
        #expect(metrics.elapsed == .seconds(120 * 60))
        #expect(metrics.grossTotal == nil)
        #expect(metrics.grossPerActiveHour == nil)
    }

    @Test func grossPerActiveHourUsesActiveTimeNotElapsed() {
        let shift = Shift(
            id: 1, startedAt: .minute(0), endedAt: .minute(150),
            pauses: [Pause(id: 1, startedAt: .minute(60), endedAt: .minute(90))],
            grossAmount: Money(minorUnits: 1000, currencyCode: usd))
        let metrics = ShiftMetricsCalculator.metrics(
            for: shift, deliveries: [delivery(1, delivered: true, cents: 2000)], asOf: .minute(150))
        #expect(metrics.activeTime == .seconds(120 * 60))
        #expect(metrics.grossTotal == Money(minorUnits: 1000, currencyCode: usd))
        #expect(metrics.grossPerActiveHour == Money(minorUnits: 500, currencyCode: usd))
    }

    @Test func theShiftsOwnAmountIsItsGrossAndDeliveriesAreNotAddedToIt() {
        let deliveries = [delivery(1, delivered: true, cents: 2000), delivery(2, delivered: true, cents: 500)]
        let withAmount = Shift(
            id: 1, startedAt: .minute(0), endedAt: .minute(60), grossAmount: Money(minorUnits: 4000, currencyCode: usd))
        #expect(ShiftMetricsCalculator.grossTotal(shift: withAmount, deliveries: deliveries)
            == Money(minorUnits: 4000, currencyCode: usd))
        let without = Shift(id: 1, startedAt: .minute(0), endedAt: .minute(60))
        #expect(ShiftMetricsCalculator.grossTotal(shift: without, deliveries: deliveries)
            == Money(minorUnits: 2500, currencyCode: usd))
    }

    @Test func noRateIsGivenBelowTheMinimumActiveTime() {
        let amount = Money(minorUnits: 2885, currencyCode: usd)
        let oneMinute = Shift(id: 1, startedAt: .minute(0), endedAt: .minute(1), grossAmount: amount)
        #expect(ShiftMetricsCalculator.metrics(for: oneMinute, deliveries: [], asOf: .minute(1)).grossPerActiveHour == nil)
        let atTheMinimum = Shift(id: 1, startedAt: .minute(0), endedAt: .minute(15), grossAmount: amount)
        #expect(ShiftMetricsCalculator.metrics(for: atTheMinimum, deliveries: [], asOf: .minute(15)).grossPerActiveHour
            == Money(minorUnits: 11540, currencyCode: usd))
    }

    @Test func amountsInAnotherCurrencyAreLeftOutRatherThanConverted() {
        let shift = Shift(id: 1, startedAt: .minute(0), endedAt: .minute(60))
        let metrics = ShiftMetricsCalculator.metrics(
            for: shift, deliveries: [delivery(1, delivered: true, cents: 700), delivery(2, delivered: true, cents: 500, currency: "EUR")],
            asOf: .minute(60))
        #expect(metrics.grossTotal == Money(minorUnits: 700, currencyCode: usd))
    }

    @Test func perHourRoundsToTheNearestMinorUnit() {
        let shift = Shift(id: 1, startedAt: .minute(0), endedAt: .minute(180), grossAmount: Money(minorUnits: 1000, currencyCode: usd))
        let metrics = ShiftMetricsCalculator.metrics(for: shift, deliveries: [], asOf: .minute(180))
        #expect(metrics.grossPerActiveHour == Money(minorUnits: 333, currencyCode: usd))
    }

    @Test func noActiveTimeMeansNoRate() {
        let shift = Shift(id: 1, startedAt: .minute(0), endedAt: .minute(0), grossAmount: Money(minorUnits: 1000, currencyCode: usd))
        #expect(ShiftMetricsCalculator.metrics(for: shift, deliveries: [], asOf: .minute(0)).grossPerActiveHour == nil)
    }
}
