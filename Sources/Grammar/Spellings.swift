/// The words and adjacent word pairs of a grammar's commands, indexed by length, for finding what a
/// misspelt, misheard, merged or split word was meant to be.
struct Spellings: Sendable {
    struct Pair: Sendable {
        let joined: String
        let first: Int32
        let second: Int32
    }

    private var wordsByLength: [[(String, Int32)]] = []
    private var pairsByLength: [[Pair]] = []

    init(commands: TokenTrie, vocabulary: Vocabulary) {
        var words = Set<Int32>()
        var pairs = Set<UInt64>()
        for node in 0..<Int32(commands.nodeCount) {
            for first in commands.labels(node) {
                words.insert(first)
                guard let next = commands.child(node, first) else { continue }
                for second in commands.labels(next) {
                    pairs.insert(UInt64(UInt32(first)) << 32 | UInt64(UInt32(second)))
                }
            }
        }
        for id in words.sorted() {
            let word = vocabulary.word(id)
            Self.append((word, id), at: word.utf8.count, to: &wordsByLength)
        }
        for key in pairs.sorted() {
            let first = Int32(key >> 32), second = Int32(truncatingIfNeeded: key)
            let joined = vocabulary.word(first) + vocabulary.word(second)
            Self.append(Pair(joined: joined, first: first, second: second), at: joined.utf8.count, to: &pairsByLength)
        }
    }

    /// Command words within the allowance for `word`'s length, other than `word` itself.
    func words(near word: String, extra: Int = 0) -> [Int32] {
        let limit = EditDistance.allowance(forLength: word.utf8.count) + extra
        guard limit > 0 else { return [] }
        var found: [Int32] = []
        for (candidate, id) in candidates(wordsByLength, length: word.utf8.count, limit: limit)
        where candidate != word && EditDistance.distance(word, candidate, limit: limit) <= limit {
            found.append(id)
        }
        return found
    }

    /// Adjacent command word pairs whose letters, run together, are within the allowance of `joined`.
    func pairs(near joined: String) -> [Pair] {
        let limit = EditDistance.allowance(forLength: joined.utf8.count)
        guard limit > 0 else { return [] }
        return candidates(pairsByLength, length: joined.utf8.count, limit: limit).filter {
            $0.joined.utf8.first == joined.utf8.first && EditDistance.distance(joined, $0.joined, limit: limit) <= limit
        }
    }

    private func candidates<T>(_ table: [[T]], length: Int, limit: Int) -> [T] {
        let low = max(0, length - limit), high = min(table.count - 1, length + limit)
        guard low <= high else { return [] }
        return (low...high).flatMap { table[$0] }
    }

    private static func append<T>(_ item: T, at length: Int, to table: inout [[T]]) {
        while table.count <= length { table.append([]) }
        table[length].append(item)
    }
}
