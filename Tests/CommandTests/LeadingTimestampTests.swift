import Testing
import Command

@Suite struct LeadingTimestampTests {
    @Test func splitsTimestampFromSentence() {
        #expect(LeadingTimestamp(line: "2026-11-30T09:02:11Z start my shift")
            == .present(millisecondsSinceEpoch: 1_796_029_331_000, sentence: "start my shift"))
        #expect(LeadingTimestamp(line: "2026-11-30T09:02:11.250+01:00 \t picked up")
            == .present(millisecondsSinceEpoch: 1_796_025_731_250, sentence: "picked up"))
    }

    @Test func timestampAloneLeavesAnEmptySentence() {
        #expect(LeadingTimestamp(line: "2026-11-30T09:02:11Z") == .present(millisecondsSinceEpoch: 1_796_029_331_000, sentence: ""))
    }

    @Test func lineWithoutTimestampIsTheSentence() {
        #expect(LeadingTimestamp(line: "start my shift") == .absent(sentence: "start my shift"))
        #expect(LeadingTimestamp(line: "2026 was a good year") == .absent(sentence: "2026 was a good year"))
        #expect(LeadingTimestamp(line: "") == .absent(sentence: ""))
    }

    @Test func impossibleTimestampIsMalformedNotASentence() {
        #expect(LeadingTimestamp(line: "2026-02-30T09:02:11Z start my shift") == .malformed(word: "2026-02-30T09:02:11Z"))
        #expect(LeadingTimestamp(line: "2026-11-30 09:02:11Z start") == .malformed(word: "2026-11-30"))
        #expect(LeadingTimestamp(line: "2026-11-30T09:02:11Zstart") == .malformed(word: "2026-11-30T09:02:11Zstart"))
        #expect(LeadingTimestamp.malformedSentence.hasSuffix("so nothing was recorded."))
    }
}
