@testable import Grammar
import Testing

@Suite struct MinimisedTrieTests {
    @Test func equalEndingsAreSharedAndMeaningsKept() throws {
        let source = """
            intent A
                start my shift for the day
                begin my shift for the day
                open my shift for the day
            intent B
                end my shift for the day
                stop my shift for the day
            """
        let grammar = try Grammar.parse(source: source, fileName: "t.grammar")
        // One chain per meaning after its verbs: the root and five states for each of A and B. Unmerged,
        // each line would keep its own chain of six.
        #expect(grammar.tables.commands.nodeCount == 1 + 6 + 6)
        #expect(grammar.recognise("open my shift for the day", tolerance: false).intent == "A")
        #expect(grammar.recognise("stop my shift for the day", tolerance: false).intent == "B")
        #expect(grammar.recognise("open my shift for the", tolerance: false).intent == nil)
        #expect(grammar.phraseCount == 5)
    }
}
