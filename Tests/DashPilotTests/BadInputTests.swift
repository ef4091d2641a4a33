import Testing

/// Lines that cannot be sentences each get a reply, record nothing, and the next line still works.
@Suite struct BadInputTests {
    @Test func invalidBytesAndOverlongLinesAreAnsweredAndRecordNothing() throws {
        let sandbox = Sandbox()
        var input: [UInt8] = Array("start my \u{FF}".utf8.dropLast(2)) + [0xFF, 0xFE, 0x0A]
        input += Array("start my".utf8) + [0x00] + Array(" shift\n".utf8)
        input += Array(repeating: UInt8(ascii: "a"), count: 5000) + [0x0A]
        input += Array("2026-11-30T09:00:00Z start my shift\n".utf8)
        let run = try sandbox.run(["--json"], input: input)
        #expect(run.status == 0)
        let replies = try run.replies()
        #expect(replies.map(\.sentence) == [
            "That line was not valid text, so nothing was recorded.",
            "That line contained a null character, so nothing was recorded.",
            "That line was too long (5000 bytes, more than 4096), so nothing was recorded.",
            "Shift started at 9:00 AM.",
        ])
        #expect(replies.map(\.outcome) == ["error", "error", "error", "performed"])
        #expect(replies.prefix(3).allSatisfy { $0.input == nil })
        #expect(try sandbox.journal().count == 1)
        #expect(try sandbox.count("shifts") == 1)
    }

    @Test func aMistypedCommandIsAnsweredAndTheNextLineStillWorks() throws {
        let sandbox = Sandbox()
        let run = try sandbox.run([], input: ":pickup two\nstart my shift\n")
        #expect(run.lines.count == 2)
        #expect(run.lines[0].hasPrefix("A delivery number must be a whole number from 1; got 'two'."))
        #expect(run.lines[1].hasPrefix("Shift started at"))
    }
}
