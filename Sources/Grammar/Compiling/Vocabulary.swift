/// Every word a grammar uses, numbered, so the matcher compares integers instead of strings.
struct Vocabulary: Sendable {
    /// A word the grammar does not know; a template's `*` reads one such word.
    static let unknown: Int32 = -1
    static let anyWordSpelling = "*"
    private(set) var words: [String] = []
    /// Word ids in an open-addressing table hashed with FNV-1a over the word's bytes: reading the built-in
    /// grammar interns every word at start-up, and the standard library's seeded hash costs several times more.
    private var slots = [Int32](repeating: -1, count: 64)
    /// Word ids grouped by length in bytes, for finding near spellings without scanning every word.
    private(set) var idsByLength: [[Int32]] = []

    init() {}

    /// An empty vocabulary with room for `capacity` words without regrowing.
    init(capacity: Int) {
        var size = 64
        while size < capacity * 2 { size *= 2 }
        slots = [Int32](repeating: -1, count: size)
        words.reserveCapacity(capacity)
    }

    mutating func intern(_ word: String) -> Int32 {
        let slot = slot(of: word)
        if slots[slot] >= 0 { return slots[slot] }
        let id = Int32(words.count)
        words.append(word)
        slots[slot] = id
        let length = word.utf8.count
        while idsByLength.count <= length { idsByLength.append([]) }
        idsByLength[length].append(id)
        // At most half full, so a miss ends after a probe or two.
        if words.count * 2 > slots.count { grow() }
        return id
    }

    func id(of word: String) -> Int32 { slots[slot(of: word)] }

    func word(_ id: Int32) -> String { id < 0 ? Self.anyWordSpelling : words[Int(id)] }

    var count: Int { words.count }

    /// The slot holding `word`, or the free slot where it belongs.
    private func slot(of word: String) -> Int {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: Self.hash(word)) & mask
        while slots[slot] >= 0, words[Int(slots[slot])] != word { slot = (slot + 1) & mask }
        return slot
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (id, word) in words.enumerated() {
            var slot = Int(truncatingIfNeeded: Self.hash(word)) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(id)
        }
    }

    private static func hash(_ word: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in word.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return hash
    }
}
