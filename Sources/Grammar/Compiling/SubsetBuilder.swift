/// Turns the token NFA into a deterministic `TokenTrie` by the subset construction, once at load time,
/// so recognition follows a single state per word.
///
/// A subset is a sorted array of `UInt64` elements, `state << 32 | tag set`, where the tag set numbers one
/// of the few distinct combinations of slot values seen while building. Subsets are stored end to end in
/// one pool and found again through a hash table of their own, so the construction hashes each subset once
/// and allocates little per DFA state.
struct SubsetBuilder {
    struct Element {
        let state: Int32
        let tags: UInt64
    }

    static let stateLimit = 1_000_000
    /// NFA states visited while building, summed: a bound on load time for grammars whose phrases
    /// share little (hundreds of optionals in a row), which are refused instead of compiled for seconds.
    static let workLimit = 20_000_000

    let nfa: TokenNFA

    /// The automaton of everything reachable from `root`. `resolve` turns the phrase lines (with slot tags)
    /// that end at one state into a payload; `phrase` rebuilds the words leading there, for messages.
    func determinise(from root: Int32, resolve: (_ ends: [Element], _ phrase: () -> [Int32]) -> Int32) -> TokenTrie? {
        var run = SubsetRun(nfa: nfa)
        var dfa = TokenTrie()
        run.closure(ofStates: [UInt64(UInt32(root)) << 32])
        _ = run.intern()
        var parents: [(node: Int32, token: Int32)] = [(-1, -1)]
        var node = 0
        var work = 0
        var groups: [UInt64] = []
        while node < run.subsetCount {
            let ends = run.ends(of: node)
            if !ends.isEmpty {
                dfa.setPayload(resolve(ends) { Self.path(to: Int32(node), parents) }, of: Int32(node))
            }
            run.moves(of: node, into: &groups)
            var first = 0
            while first < groups.count {
                let token = Int32(bitPattern: UInt32(truncatingIfNeeded: groups[first] >> 32))
                var last = first + 1
                while last < groups.count, groups[last] >> 32 == groups[first] >> 32 { last += 1 }
                run.closure(ofMoves: groups[first..<last])
                work += run.candidate.count + (last - first)
                guard work < Self.workLimit else { return nil }
                let (target, created) = run.intern()
                if created {
                    guard run.subsetCount <= Self.stateLimit else { return nil }
                    _ = dfa.addNode()
                    parents.append((Int32(node), token))
                }
                dfa.addEdge(from: Int32(node), token: token, to: target)
                first = last
            }
            node += 1
        }
        return dfa
    }

    private static func path(to node: Int32, _ parents: [(node: Int32, token: Int32)]) -> [Int32] {
        var tokens: [Int32] = []
        var current = node
        while current > 0 {
            let (parent, token) = parents[Int(current)]
            tokens.append(token)
            current = parent
        }
        return tokens.reversed()
    }
}
