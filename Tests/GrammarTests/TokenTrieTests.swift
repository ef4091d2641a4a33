import Testing
@testable import Grammar

@Suite struct TokenTrieTests {
    @Test func aTrieBuiltWholeMatchesTheSameTrieBuiltEdgeByEdge() {
        // Edges of state 0 are added before and after state 1's, as the subset builder may add them.
        let edges: [(Int32, Int32, Int32)] = [(0, 7, 1), (1, 3, 2), (0, Vocabulary.unknown, 2), (0, 5, 1)]
        var built = TokenTrie()
        _ = built.addNode()
        _ = built.addNode()
        for (source, label, target) in edges { built.addEdge(from: source, token: label, to: target) }
        built.setPayload(4, of: 2)
        let whole = TokenTrie(payloads: [-1, -1, 4], edgeSources: edges.map(\.0), edgeLabels: edges.map(\.1), edgeTargets: edges.map(\.2))
        for node in Int32(0)..<3 {
            #expect(whole.labels(node) == built.labels(node))
            #expect(whole.payload(node) == built.payload(node))
            for label in [Vocabulary.unknown, 3, 5, 7, 9] { #expect(whole.child(node, label) == built.child(node, label)) }
        }
        #expect(whole.labels(0) == [7, Vocabulary.unknown, 5])
        #expect(whole.match([7, 3]) == 4 && whole.match([Vocabulary.unknown]) == 4 && whole.match([5]) == nil)
        #expect(whole.edgeCount == 4 && whole.nodeCount == 3)
    }
}
