/// The edges of a `TokenTrie`, keyed by `node << 32 | word`, in an open-addressing table with Fibonacci
/// hashing: building and matching pay one multiply per lookup instead of the standard library's seeded hash.
struct EdgeTable: Sendable {
    private static let free = UInt64.max
    private var keys = [UInt64](repeating: free, count: 64)
    private var values = [Int32](repeating: 0, count: 64)
    private var shift: UInt64 = 58
    private var count = 0

    init() {}

    /// A table that holds `expected` keys without growing, for a reader that knows the count up front.
    init(capacity expected: Int) {
        var size = 64, shift: UInt64 = 58
        while size < expected * 2 { size *= 2; shift -= 1 }
        keys = [UInt64](repeating: Self.free, count: size)
        values = [Int32](repeating: 0, count: size)
        self.shift = shift
    }

    /// A table of `keys` paired with `values`, filled in one pass without regrowing; a repeated key keeps
    /// its last value, as repeated `set` calls would.
    init(keys newKeys: [UInt64], values newValues: [Int32]) {
        self.init(capacity: newKeys.count)
        let mask = keys.count - 1, shift = shift
        keys.withUnsafeMutableBufferPointer { keys in
            values.withUnsafeMutableBufferPointer { values in
                for index in 0..<min(newKeys.count, newValues.count) {
                    let key = newKeys[index]
                    var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
                    while keys[slot] != Self.free && keys[slot] != key { slot = (slot + 1) & mask }
                    if keys[slot] == Self.free { count += 1 }
                    keys[slot] = key
                    values[slot] = newValues[index]
                }
            }
        }
    }

    func value(for key: UInt64) -> Int32? {
        let mask = keys.count - 1
        var slot = slot(of: key)
        while true {
            let found = keys[slot]
            if found == key { return values[slot] }
            if found == Self.free { return nil }
            slot = (slot + 1) & mask
        }
    }

    mutating func set(_ value: Int32, for key: UInt64) {
        let mask = keys.count - 1
        var slot = slot(of: key)
        while keys[slot] != Self.free && keys[slot] != key { slot = (slot + 1) & mask }
        if keys[slot] == Self.free {
            count += 1
            keys[slot] = key
        }
        values[slot] = value
        // At most half full, so a miss ends after a probe or two.
        if count * 2 > keys.count { grow() }
    }

    private func slot(of key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        keys = [UInt64](repeating: Self.free, count: oldKeys.count * 2)
        values = [Int32](repeating: 0, count: oldKeys.count * 2)
        shift -= 1
        let mask = keys.count - 1
        for (index, key) in oldKeys.enumerated() where key != Self.free {
            var slot = slot(of: key)
            while keys[slot] != Self.free { slot = (slot + 1) & mask }
            keys[slot] = key
            values[slot] = oldValues[index]
        }
    }
}
