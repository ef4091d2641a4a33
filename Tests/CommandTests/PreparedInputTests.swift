import Testing
import Command

@Suite struct PreparedInputTests {
    let readAt: Int64 = 1_796_029_331_000

    @Test func plainLineIsRecordedWhenRead() {
        #expect(PreparedInput(.text("start my shift"), readAt: readAt) == .sentence("start my shift", at: readAt, input: "start my shift", given: false))
    }

    @Test func leadingTimestampSetsTheInstant() {
        let line = "2026-11-30T08:00:00Z start my shift"
        #expect(PreparedInput(.text(line), readAt: readAt) == .sentence("start my shift", at: 1_796_025_600_000, input: line, given: true))
    }

    @Test func aTimestampLaterThanNowBeyondTheSkewIsRefused() {
        let line = "2062-11-30T09:05:00Z got a new order"
        guard case .refuse(let sentence, let input, let at) = PreparedInput(.text(line), readAt: readAt) else {
            Issue.record("a future timestamp was accepted")
            return
        }
        #expect(sentence.hasSuffix("is later than now, so nothing was recorded."))
        #expect(sentence.contains("2062"))
        #expect(input == line && at == readAt)
    }

    @Test func aTimestampWithinTheAllowedSkewIsKept() {
        let line = "2026-11-30T09:04:11Z got a new order"  // two minutes after readAt, the edge of the skew
        #expect(PreparedInput(.text(line), readAt: readAt) == .sentence("got a new order", at: readAt + 120_000, input: line, given: true))
        let later = "2026-11-30T09:04:12Z got a new order"
        guard case .refuse = PreparedInput(.text(later), readAt: readAt) else {
            Issue.record("a timestamp past the skew was accepted")
            return
        }
    }

    @Test func blankLinesAreSkipped() {
        #expect(PreparedInput(.text(""), readAt: readAt) == .skip)
        #expect(PreparedInput(.text(" \t "), readAt: readAt) == .skip)
    }

    @Test func badLinesAreRefusedWithTheirSentence() {
        #expect(PreparedInput(.problem(.containsNUL), readAt: readAt)
            == .refuse(sentence: InputProblem.containsNUL.sentence, input: nil, at: readAt))
        #expect(PreparedInput(.text("2026-02-30T08:00:00Z start"), readAt: readAt)
            == .refuse(sentence: LeadingTimestamp.malformedSentence, input: "2026-02-30T08:00:00Z start", at: readAt))
    }
}
