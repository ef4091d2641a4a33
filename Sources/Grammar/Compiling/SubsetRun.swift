/// The working state of one subset construction: the subsets found so far (numbered as the DFA states
/// they become), each NFA state's empty-move closure computed once, and scratch space reused for every move.
struct SubsetRun {
    private static let lowHalf: UInt64 = 0xFFFF_FFFF

    private let nfa: TokenNFA
    /// Combinations of slot-value bits met so far, by number; number 0 is no slot value.
    private var tagSets: [UInt64] = [0]
    private var tagSetNumbers: [UInt64: UInt64] = [0: 0]

    /// Each NFA state's closure (from the state, untagged) as a range of `closurePool`, once computed.
    private var closureRanges: [Range<Int32>?]
    private var closurePool: [UInt64] = []

    /// The subsets end to end in `pool`, subset `i` at `offsets[i]..<offsets[i + 1]`, and an open-addressing
    /// table from hash to subset number (-1 for a free slot).
    private var pool: [UInt64] = []
    private var offsets: [Int] = [0]
    private var hashes: [UInt64] = []
    private var table = [Int32](repeating: -1, count: 1024)

    /// The subset being built for one move; read by the caller for its size.
    private(set) var candidate: [UInt64] = []
    private var moveElements: [UInt64] = []
    private var seeds: [UInt64] = []
    private var mergeMarks: StateMarks
    private var closureMarks: StateMarks
    private var stack: [UInt64] = []

    init(nfa: TokenNFA) {
        self.nfa = nfa
        closureRanges = [Range<Int32>?](repeating: nil, count: nfa.stateCount)
        mergeMarks = StateMarks(count: nfa.stateCount)
        closureMarks = StateMarks(count: nfa.stateCount)
    }

    var subsetCount: Int { offsets.count - 1 }

    /// The phrase-ending elements of subset `number`, with their slot bits.
    func ends(of number: Int) -> [SubsetBuilder.Element] {
        var ends: [SubsetBuilder.Element] = []
        for index in offsets[number]..<offsets[number + 1] {
            let element = pool[index], state = Int32(truncatingIfNeeded: element >> 32)
            if nfa.accepts[Int(state)] >= 0 {
                ends.append(SubsetBuilder.Element(state: state, tags: tagSets[Int(element & Self.lowHalf)]))
            }
        }
        return ends
    }

    /// The word moves out of subset `number` as sorted `token << 32 | move` keys: equal tokens are adjacent,
    /// and each key's low half finds the move's target element for `closure(ofMoves:)`.
    mutating func moves(of number: Int, into groups: inout [UInt64]) {
        groups.removeAll(keepingCapacity: true)
        moveElements.removeAll(keepingCapacity: true)
        for index in offsets[number]..<offsets[number + 1] {
            let element = pool[index]
            var move = nfa.firstWord[Int(element >> 32)]
            while move != TokenNFA.none {
                moveElements.append(UInt64(UInt32(nfa.wordTarget[Int(move)])) << 32 | element & Self.lowHalf)
                groups.append(UInt64(UInt32(bitPattern: nfa.wordToken[Int(move)])) << 32 | UInt64(moveElements.count - 1))
                move = nfa.wordNext[Int(move)]
            }
        }
        groups.sort()
    }

    /// Sets `candidate` to the closure of the targets of one token's moves.
    mutating func closure(ofMoves keys: ArraySlice<UInt64>) {
        if keys.count == 1 {
            let element = moveElements[Int(keys.first! & Self.lowHalf)]
            if element & Self.lowHalf == 0 {
                let range = cachedClosure(Int32(truncatingIfNeeded: element >> 32))
                candidate.removeAll(keepingCapacity: true)
                candidate.append(contentsOf: closurePool[Int(range.lowerBound)..<Int(range.upperBound)])
                return
            }
        }
        seeds.removeAll(keepingCapacity: true)
        for key in keys { seeds.append(moveElements[Int(key & Self.lowHalf)]) }
        merge(seeds)
    }

    /// Sets `candidate` to the closure of `elements`.
    mutating func closure(ofStates elements: [UInt64]) { merge(elements) }

    /// Finds `candidate` among the subsets, adding it when new; returns its number and whether it was added.
    mutating func intern() -> (number: Int32, created: Bool) {
        var hash: UInt64 = 0x243F_6A88_85A3_08D3
        for element in candidate {
            hash = (hash ^ element) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 29
        }
        let mask = table.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while table[slot] >= 0 {
            let number = Int(table[slot])
            if hashes[number] == hash, pool[offsets[number]..<offsets[number + 1]].elementsEqual(candidate) {
                return (Int32(number), false)
            }
            slot = (slot + 1) & mask
        }
        let number = subsetCount
        pool.append(contentsOf: candidate)
        offsets.append(pool.count)
        hashes.append(hash)
        table[slot] = Int32(number)
        if subsetCount * 2 > table.count { rehash() }
        return (Int32(number), true)
    }

    private mutating func rehash() {
        table = [Int32](repeating: -1, count: table.count * 2)
        let mask = table.count - 1
        for (number, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while table[slot] >= 0 { slot = (slot + 1) & mask }
            table[slot] = Int32(number)
        }
    }

    /// The union of the closures of `elements`, each closure's slot bits joined with its element's, sorted.
    private mutating func merge(_ elements: [UInt64]) {
        candidate.removeAll(keepingCapacity: true)
        mergeMarks.reset()
        for element in elements {
            let seedTags = element & Self.lowHalf
            let range = cachedClosure(Int32(truncatingIfNeeded: element >> 32))
            for index in Int(range.lowerBound)..<Int(range.upperBound) {
                let reached = closurePool[index]
                let tags = seedTags == 0 ? reached & Self.lowHalf : joinTags(seedTags, reached & Self.lowHalf)
                let joined = reached & ~Self.lowHalf | tags
                if mergeMarks.insert(joined) { candidate.append(joined) }
            }
        }
        candidate.sort()
    }

    /// One state's closure: the states reachable by empty moves that read a word or accept, sorted.
    private mutating func cachedClosure(_ state: Int32) -> Range<Int32> {
        if let known = closureRanges[Int(state)] { return known }
        let first = closurePool.count
        closureMarks.reset()
        stack.append(UInt64(UInt32(state)) << 32)
        while let element = stack.popLast() {
            guard closureMarks.insert(element) else { continue }
            let index = Int(element >> 32), tags = element & Self.lowHalf
            if nfa.firstWord[index] != TokenNFA.none || nfa.accepts[index] >= 0 { closurePool.append(element) }
            var move = nfa.firstEmpty[index]
            while move != TokenNFA.none {
                let moveTags = nfa.emptyTags[Int(move)]
                let joined = moveTags == 0 ? tags : joinTags(tags, number(of: moveTags))
                stack.append(UInt64(UInt32(nfa.emptyTarget[Int(move)])) << 32 | joined)
                move = nfa.emptyNext[Int(move)]
            }
        }
        closurePool[first...].sort()
        let range = Int32(first)..<Int32(closurePool.count)
        closureRanges[Int(state)] = range
        return range
    }

    private mutating func joinTags(_ first: UInt64, _ second: UInt64) -> UInt64 {
        if first == 0 || first == second { return second }
        if second == 0 { return first }
        return number(of: tagSets[Int(first)] | tagSets[Int(second)])
    }

    private mutating func number(of bits: UInt64) -> UInt64 {
        if let known = tagSetNumbers[bits] { return known }
        tagSets.append(bits)
        tagSetNumbers[bits] = UInt64(tagSets.count - 1)
        return UInt64(tagSets.count - 1)
    }
}
