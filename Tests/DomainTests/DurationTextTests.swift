import Domain
import Testing

@Suite struct DurationTextTests {
    @Test func spokenUsesHoursOnlyWhenThereAreAny() {
        #expect(DurationText.spoken(.seconds(7 * 3600 + 58 * 60 + 59)) == "7 h 58 min")
        #expect(DurationText.spoken(.seconds(45 * 60)) == "45 min")
        #expect(DurationText.spoken(.seconds(59)) == "less than a minute")
        #expect(DurationText.spoken(.seconds(3600)) == "1 h")
    }

    @Test func negativeDurationsReadAsZero() {
        #expect(DurationText.spoken(.seconds(-600)) == "less than a minute")
        #expect(DurationText.compact(.seconds(-600)) == "0m")
    }

    @Test func compactFitsAPrompt() {
        #expect(DurationText.compact(.seconds(2 * 3600 + 14 * 60)) == "2h14m")
        #expect(DurationText.compact(.seconds(45 * 60)) == "45m")
    }
}
