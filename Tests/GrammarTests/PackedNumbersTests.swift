import Testing
@testable import Grammar

@Suite struct PackedNumbersTests {
    @Test func valuesReadBackFromTheirDigits() {
        for (value, width) in [(0, 1), (63, 1), (64, 2), (1_585, 2), (4_095, 2), (4_096, 3), (262_143, 3)] {
            let text = PackedNumbers.encode(value, width: width)
            #expect(text.utf8.count == width)
            let read = text.utf8.reduce(0) { $0 << 6 | PackedNumbers.digit($1) }
            #expect(read == value)
        }
    }

    @Test func widthIsTheFewestDigitsThatHoldEveryValueBelowTheLimit() {
        #expect(PackedNumbers.width(below: 1) == 1)
        #expect(PackedNumbers.width(below: 64) == 1)
        #expect(PackedNumbers.width(below: 65) == 2)
        #expect(PackedNumbers.width(below: 4_096) == 2)
        #expect(PackedNumbers.width(below: 4_097) == 3)
    }

    @Test func bytesThatCannotEndAnEmbeddedLineOrStringAreNotDigits() {
        for byte in Array(" \n\"#\\*".utf8) { #expect(PackedNumbers.digit(byte) >= 64) }
    }
}
