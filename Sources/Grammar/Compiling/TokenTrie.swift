/// A deterministic automaton over word ids (a trie whose equal suffixes may be shared): matching a sentence
/// costs one hash lookup per word however many phrases the grammar has.
struct TokenTrie: Sendable {
    static let root: Int32 = 0
    private var edges: EdgeTable
    private var accepted: [Int32] = [-1]
    // Each node's labels as a chain through flat arrays, so building allocates nothing per node.
    private var firstEdge: [Int32] = [-1]
    private var lastEdge: [Int32] = [-1]
    private var edgeLabels: [Int32] = []
    private var nextEdge: [Int32] = []

    init() { edges = EdgeTable() }

    /// A trie read back whole: each state's payload (or -1) and its edges as parallel arrays, built without
    /// hashing or allocating per edge. The caller has checked every state id is below `payloads.count`.
    init(payloads: [Int32], edgeSources: [Int32], edgeLabels labels: [Int32], edgeTargets: [Int32]) {
        var keys = [UInt64](repeating: 0, count: labels.count)
        for edge in 0..<min(edgeSources.count, labels.count) { keys[edge] = Self.key(edgeSources[edge], labels[edge]) }
        edges = EdgeTable(keys: keys, values: edgeTargets)
        accepted = payloads
        firstEdge = [Int32](repeating: -1, count: payloads.count)
        lastEdge = firstEdge
        edgeLabels = labels
        nextEdge = [Int32](repeating: -1, count: labels.count)
        firstEdge.withUnsafeMutableBufferPointer { first in
            lastEdge.withUnsafeMutableBufferPointer { last in
                nextEdge.withUnsafeMutableBufferPointer { next in
                    for (edge, source) in edgeSources.enumerated() {
                        let source = Int(source), previous = last[source]
                        if previous < 0 { first[source] = Int32(edge) } else { next[Int(previous)] = Int32(edge) }
                        last[source] = Int32(edge)
                    }
                }
            }
        }
    }

    var nodeCount: Int { accepted.count }

    var edgeCount: Int { edgeLabels.count }

    /// Adds a state with no edges and returns it.
    mutating func addNode() -> Int32 {
        accepted.append(-1)
        firstEdge.append(-1)
        lastEdge.append(-1)
        return Int32(accepted.count - 1)
    }

    mutating func addEdge(from source: Int32, token: Int32, to target: Int32) {
        let edge = Int32(edgeLabels.count)
        edges.set(target, for: Self.key(source, token))
        edgeLabels.append(token)
        nextEdge.append(-1)
        let last = lastEdge[Int(source)]
        if last < 0 { firstEdge[Int(source)] = edge } else { nextEdge[Int(last)] = edge }
        lastEdge[Int(source)] = edge
    }

    mutating func setPayload(_ payload: Int32, of node: Int32) {
        accepted[Int(node)] = payload
    }

    /// An unknown word (id -1) follows the node's `*` edge, if it has one.
    func child(_ node: Int32, _ id: Int32) -> Int32? {
        edges.value(for: Self.key(node, id))
    }

    /// The word ids leaving `node`, in the order they were first written.
    func labels(_ node: Int32) -> [Int32] {
        var labels: [Int32] = []
        var edge = firstEdge[Int(node)]
        while edge >= 0 {
            labels.append(edgeLabels[Int(edge)])
            edge = nextEdge[Int(edge)]
        }
        return labels
    }

    func payload(_ node: Int32) -> Int32? {
        let value = accepted[Int(node)]
        return value >= 0 ? value : nil
    }

    /// The payload of the phrase that is exactly `ids`, if any.
    func match<C: Collection>(_ ids: C) -> Int32? where C.Element == Int32 {
        var node = Self.root
        for id in ids {
            guard let next = child(node, id) else { return nil }
            node = next
        }
        return payload(node)
    }

    /// The length of the longest phrase starting at `start`, if any phrase starts there.
    func longestPrefix(of ids: [Int32], from start: Int) -> Int? {
        var node = Self.root
        var longest: Int?
        var index = start
        while index < ids.count, let next = child(node, ids[index]) {
            node = next
            index += 1
            if payload(node) != nil { longest = index - start }
        }
        return longest
    }

    private static func key(_ node: Int32, _ id: Int32) -> UInt64 {
        UInt64(UInt32(bitPattern: node)) << 32 | UInt64(UInt32(bitPattern: id))
    }

    /// How many distinct phrases the automaton accepts, counted without spelling them out.
    func pathCount() -> Int {
        var memo = [Int](repeating: -1, count: nodeCount)
        func count(_ node: Int32) -> Int {
            if memo[Int(node)] >= 0 { return memo[Int(node)] }
            var total = payload(node) == nil ? 0 : 1
            for label in labels(node) {
                if let next = child(node, label) { total = min(total + count(next), Int.max / 2) }
            }
            memo[Int(node)] = total
            return total
        }
        return count(Self.root)
    }
}
