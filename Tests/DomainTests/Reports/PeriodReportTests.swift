import Domain
import Testing
import TestSupport

@Suite struct PeriodReportTests {
    static func usd(_ cents: Int64) -> Money { Money(minorUnits: cents, currencyCode: "USD") }

    static let metrics: PeriodMetrics = {
        let monday = CalendarDate(iso: "2026-11-30")!
        let worked = PeriodTotals(
            shiftCount: 2, activeTime: .seconds(2 * 3600 + 14 * 60), deliveredCount: 5, gross: usd(8410),
            distance: Distance(metres: 41.25 * 1609.344), fuel: usd(610), costs: usd(250), net: usd(7550),
            netIsPartial: true, distanceUnit: .miles, grossPerActiveHour: usd(3766))
        let days = [
            DayTotals(date: monday, totals: worked),
            DayTotals(date: monday.adding(days: 1), totals: PeriodTotals(distanceUnit: .miles)),
        ]
        return PeriodMetrics(period: .week(containing: monday, firstWeekday: .monday), days: days, totals: worked)
    }()

    @Test func textRowsMarkPartialFiguresAndShowAbsentOnesAsDashes() {
        let rows = PeriodReport.textRows(Self.metrics)
        #expect(PeriodReport.header(unit: .miles)[5] == "Miles")
        #expect(rows[0] == ["Mon 30 Nov", "2", "2h14m", "5", "$84.10", "41.3", "$6.10", "$2.50", "$75.50*", "$37.66"])
        #expect(rows[1] == ["Tue 1 Dec", "0", "0m", "0", "—", "—", "—", "—", "—", "—"])
        #expect(rows[2][0] == "Total")
    }

    @Test func csvRowsArePlainFiguresWithTheCurrencyApart() {
        let rows = PeriodReport.csvRows(Self.metrics)
        #expect(rows[0] == ["2026-11-30", "2", "134", "5", "84.10", "41.25", "6.10", "2.50", "75.50", "true", "37.66", "USD"])
        #expect(rows[1] == ["2026-12-01", "0", "0", "0", "", "", "", "", "", "false", "", ""])
        #expect(rows.count == 3)
        #expect(PeriodReport.csvHeader(unit: .kilometres)[5] == "distance_km")
    }

    @Test func theChartDrawsNetPerDay() {
        let bars = PeriodReport.netBars(Self.metrics)
        #expect(bars == [
            BarChart.Bar(label: "Mon 30 Nov", value: 75.5, valueText: "$75.50"),
            BarChart.Bar(label: "Tue 1 Dec", value: 0, valueText: "—"),
        ])
    }
}
