import Testing
@testable import Grammar

@Suite struct GrammarCompilerTests {
    @Test func countsPhrasesWithoutSpellingThemOut() throws {
        let grammar = try #require(GrammarFixture.compile("intent A\n    [a | b] [c | d] (e | f)\n"))
        #expect(grammar.phraseCount == 18)
        #expect(grammar.intentNames == ["A"])
    }

    @Test func manyOptionalsInARowCompile() throws {
        let words = (0..<60).map { "[w\($0)]" }.joined(separator: " ")
        let grammar = try #require(GrammarFixture.compile("intent A\n    go \(words)\n"))
        #expect(grammar.recognise("go w5 w20 w59", tolerance: false).intent == "A")
        #expect(grammar.recognise("go w20 w5", tolerance: false).intent == nil)
    }

    @Test func hundredsOfOptionalsAreRefusedNotCompiledForever() {
        let words = (0..<500).map { "[w\($0)]" }.joined(separator: " ")
        let errors = GrammarFixture.errors("intent A\n    go \(words)\n")
        #expect(errors.first?.message == "the grammar is too large to compile")
    }

    @Test func phraseWithTwoMeaningsIsRefusedAtItsLine() {
        let errors = GrammarFixture.errors("intent A\n    start [my] shift\nintent B\n    start shift\n")
        #expect(errors.count == 1)
        #expect(errors.first?.location.line == 4)
        #expect(errors.first?.message.contains("would mean both A") == true)
    }

    @Test func unknownRuleIsRefusedAtTheReference() {
        let errors = GrammarFixture.errors("intent A\n    go <nowhere>\n")
        #expect(errors.first?.summary == "bad.grammar:2:8: no rule named <nowhere>")
    }

    @Test func unknownListIsRefused() {
        #expect(GrammarFixture.errors("intent A\n    got {thing}\n").first?.message == "no list named {thing}")
    }

    @Test func selfReferringRuleIsRefused() {
        let errors = GrammarFixture.errors("<a> = x [<a>]\nintent A\n    <a>\n")
        #expect(errors.first?.message == "rule <a> refers to itself")
    }

    @Test func intentWithoutPhrasesIsRefused() {
        #expect(GrammarFixture.errors("intent A\n").first?.message == "intent A has no phrases")
    }

    @Test func grammarWithoutIntentsIsRefused() {
        #expect(GrammarFixture.errors("skip um\n").first?.message == "the grammar has no 'intent' block")
    }

    @Test func refusedGrammarReportsEveryError() {
        let errors = GrammarFixture.errors("intent A\n    go <x>\n    went {y}\n")
        #expect(errors.map(\.location.line) == [2, 3])
    }

    @Test func templateWordsAreNormalisedLikeSentences() throws {
        let grammar = try #require(GrammarFixture.compile("intent Park\n    I'm PARKED\n"))
        #expect(grammar.recognise("im parked", tolerance: false).intent == "Park")
    }
}
