import Domain
import Testing
import TestSupport

@Suite struct LocalTimeTests {
    init() { UTCTimeZone.apply() }

    @Test(arguments: [
        (Int64(2), "9:02 AM"), (245, "1:05 PM"), (-540, "12:00 AM"), (180, "12:00 PM"), (899, "11:59 PM"),
    ])
    func clockTimeIsTwelveHourWithMinutesPadded(minutes: Int64, expected: String) {
        #expect(LocalTime.clockTime(.minute(minutes)) == expected)
    }

    @Test func dateAndTimeNamesTheWeekdayDayAndMonth() {
        #expect(LocalTime.dateAndTime(.minute(2), now: .minute(0)) == "Mon 30 Nov 9:02 AM")
        #expect(LocalTime.dateAndTime(.minute(24 * 60 + 2), now: .minute(0)) == "Tue 1 Dec 9:02 AM")
    }

    @Test func aDateInAnotherYearNamesItsYear() {
        let yearAgo = Instant.minute(-365 * 24 * 60)
        #expect(LocalTime.dateAndTime(yearAgo, now: .minute(0)) == "Sun 30 Nov 2025 9:00 AM")
        #expect(LocalTime.dateAndTime(.minute(32 * 24 * 60), now: .minute(0)) == "Fri 1 Jan 2027 9:00 AM")
    }

    @Test func instantsBeforeNineteenSeventyRoundDownToTheirSecond() {
        #expect(LocalTime.clockTime(Instant(millisecondsSinceEpoch: -1)) == "11:59 PM")
    }
}
