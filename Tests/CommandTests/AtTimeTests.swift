import Testing
import Command

@Suite struct AtTimeTests {
    // 2026-11-30T09:02:11Z
    let now: Int64 = 1_796_029_331_000

    @Test func acceptsRFC3339() {
        #expect(AtTime.parse("2026-11-30T08:00:00Z", now: now, utcOffsetSeconds: { _ in 3600 }) == 1_796_025_600_000)
    }

    @Test func clockTimeIsThatMinuteOfTodayInUTC() {
        #expect(AtTime.parse("08:30", now: now, utcOffsetSeconds: { _ in 0 }) == Timestamp.parse("2026-11-30T08:30:00Z"))
        #expect(AtTime.parse("8:30", now: now, utcOffsetSeconds: { _ in 0 }) == Timestamp.parse("2026-11-30T08:30:00Z"))
        #expect(AtTime.parse("00:00", now: now, utcOffsetSeconds: { _ in 0 }) == Timestamp.parse("2026-11-30T00:00:00Z"))
    }

    @Test func clockTimeUsesTheLocalDayAndOffset() {
        // 09:02 UTC is 04:02 in UTC-5, still 30 November there.
        #expect(AtTime.parse("03:15", now: now, utcOffsetSeconds: { _ in -5 * 3600 }) == Timestamp.parse("2026-11-30T08:15:00Z"))
        // 09:02 UTC is 00:02 on 1 December in UTC+15.
        #expect(AtTime.parse("00:01", now: now, utcOffsetSeconds: { _ in 15 * 3600 }) == Timestamp.parse("2026-11-30T09:01:00Z"))
    }

    @Test func clockTimeAcrossAnOffsetChangeUsesTheOffsetInForceThen() {
        let change = Timestamp.parse("2026-11-30T06:00:00Z")!
        let offset: (Int64) -> Int64 = { $0 < change ? 3600 : 7200 }
        #expect(AtTime.parse("05:00", now: now, utcOffsetSeconds: offset) == Timestamp.parse("2026-11-30T04:00:00Z"))
        #expect(AtTime.parse("10:00", now: now, utcOffsetSeconds: offset) == Timestamp.parse("2026-11-30T08:00:00Z"))
    }

    @Test(arguments: ["24:00", "12:60", "1230", "12:3", "123:00", "noon", "", "-1:00", "12:30:00", "2026-11-30"])
    func rejectsWhatIsNotATime(text: String) {
        #expect(AtTime.parse(text, now: now, utcOffsetSeconds: { _ in 0 }) == nil)
    }
}
