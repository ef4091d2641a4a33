import Testing
import Command

@Suite struct TimestampTests {
    // 2026-11-30T09:02:11Z
    let instant: Int64 = 1_796_029_331_000

    @Test func parsesUTC() {
        #expect(Timestamp.parse("2026-11-30T09:02:11Z") == instant)
        #expect(Timestamp.parse("2026-11-30t09:02:11z") == instant)
        #expect(Timestamp.parse("1970-01-01T00:00:00Z") == 0)
    }

    @Test func parsesOffsets() {
        #expect(Timestamp.parse("2026-11-30T11:02:11+02:00") == instant)
        #expect(Timestamp.parse("2026-11-30T03:32:11-05:30") == instant)
        #expect(Timestamp.parse("2026-11-30T09:02:11+00:00") == instant)
        #expect(Timestamp.parse("2026-12-01T00:02:11+15:00") == instant)
    }

    @Test func parsesFractionsTruncatingBeyondMilliseconds() {
        #expect(Timestamp.parse("2026-11-30T09:02:11.5Z") == instant + 500)
        #expect(Timestamp.parse("2026-11-30T09:02:11.25Z") == instant + 250)
        #expect(Timestamp.parse("2026-11-30T09:02:11.123Z") == instant + 123)
        #expect(Timestamp.parse("2026-11-30T09:02:11.123999999Z") == instant + 123)
    }

    @Test func beforeTheEpochIsNegative() {
        #expect(Timestamp.parse("1969-12-31T23:59:59.999Z") == -1)
        #expect(Timestamp.parse("0000-01-01T00:00:00Z") == -62_167_219_200_000)
    }

    @Test func leapDayOnlyInLeapYears() {
        #expect(Timestamp.parse("2024-02-29T12:00:00Z") != nil)
        #expect(Timestamp.parse("2000-02-29T12:00:00Z") != nil)
        #expect(Timestamp.parse("2026-02-29T12:00:00Z") == nil)
        #expect(Timestamp.parse("2100-02-29T12:00:00Z") == nil)
    }

    @Test(arguments: [
        "2026-02-30T09:02:11Z", "2026-04-31T09:02:11Z", "2026-13-01T09:02:11Z", "2026-00-01T09:02:11Z",
        "2026-11-00T09:02:11Z", "2026-11-30T24:00:00Z", "2026-11-30T09:60:11Z", "2026-11-30T09:02:60Z",
        "2026-11-30T09:02:11+24:00", "2026-11-30T09:02:11+02:60", "2026-11-30T09:02:11+0200",
        "2026-11-30 09:02:11Z", "2026-11-30T09:02:11", "2026-11-30T09:02Z", "26-11-30T09:02:11Z",
        "2026-11-30T09:02:11.Z", "2026-11-30T09:02:11Zx", "2026-1-30T09:02:11Z", "+2026-11-30T09:02:11Z",
        "2026-11-30T9:02:11Z", "", "2026-11-30", "２026-11-30T09:02:11Z",
    ])
    func rejectsMalformedOrImpossible(text: String) {
        #expect(Timestamp.parse(text) == nil)
    }

    @Test func formatsUTCWithMilliseconds() {
        #expect(Timestamp.format(instant) == "2026-11-30T09:02:11.000Z")
        #expect(Timestamp.format(instant + 7) == "2026-11-30T09:02:11.007Z")
        #expect(Timestamp.format(0) == "1970-01-01T00:00:00.000Z")
        #expect(Timestamp.format(-1) == "1969-12-31T23:59:59.999Z")
        #expect(Timestamp.format(Timestamp.parse("2024-02-29T23:59:59.999Z")!) == "2024-02-29T23:59:59.999Z")
    }

    @Test func formatAndParseRoundTrip() {
        var value: Int64 = -62_167_219_200_000
        while value < 253_402_300_799_000 {
            #expect(Timestamp.parse(Timestamp.format(value)) == value)
            value += 7_777_777_777_777 / 1000 + 123
        }
    }
}
