import Testing
@testable import Grammar

@Suite struct GrammarCompilerTests {
    @Test func countsPhrasesWithoutSpellingThemOut() throws {
        let grammar = try #require(GrammarFixture.compile("intent A\n    [a | b] [c | d] (e | f)\n"))
        #expect(grammar.phraseCount == 18)
        #expect(grammar.intentNames == ["A"])
    }

    @Test func alternativesSharingAStartKeepTheirOwnPaths() throws {
        let grammar = try #require(GrammarFixture.compile("intent A\n    (a | [b] c | [e]) d\nintent B\n    b [x] y\n"))
        for phrase in ["a d", "b c d", "c d", "e d", "d"] { #expect(grammar.recognise(phrase, tolerance: false).intent == "A") }
        for phrase in ["b d", "a c d", "b e d", "a"] { #expect(grammar.recognise(phrase, tolerance: false).intent == nil) }
        #expect(grammar.recognise("b x y", tolerance: false).intent == "B")
        #expect(grammar.phraseCount == 7)
    }

    @Test func slotValuesTravelThroughSharedStates() throws {
        let source = "list e\n    one = [the] a\n    two = [the] b\nintent A\n    {e} [now]\n"
        let grammar = try #require(GrammarFixture.compile(source))
        #expect(grammar.recognise("the a now", tolerance: false) == .match(intent: "A", slots: ["e": "one"], matched: "the a now"))
        #expect(grammar.recognise("b", tolerance: false) == .match(intent: "A", slots: ["e": "two"], matched: "b"))
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
