/// The words and adjacent word pairs of a grammar's commands, indexed by length, for finding what a
/// misspelt, misheard, merged or split word was meant to be.
struct Spellings: Sendable {
    struct Pair: Sendable {
        let joined: [UInt8]
        let first: Int32
        let second: Int32
    }

    private var wordsByLength: [[(bytes: [UInt8], id: Int32)]] = []
    /// Pairs keyed by joined length and first letter: a split or merge rarely changes the first letter.
    private var pairsByShape: [Int: [Pair]] = [:]
    /// Command words by their sound-alike key.
    private var wordsBySound: [String: [Int32]] = [:]
    /// Command words of four letters or more by their letters without vowels after the first ("strt" for
    /// "start", "ordr" for "order"), the way words are typed in a hurry.
    private var wordsBySkeleton: [String: [Int32]] = [:]

    init(commands: TokenTrie, vocabulary: Vocabulary) {
        var words = Set<Int32>()
        var pairs = Set<UInt64>()
        for node in 0..<Int32(commands.nodeCount) {
            for first in commands.labels(node) where first >= 0 {
                words.insert(first)
                guard let next = commands.child(node, first) else { continue }
                for second in commands.labels(next) where second >= 0 {
                    pairs.insert(UInt64(UInt32(first)) << 32 | UInt64(UInt32(second)))
                }
            }
        }
        for id in words.sorted() {
            let bytes = Array(vocabulary.word(id).utf8)
            while wordsByLength.count <= bytes.count { wordsByLength.append([]) }
            // An abbreviation ("brb", "nvm", "dlvd") is typed as it is or not at all: its letters are not a
            // word's, so a near spelling or a like sound ("barb", "babe") is some other word.
            guard !Self.isAbbreviation(bytes) else { continue }
            wordsByLength[bytes.count].append((bytes, id))
            let key = PhoneticKey.key(vocabulary.word(id))
            if !key.isEmpty { wordsBySound[key, default: []].append(id) }
            if bytes.count >= 4, let skeleton = Self.skeleton(vocabulary.word(id)), skeleton != vocabulary.word(id) {
                wordsBySkeleton[skeleton, default: []].append(id)
            }
        }
        for key in pairs.sorted() {
            let first = Int32(key >> 32), second = Int32(truncatingIfNeeded: key)
            let joined = Array((vocabulary.word(first) + vocabulary.word(second)).utf8)
            pairsByShape[Self.shape(joined.count, joined[0]), default: []].append(Pair(joined: joined, first: first, second: second))
        }
    }

    /// Command words within the allowance for `word`'s length, other than `word` itself.
    func words(near word: String, extra: Int = 0) -> [Int32] {
        let bytes = Array(word.utf8)
        let limit = EditDistance.allowance(forLength: bytes.count) + extra
        guard limit > 0, !bytes.isEmpty else { return [] }
        var found: [Int32] = []
        let low = max(0, bytes.count - limit), high = min(wordsByLength.count - 1, bytes.count + limit)
        guard low <= high else { return [] }
        for length in low...high {
            for candidate in wordsByLength[length] where candidate.bytes != bytes {
                guard limit > 1 || Self.mayBeOneEditApart(bytes, candidate.bytes) else { continue }
                if EditDistance.distance(bytes, candidate.bytes, limit: limit) <= limit { found.append(candidate.id) }
            }
        }
        return found
    }

    /// Command words a word under four letters spells with one of the two slips that keep every letter typed:
    /// two neighbouring letters swapped ("teh", "fro"), or a doubled letter typed once ("cal" for "call").
    func shortSlips(of word: String) -> [Int32] {
        let bytes = Array(word.utf8)
        guard (2...3).contains(bytes.count) else { return [] }
        var found: [Int32] = []
        if bytes.count == 3, wordsByLength.count > 3 {
            found += wordsByLength[3].compactMap { candidate in
                let other = candidate.bytes
                let swappedFirst = bytes[0] == other[1] && bytes[1] == other[0] && bytes[2] == other[2]
                let swappedLast = bytes[0] == other[0] && bytes[1] == other[2] && bytes[2] == other[1]
                return other != bytes && (swappedFirst || swappedLast) ? candidate.id : nil
            }
        }
        if wordsByLength.count > bytes.count + 1 {
            found += wordsByLength[bytes.count + 1].compactMap { candidate in
                let other = candidate.bytes
                // `other` with the second of a doubled pair left out reads `word`.
                let doubled = other.indices.dropFirst().contains { index in
                    other[index] == other[index - 1] && other[..<index].elementsEqual(bytes[..<index])
                        && other[(index + 1)...].elementsEqual(bytes[index...])
                }
                return doubled ? candidate.id : nil
            }
        }
        return found
    }

    /// Command words that sound like `word` (the same phonetic key), other than `word` itself.
    func words(soundingLike word: String, vocabulary: Vocabulary) -> [Int32] {
        let key = PhoneticKey.key(word)
        guard !key.isEmpty else { return [] }
        return (wordsBySound[key] ?? []).filter { vocabulary.word($0) != word }
    }

    /// The one command word `word` spells without its vowels ("pckd" is "picked"); nil when `word` has a vowel
    /// after its first letter, or when its letters spell more than one word ("nw" is "new" and "now").
    func word(typedWithoutVowels word: String) -> Int32? {
        guard word.utf8.count >= 3, Self.skeleton(word) == word, let found = wordsBySkeleton[word], found.count == 1 else { return nil }
        return found[0]
    }

    /// A word of three letters or more with no vowel, not even "y".
    static func isAbbreviation(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 3 && !bytes.contains { "aeiouy".utf8.contains($0) }
    }

    /// The first letter and every letter after it that is not a vowel; nil for anything but a-z.
    static func skeleton(_ word: String) -> String? {
        let bytes = Array(word.utf8)
        guard let first = bytes.first, bytes.allSatisfy({ (0x61...0x7A).contains($0) }) else { return nil }
        return String(decoding: [first] + bytes.dropFirst().filter { !"aeiou".utf8.contains($0) }, as: UTF8.self)
    }

    /// Adjacent command word pairs whose letters, run together, are within the allowance of `joined`.
    func pairs(near joined: String) -> [Pair] {
        let bytes = Array(joined.utf8)
        let limit = EditDistance.allowance(forLength: bytes.count)
        guard limit > 0, let first = bytes.first else { return [] }
        var found: [Pair] = []
        for length in (bytes.count - limit)...(bytes.count + limit) {
            for pair in pairsByShape[Self.shape(length, first)] ?? [] where limit > 1 || Self.mayBeOneEditApart(bytes, pair.joined) {
                if EditDistance.distance(bytes, pair.joined, limit: limit) <= limit { found.append(pair) }
            }
        }
        return found
    }

    /// A quick test that rules out most words before the distance is computed: one edit (a substitution,
    /// insertion, deletion or swap) leaves the first letter of one word among the first two of the other, and
    /// the same at the end.
    private static func mayBeOneEditApart(_ x: [UInt8], _ y: [UInt8]) -> Bool {
        guard x.count > 1, y.count > 1 else { return true }
        let (a, b) = (x.count - 1, y.count - 1)
        return (x[0] == y[0] || x[1] == y[0] || x[0] == y[1] || x[1] == y[1])
            && (x[a] == y[b] || x[a - 1] == y[b] || x[a] == y[b - 1] || x[a - 1] == y[b - 1])
    }

    private static func shape(_ length: Int, _ first: UInt8) -> Int { length << 8 | Int(first) }
}
