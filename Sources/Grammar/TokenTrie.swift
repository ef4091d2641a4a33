/// A deterministic automaton over word ids (a trie whose equal suffixes may be shared): matching a sentence
/// costs one hash lookup per word however many phrases the grammar has.
struct TokenTrie: Sendable {
    static let root: Int32 = 0
    private var edges = EdgeTable()
    private var children: [[Int32]] = [[]]
    private var accepted: [Int32] = [-1]

    var nodeCount: Int { accepted.count }

    /// Adds a state with no edges and returns it.
    mutating func addNode() -> Int32 {
        accepted.append(-1)
        children.append([])
        return Int32(accepted.count - 1)
    }

    mutating func addEdge(from source: Int32, token: Int32, to target: Int32) {
        edges.set(target, for: Self.key(source, token))
        children[Int(source)].append(token)
    }

    mutating func setPayload(_ payload: Int32, of node: Int32) {
        accepted[Int(node)] = payload
    }

    /// An unknown word (id -1) follows the node's `*` edge, if it has one.
    func child(_ node: Int32, _ id: Int32) -> Int32? {
        edges.value(for: Self.key(node, id))
    }

    /// The word ids leaving `node`, in the order they were first written.
    func labels(_ node: Int32) -> [Int32] { children[Int(node)] }

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
