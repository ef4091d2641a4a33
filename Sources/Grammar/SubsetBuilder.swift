/// Turns the token NFA into a deterministic `TokenTrie` by the subset construction, once at load time,
/// so recognition follows a single state per word.
struct SubsetBuilder {
    struct Element: Hashable, Comparable {
        let state: Int32
        let tags: UInt64
        static func < (a: Element, b: Element) -> Bool { (a.state, a.tags) < (b.state, b.tags) }
    }

    static let stateLimit = 1_000_000
    /// NFA states visited while building, summed: a bound on load time for grammars whose phrases
    /// share little (hundreds of optionals in a row), which are refused instead of compiled for seconds.
    static let workLimit = 20_000_000

    let nfa: TokenNFA

    /// The automaton of everything reachable from `root`. `resolve` turns the phrase lines (with slot tags)
    /// that end at one state into a payload; `phrase` rebuilds the words leading there, for messages.
    func determinise(from root: Int32, resolve: (_ ends: [Element], _ phrase: () -> [Int32]) -> Int32) -> TokenTrie? {
        var closures = [[Element]?](repeating: nil, count: nfa.stateCount)
        func closure(of seeds: [Element]) -> [Element] { self.closure(of: seeds, cache: &closures) }
        var dfa = TokenTrie()
        let first = closure(of: [Element(state: root, tags: 0)])
        var known: [[Element]: Int32] = [first: TokenTrie.root]
        var pending: [[Element]] = [first]
        var parents: [(node: Int32, token: Int32)] = [(-1, -1)]
        var next = 0
        var work = 0
        while next < pending.count {
            let set = pending[next], node = Int32(next)
            next += 1
            let ends = set.filter { nfa.accepts[Int($0.state)] >= 0 }
            if !ends.isEmpty {
                dfa.setPayload(resolve(ends) { Self.path(to: node, parents) }, of: node)
            }
            var moves: [Int32: [Element]] = [:]
            for element in set {
                for (token, target) in nfa.words[Int(element.state)] {
                    moves[token, default: []].append(Element(state: target, tags: element.tags))
                }
            }
            for token in moves.keys.sorted() {
                let target = closure(of: moves[token]!)
                work += target.count + moves[token]!.count
                guard work < Self.workLimit else { return nil }
                if let existing = known[target] {
                    dfa.addEdge(from: node, token: token, to: existing)
                    continue
                }
                guard pending.count < Self.stateLimit else { return nil }
                let created = dfa.addNode()
                known[target] = created
                pending.append(target)
                parents.append((node, token))
                dfa.addEdge(from: node, token: token, to: created)
            }
        }
        return dfa
    }

    /// The states reachable by empty moves from `seeds`, from each seed's closure computed once.
    private func closure(of seeds: [Element], cache: inout [[Element]?]) -> [Element] {
        var merged: [Element] = []
        for seed in seeds {
            let reached: [Element]
            if let known = cache[Int(seed.state)] {
                reached = known
            } else {
                reached = closure(of: seed.state)
                cache[Int(seed.state)] = reached
            }
            if seed.tags == 0 && seeds.count == 1 { return reached }
            merged += reached.map { Element(state: $0.state, tags: $0.tags | seed.tags) }
        }
        merged.sort()
        var unique: [Element] = []
        unique.reserveCapacity(merged.count)
        for element in merged where unique.last != element { unique.append(element) }
        return unique
    }

    /// The states reachable by empty moves from one state, keeping only those that read a word or accept.
    private func closure(of state: Int32) -> [Element] {
        var seen = Set<Element>()
        var stack = [Element(state: state, tags: 0)]
        var kept: [Element] = []
        while let element = stack.popLast() {
            guard seen.insert(element).inserted else { continue }
            let index = Int(element.state)
            if !nfa.words[index].isEmpty || nfa.accepts[index] >= 0 { kept.append(element) }
            for empty in nfa.empties[index] {
                stack.append(Element(state: empty.target, tags: element.tags | empty.tags))
            }
        }
        return kept.sorted()
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
