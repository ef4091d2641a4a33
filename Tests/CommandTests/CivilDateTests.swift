import Testing
import Command

@Suite struct CivilDateTests {
    @Test func epochIsDayZero() {
        #expect(CivilDate(year: 1970, month: 1, day: 1).daysSinceEpoch == 0)
        #expect(CivilDate(daysSinceEpoch: 0) == CivilDate(year: 1970, month: 1, day: 1))
        #expect(CivilDate(year: 1969, month: 12, day: 31).daysSinceEpoch == -1)
    }

    @Test func knownDates() {
        #expect(CivilDate(year: 2000, month: 3, day: 1).daysSinceEpoch == 11_017)
        #expect(CivilDate(year: 2026, month: 11, day: 30).daysSinceEpoch == 20_787)
        #expect(CivilDate(year: 0, month: 1, day: 1).daysSinceEpoch == -719_528)
        #expect(CivilDate(year: 9999, month: 12, day: 31).daysSinceEpoch == 2_932_896)
    }

    @Test func everyDayFromYear0To9999RoundTripsAndFollowsTheDayBefore() {
        var days = CivilDate(year: 0, month: 1, day: 1).daysSinceEpoch
        for year in Int64(0)...9999 {
            for month in Int64(1)...12 {
                for day in 1...CivilDate.daysInMonth(year: year, month: month) {
                    let date = CivilDate(year: year, month: month, day: day)
                    guard date.daysSinceEpoch == days, CivilDate(daysSinceEpoch: days) == date else {
                        Issue.record("mismatch at \(year)-\(month)-\(day)")
                        return
                    }
                    days += 1
                }
            }
        }
    }

    @Test func leapYears() {
        #expect(CivilDate.isLeapYear(2024))
        #expect(CivilDate.isLeapYear(2000))
        #expect(!CivilDate.isLeapYear(1900))
        #expect(!CivilDate.isLeapYear(2026))
        #expect(CivilDate(year: 2024, month: 2, day: 29).isValid)
        #expect(!CivilDate(year: 2026, month: 2, day: 29).isValid)
        #expect(!CivilDate(year: 1900, month: 2, day: 29).isValid)
    }

    @Test func impossibleDatesAreInvalid() {
        #expect(!CivilDate(year: 2026, month: 2, day: 30).isValid)
        #expect(!CivilDate(year: 2026, month: 4, day: 31).isValid)
        #expect(!CivilDate(year: 2026, month: 13, day: 1).isValid)
        #expect(!CivilDate(year: 2026, month: 0, day: 1).isValid)
        #expect(!CivilDate(year: 2026, month: 1, day: 0).isValid)
        #expect(CivilDate(year: 2026, month: 12, day: 31).isValid)
    }
}
