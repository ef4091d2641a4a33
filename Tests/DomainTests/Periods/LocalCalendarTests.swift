import Domain
import Glibc
import Testing

/// Each case runs `LocalCalendarInZoneTests` in a child process under one zone (see `ZoneChildProcess`).
@Suite struct LocalCalendarTests {
    @Test(arguments: ["America/New_York", "Europe/Berlin", "America/Santiago"])
    func calendarDaysFollowTheDriversZone(zone: String) throws {
        try #require(access("/usr/share/zoneinfo/\(zone)", R_OK) == 0, "the tzdata package provides /usr/share/zoneinfo")
        let child = ZoneChildProcess.run(suite: "LocalCalendarInZoneTests", zone: zone)
        #expect(child.status == 0, "\(child.output)")
        // A child that ran nothing would pass vacuously.
        #expect(child.output.contains("calendarDatesIn"), "\(child.output)")
    }
}

/// Runs only inside a child started with `TZ` set; every expectation names instants computed from the zone
/// database independently of this code.
@Suite(.enabled(if: ZoneChildProcess.zone != nil))
struct LocalCalendarInZoneTests {
    static func date(_ text: String) -> CalendarDate { CalendarDate(iso: text)! }
    static func instant(_ milliseconds: Int64) -> Instant { Instant(millisecondsSinceEpoch: milliseconds) }

    static func hours(_ range: Range<Instant>) -> Int64 {
        range.upperBound.duration(since: range.lowerBound).wholeMilliseconds / 3_600_000
    }

    @Test func calendarDatesInTheZone() throws {
        let zone = try #require(ZoneChildProcess.zone)
        switch zone {
        case "America/New_York": try newYork()
        case "Europe/Berlin": try berlin()
        case "America/Santiago": try santiago()
        default: Issue.record("no expectations for \(zone)")
        }
    }

    func newYork() throws {
        // Daylight saving ends on Sunday 1 November 2026 (25 hours) and starts on 8 March (23 hours).
        #expect(LocalCalendar.startOfDay(Self.date("2026-11-01")) == Self.instant(1_793_505_600_000))
        #expect(Self.hours(LocalCalendar.interval(of: Self.date("2026-11-01"))) == 25)
        #expect(Self.hours(LocalCalendar.interval(of: Self.date("2026-03-08"))) == 23)
        #expect(LocalCalendar.startOfDay(Self.date("2026-11-30")) == Self.instant(1_796_014_800_000))
        // 04:30 UTC on 30 November is 23:30 on the 29th here.
        #expect(LocalCalendar.date(of: Self.instant(1_796_013_000_000)) == Self.date("2026-11-29"))

        // A shift from 23:30 on Sunday 1 November (after the change) to 01:30 belongs to that Sunday; one at
        // 00:30 on Monday 26 October belongs to that Monday, though UTC has both on other days.
        let sundayNight = Self.shift(id: 1, start: 1_793_593_800_000, gross: 3000)
        let mondayEarly = Self.shift(id: 2, start: 1_792_989_000_000, gross: 1000)
        let week = PeriodMetricsCalculator.metrics(
            for: .week(containing: Self.date("2026-10-28"), firstWeekday: .monday),
            shifts: [sundayNight, mondayEarly], distanceUnit: .miles)
        #expect(week.days.first?.date == Self.date("2026-10-26"))
        #expect(week.days.first?.totals.gross == Self.usd(1000))
        #expect(week.days.last?.date == Self.date("2026-11-01"))
        #expect(week.days.last?.totals.gross == Self.usd(3000))
        #expect(week.totals.shiftCount == 2)
    }

    func berlin() throws {
        #expect(Self.hours(LocalCalendar.interval(of: Self.date("2026-10-25"))) == 25)
        #expect(LocalCalendar.startOfDay(Self.date("2026-10-25")) == Self.instant(1_792_879_200_000))
        #expect(Self.hours(LocalCalendar.interval(of: Self.date("2026-03-29"))) == 23)
        #expect(LocalCalendar.startOfDay(Self.date("2026-03-29")) == Self.instant(1_774_738_800_000))
        // 00:30 on 1 December here is 23:30 UTC on 30 November: a shift then belongs to December.
        let december = Self.shift(id: 1, start: 1_796_081_400_000, gross: 2500)
        let november = Self.shift(id: 2, start: 1_796_077_800_000, gross: 4000)
        let month = PeriodMetricsCalculator.metrics(
            for: .month(containing: Self.date("2026-11-15")), shifts: [december, november], distanceUnit: .kilometres)
        #expect(month.days.count == 30)
        #expect(month.totals.gross == Self.usd(4000))
        #expect(month.days.last?.totals.shiftCount == 1)
        let first = PeriodMetricsCalculator.metrics(
            for: .day(Self.date("2026-12-01")), shifts: [december, november], distanceUnit: .kilometres)
        #expect(first.totals.gross == Self.usd(2500))
    }

    func santiago() throws {
        // Daylight saving starts at midnight on Sunday 6 September 2026: that day begins at 01:00, 04:00 UTC.
        #expect(LocalCalendar.startOfDay(Self.date("2026-09-06")) == Self.instant(1_788_667_200_000))
        #expect(Self.hours(LocalCalendar.interval(of: Self.date("2026-09-06"))) == 23)
        #expect(LocalCalendar.startOfDay(Self.date("2026-09-05")) == Self.instant(1_788_580_800_000))
        #expect(LocalCalendar.date(of: Self.instant(1_788_667_200_000 - 1)) == Self.date("2026-09-05"))
        #expect(LocalCalendar.date(of: Self.instant(1_788_667_200_000)) == Self.date("2026-09-06"))
    }

    static func usd(_ cents: Int64) -> Money { Money(minorUnits: cents, currencyCode: "USD") }

    static func shift(id: Int64, start: Int64, gross: Int64) -> ShiftFigures {
        let shift = Shift(id: id, startedAt: instant(start), endedAt: instant(start + 2 * 3_600_000), grossAmount: usd(gross))
        return ShiftFiguresCalculator.figures(
            for: shift, deliveries: [], samples: [], costs: [], fuelAssumption: nil, distanceUnit: .miles,
            asOf: instant(start + 2 * 3_600_000))
    }
}
