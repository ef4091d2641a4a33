import Testing
@testable import Grammar

@Suite struct VocabularyTests {
    @Test func aWordKeepsItsFirstIdAcrossGrowth() {
        var vocabulary = Vocabulary()
        let words = (0..<1_000).map { "w\($0)" }
        let ids = words.map { vocabulary.intern($0) }
        #expect(ids == (0..<1_000).map(Int32.init))
        #expect(words.map { vocabulary.intern($0) } == ids)
        #expect(words.map { vocabulary.id(of: $0) } == ids)
        #expect(vocabulary.count == 1_000)
    }

    @Test func aWordNeverInternedIsUnknown() {
        var vocabulary = Vocabulary(capacity: 2)
        _ = vocabulary.intern("park")
        #expect(vocabulary.id(of: "parked") == Vocabulary.unknown)
        #expect(vocabulary.id(of: "") == Vocabulary.unknown)
        #expect(vocabulary.id(of: "park") == 0)
        #expect(vocabulary.idsByLength[4] == [0])
    }
}
