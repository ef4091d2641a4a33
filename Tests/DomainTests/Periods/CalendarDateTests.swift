import Domain
import Testing

@Suite struct CalendarDateTests {
    @Test func dayNumbersRoundTripAndStepOneDayAtATime() throws {
        var date = try #require(CalendarDate(year: 1899, month: 12, day: 31))
        var number = date.daysSinceEpoch
        // Day by day through two centuries, leap rules (1900 no, 2000 yes) included.
        while date.year < 2101 {
            let next = CalendarDate(daysSinceEpoch: number + 1)
            let expected = CalendarDate(year: date.year, month: date.month, day: date.day + 1)
                ?? CalendarDate(year: date.year, month: date.month + 1, day: 1)
                ?? CalendarDate(year: date.year + 1, month: 1, day: 1)
            #expect(next == expected)
            #expect(next.daysSinceEpoch == number + 1)
            date = next
            number += 1
        }
        #expect(CalendarDate(year: 1970, month: 1, day: 1)?.daysSinceEpoch == 0)
    }

    @Test func impossibleDaysDoNotExist() {
        #expect(CalendarDate(year: 2027, month: 2, day: 29) == nil)
        #expect(CalendarDate(year: 2028, month: 2, day: 29) != nil)
        #expect(CalendarDate(year: 1900, month: 2, day: 29) == nil)
        #expect(CalendarDate(year: 2026, month: 4, day: 31) == nil)
        #expect(CalendarDate(year: 2026, month: 13, day: 1) == nil)
        #expect(CalendarDate(year: 0, month: 1, day: 1) == nil)
    }

    @Test func isoTextReadsAndWrites() throws {
        let date = try #require(CalendarDate(iso: "2026-11-30"))
        #expect(date == CalendarDate(year: 2026, month: 11, day: 30))
        #expect(date.description == "2026-11-30")
        #expect(date.shortText == "Mon 30 Nov")
        for text in ["2026-11-31", "2026-1-30", "26-11-30", "2026-11-30T00:00", "2026/11/30", "", "2026-+1-30"] {
            #expect(CalendarDate(iso: text) == nil, "\(text)")
        }
    }

    @Test func weekdaysFollowTheCalendar() throws {
        #expect(try #require(CalendarDate(iso: "2026-11-30")).weekday == .monday)
        #expect(try #require(CalendarDate(iso: "1970-01-01")).weekday == .thursday)
        #expect(try #require(CalendarDate(iso: "1969-12-28")).weekday == .sunday)
        #expect(Weekday(name: "sun") == .sunday)
        #expect(Weekday(name: "Monday") == .monday)
        #expect(Weekday(name: "mo") == nil)
    }
}

@Suite struct ReportPeriodTests {
    static func date(_ text: String) -> CalendarDate { CalendarDate(iso: text)! }

    @Test func anISOWeekRunsMondayToSunday() {
        let week = ReportPeriod.week(containing: Self.date("2026-12-03"), firstWeekday: .monday)
        #expect(week.firstDate == Self.date("2026-11-30"))
        #expect(week.lastDate == Self.date("2026-12-06"))
        #expect(week.dates.count == 7)
        #expect(week.title == "week of Mon 30 Nov")
    }

    @Test func theFirstDayOfTheWeekIsASetting() {
        let week = ReportPeriod.week(containing: Self.date("2026-12-03"), firstWeekday: .sunday)
        #expect(week.firstDate == Self.date("2026-11-29"))
        #expect(ReportPeriod.week(containing: Self.date("2026-11-29"), firstWeekday: .sunday).firstDate == Self.date("2026-11-29"))
    }

    @Test func aMonthHoldsItsDays() {
        let february = ReportPeriod.month(containing: Self.date("2028-02-14"))
        #expect(february.dates.first == Self.date("2028-02-01"))
        #expect(february.dates.last == Self.date("2028-02-29"))
        #expect(february.title == "February 2028")
        #expect(ReportPeriod.day(Self.date("2026-11-30")).dates == [Self.date("2026-11-30")])
    }
}
