import Testing
import Command

@Suite struct PreparedInputTests {
    let readAt: Int64 = 1_796_029_331_000

    @Test func plainLineIsRecordedWhenRead() {
        #expect(PreparedInput(.text("start my shift"), readAt: readAt) == .sentence("start my shift", at: readAt, input: "start my shift"))
    }

    @Test func leadingTimestampSetsTheInstant() {
        let line = "2026-11-30T08:00:00Z start my shift"
        #expect(PreparedInput(.text(line), readAt: readAt) == .sentence("start my shift", at: 1_796_025_600_000, input: line))
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
