import Domain
import Testing
import TestSupport

@Suite struct InstantTests {
    @Test func addingADurationMovesByItsMilliseconds() {
        let start = Instant(millisecondsSinceEpoch: 1_000)
        #expect((start + .seconds(2)).millisecondsSinceEpoch == 3_000)
        #expect((start - .milliseconds(250)).millisecondsSinceEpoch == 750)
    }

    @Test func durationSinceIsSignedSoCallersCanClamp() {
        #expect(Instant.minute(10).duration(since: .minute(4)) == .seconds(360))
        #expect(Instant.minute(4).duration(since: .minute(10)) == .seconds(-360))
    }

    @Test func orderingFollowsTheMilliseconds() {
        #expect(Instant.minute(1) < Instant.minute(2))
        #expect(Instant.minute(2) == Instant(millisecondsSinceEpoch: Instant.testMorning.millisecondsSinceEpoch + 120_000))
    }

    @Test func nowReadsTheWallClockInMilliseconds() {
        // 2025-01-01T00:00:00Z; the wall clock of any machine running this is later.
        #expect(Instant.now().millisecondsSinceEpoch > 1_735_689_600_000)
    }

    @Test func wholeMillisecondsTruncatesSubMillisecondParts() {
        #expect(Duration.microseconds(2_999).wholeMilliseconds == 2)
        #expect(Duration.seconds(-3).wholeMilliseconds == -3_000)
    }
}
