/// Which `state << 32 | tag set` elements one pass has visited: a stamp per state for the usual untagged
/// element, and a set only for elements that carry slot bits. Reset in constant time between passes.
struct StateMarks {
    private var stamps: [UInt32]
    private var generation: UInt32 = 1
    private var tagged = Set<UInt64>()

    init(count: Int) { stamps = [UInt32](repeating: 0, count: count) }

    mutating func reset() {
        generation &+= 1
        if generation == 0 {
            stamps = [UInt32](repeating: 0, count: stamps.count)
            generation = 1
        }
        if !tagged.isEmpty { tagged.removeAll(keepingCapacity: true) }
    }

    /// Marks `element`; false when it was already marked in this pass.
    mutating func insert(_ element: UInt64) -> Bool {
        guard element & 0xFFFF_FFFF == 0 else { return tagged.insert(element).inserted }
        let index = Int(element >> 32)
        if stamps[index] == generation { return false }
        stamps[index] = generation
        return true
    }
}
