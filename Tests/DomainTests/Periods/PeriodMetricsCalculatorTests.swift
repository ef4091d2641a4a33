import Domain
import Testing
import TestSupport

@Suite struct PeriodMetricsCalculatorTests {
    static func usd(_ cents: Int64) -> Money { Money(minorUnits: cents, currencyCode: "USD") }
    static func date(_ text: String) -> CalendarDate { CalendarDate(iso: text)! }

    /// A driver's zone eight hours behind UTC with no daylight saving, so these tests need no `TZ`.
    static func pacificStandard(_ instant: Instant) -> CalendarDate {
        CalendarDate(daysSinceEpoch: (instant.millisecondsSinceEpoch - 8 * 3_600_000) / 86_400_000)
    }

    static func figures(id: Int64, start: Instant, hours: Int64, gross: Int64, route: Bool) -> ShiftFigures {
        let shift = Shift(id: id, startedAt: start, endedAt: start + .seconds(hours * 3600), grossAmount: usd(gross))
        let samples = route ? (0..<300).map { index in
            RouteSample(instant: start + .seconds(Int64(index)), latitude: 0, longitude: 10 + Double(index) * 0.0002,
                        horizontalAccuracy: 5, fixMode: .threeDimensional)
        } : []
        let fuel = FuelAssumption(price: FuelPrice(tenthsOfMinorUnit: 3500, currencyCode: "USD"), consumption: .milesPerGallon(25))
        return ShiftFiguresCalculator.figures(
            for: shift, deliveries: [], samples: samples, costs: [], fuelAssumption: fuel, distanceUnit: .miles,
            asOf: start + .seconds(hours * 3600))
    }

    @Test func shiftsAreTotalledOnTheLocalDayTheyStarted() {
        // The test morning is 09:00 UTC, 01:00 Pacific, on Monday 30 November.
        let late = Self.figures(id: 1, start: .minute(-120), hours: 3, gross: 6000, route: true)
        let monday = Self.figures(id: 2, start: .minute(60), hours: 2, gross: 4000, route: true)
        // 16:00 Pacific on Monday, already Tuesday in UTC.
        let afternoon = Self.figures(id: 3, start: .minute(900), hours: 1, gross: 1000, route: false)
        // 00:00 Pacific on Tuesday.
        let tuesday = Self.figures(id: 4, start: .minute(1380), hours: 1, gross: 2000, route: false)
        let metrics = PeriodMetricsCalculator.metrics(
            for: .week(containing: Self.date("2026-12-01"), firstWeekday: .monday),
            shifts: [tuesday, late, monday, afternoon],
            distanceUnit: .miles, dateOf: Self.pacificStandard)
        #expect(metrics.days.count == 7)
        // Minute -120 is 23:00 Pacific on Sunday 29 November: the week before.
        #expect(metrics.days[0].date == Self.date("2026-11-30"))
        #expect(metrics.days[0].totals.shiftCount == 2)
        #expect(metrics.days[0].totals.gross == Self.usd(5000))
        #expect(metrics.days[1].totals.gross == Self.usd(2000))
        #expect(metrics.days[2].totals.shiftCount == 0)
        #expect(metrics.days[2].totals.gross == nil)
        #expect(metrics.totals.shiftCount == 3)
        #expect(metrics.totals.gross == Self.usd(7000))
        #expect(metrics.totals.activeTime == .seconds(4 * 3600))
    }

    @Test func netAndDistanceSayWhenSomeShiftsHaveNoMileage() throws {
        let withRoute = Self.figures(id: 1, start: .minute(60), hours: 2, gross: 4000, route: true)
        let without = Self.figures(id: 2, start: .minute(200), hours: 1, gross: 2000, route: false)
        let totals = PeriodMetricsCalculator.metrics(
            for: .day(Self.date("2026-11-30")), shifts: [withRoute, without], distanceUnit: .miles,
            dateOf: Self.pacificStandard
        ).totals
        #expect(totals.distance == withRoute.mileage?.distance)
        #expect(totals.shiftsWithoutMileage == 1)
        #expect(totals.net == withRoute.net)
        #expect(totals.netIsPartial)
        #expect(totals.fuel == withRoute.fuel?.cost)
        #expect(totals.grossPerActiveHour == Self.usd(2000))
        #expect(totals.netPerActiveHour == ShiftFiguresCalculator.perActiveHour(try #require(withRoute.net), active: .seconds(7200)))
    }

    @Test func aPeriodWithoutRoutesHasNoDistance() {
        let without = Self.figures(id: 1, start: .minute(60), hours: 1, gross: 2000, route: false)
        let totals = PeriodMetricsCalculator.metrics(
            for: .month(containing: Self.date("2026-11-01")), shifts: [without], distanceUnit: .miles,
            dateOf: Self.pacificStandard
        ).totals
        #expect(totals.distance == nil)
        #expect(totals.net == nil)
        #expect(totals.netIsPartial)
    }
}
