import Testing
import Command

@Suite struct InputLineTests {
    @Test func validTextIsKeptAsIs() {
        #expect(InputLine.classify(Array("Café › 2 deliveries".utf8)) == .text("Café › 2 deliveries"))
    }

    @Test(arguments: [
        [0xFF] as [UInt8],  // never valid
        [0xC3, 0x28],  // bad continuation
        [0xC0, 0xAF],  // overlong encoding of '/'
        [0xED, 0xA0, 0x80],  // UTF-16 surrogate
        [0xE2, 0x82],  // truncated sequence
        [0xF4, 0x90, 0x80, 0x80],  // beyond U+10FFFF
    ])
    func invalidUTF8IsAProblemNotReplaced(bytes: [UInt8]) {
        #expect(InputLine.classify(Array("start ".utf8) + bytes) == .problem(.invalidUTF8))
    }

    @Test func nulByteIsAProblem() {
        #expect(InputLine.classify([0x61, 0x00, 0x62]) == .problem(.containsNUL))
    }

    @Test func overTheLimitIsTooLong() {
        let bytes = [UInt8](repeating: 0x61, count: 4097)
        #expect(InputLine.classify(bytes) == .problem(.tooLong(byteCount: 4097)))
        #expect(InputLine.classify(bytes.dropLast()) == .text(String(repeating: "a", count: 4096)))
    }

    @Test func everyProblemSaysNothingWasRecorded() {
        let problems: [InputProblem] = [.invalidUTF8, .containsNUL, .tooLong(byteCount: 5000)]
        for problem in problems {
            #expect(problem.sentence.hasSuffix("so nothing was recorded."))
        }
        #expect(InputProblem.tooLong(byteCount: 5000).sentence.contains("5000 bytes"))
        #expect(Set(problems.map(\.sentence)).count == 3)
    }
}
