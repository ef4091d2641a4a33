import Domain
import Glibc

/// A trigram language model of what the decoder grammar says, in the ARPA text format, for the second
/// decoding pass: pocketsphinx interpolates it with its general English model, so that pass hears any
/// English but hears a driver's commands (and their negations, plans and questions) more readily than
/// other speech. Built from random paths through the decoder grammar's FSG (its weights decide how
/// often each phrasing is said), leaving out paths through the out-of-grammar loop.
public struct CommandLanguageModel: Sendable {
    /// Sentences sampled: enough for every phrase line's trigrams, small enough that the model loads in
    /// about 0.06 s (docs/voice.md).
    public static let sentenceCount = 50_000
    /// Absolute discount taken from every seen n-gram for those not seen.
    static let discount = 0.7
    /// Added to every word's count, so that no grammar word is impossible on its own.
    static let unigramFloor = 0.01

    /// The sampled sentences, as word indices into `words`.
    let sentences: [[Int32]]
    /// Word spellings; 0 is `<s>` and 1 is `</s>`.
    let words: [String]

    /// Samples `count` sentences from `fsg` (sphinxbase's FSG text, as `DecoderGrammar.fsg`), the same ones
    /// every time for the same grammar.
    public init(fsg: String, garbageWords: Set<String>, count: Int = sentenceCount) {
        let graph = FSGGraph(fsg) ?? FSGGraph()
        var words = ["<s>", "</s>"]
        var index: [String: Int32] = [:]
        var sentences: [[Int32]] = []
        var random = SplitMix64(seed: 0x6461_7368_7069_6c6f)
        var attempts = 0
        while sentences.count < count, attempts < count * 20 {
            attempts += 1
            guard let path = graph.randomPath(using: &random), !path.isEmpty, !path.contains(where: garbageWords.contains) else { continue }
            sentences.append(path.map { word in
                if let known = index[word] { return known }
                index[word] = Int32(words.count)
                words.append(word)
                return Int32(words.count - 1)
            })
        }
        self.sentences = sentences
        self.words = words
    }

    /// The model as ARPA text: interpolated absolute discounting, written as back-off weights.
    public var arpa: String {
        let begin: Int32 = 0, end: Int32 = 1
        var unigrams = [Double](repeating: 0, count: words.count)
        var bigrams: [UInt64: Double] = [:]
        var trigrams: [UInt64: Double] = [:]
        for sentence in sentences {
            var previous = [begin]
            for token in sentence + [end] {
                unigrams[Int(token)] += 1
                bigrams[Key.pack(previous.suffix(1) + [token]), default: 0] += 1
                if previous.count == 2 { trigrams[Key.pack(previous + [token]), default: 0] += 1 }
                previous = previous.suffix(1) + [token]
            }
        }
        // Unigrams: counts with a small floor; `<s>` is never predicted.
        let total = unigrams.reduce(0, +)
        let floor = Self.unigramFloor
        var p1 = unigrams.map { ($0 + floor) / (total + floor * Double(words.count - 1)) }
        p1[Int(begin)] = 0

        let (p2, backoff1) = Self.discounted(bigrams, lower: { key in p1[Int(Key.last(key))] })
        let (p3, backoff2) = Self.discounted(trigrams) { key in
            let tail = Key.dropFirst(key, count: 3)
            return p2[tail] ?? (backoff1[Key.history(tail)] ?? 1) * p1[Int(Key.last(key))]
        }

        var text = "\\data\\\nngram 1=\(words.count)\nngram 2=\(p2.count)\nngram 3=\(p3.count)\n\n\\1-grams:\n"
        for (id, word) in words.enumerated() {
            text += "\(Self.logarithm(p1[id])) \(word) \(Self.logarithm(backoff1[Key.pack([Int32(id)])] ?? 1))\n"
        }
        text += "\n\\2-grams:\n"
        for key in p2.keys.sorted() {
            text += "\(Self.logarithm(p2[key]!)) \(spelling(key)) \(Self.logarithm(backoff2[key] ?? 1))\n"
        }
        text += "\n\\3-grams:\n"
        for key in p3.keys.sorted() {
            text += "\(Self.logarithm(p3[key]!)) \(spelling(key))\n"
        }
        return text + "\n\\end\\\n"
    }

    /// For each seen n-gram, its count less the discount over its history's total, plus the discounted mass
    /// spread by `lower`; and for each history the back-off weight that makes its unseen words' share sum to
    /// what is left.
    private static func discounted(_ counts: [UInt64: Double], lower: (UInt64) -> Double) -> (probabilities: [UInt64: Double], backoff: [UInt64: Double]) {
        var totals: [UInt64: (count: Double, distinct: Double)] = [:]
        for (key, count) in counts {
            let sum = totals[Key.history(key)] ?? (0, 0)
            totals[Key.history(key)] = (sum.count + count, sum.distinct + 1)
        }
        var probabilities: [UInt64: Double] = [:]
        var seen: [UInt64: (probability: Double, lower: Double)] = [:]
        for (key, count) in counts {
            let history = totals[Key.history(key)]!
            let below = lower(key)
            let probability = (count - discount) / history.count + discount * history.distinct / history.count * below
            probabilities[key] = probability
            let sum = seen[Key.history(key)] ?? (0, 0)
            seen[Key.history(key)] = (sum.probability + probability, sum.lower + below)
        }
        var backoff: [UInt64: Double] = [:]
        for (history, sum) in seen {
            backoff[history] = sum.lower < 1 ? max((1 - sum.probability) / (1 - sum.lower), 1e-9) : 1e-9
        }
        return (probabilities, backoff)
    }

    private func spelling(_ key: UInt64) -> String { Key.ids(key).map { words[Int($0)] }.joined(separator: " ") }

    /// Base-10 logarithm with four decimals, as ARPA files write them; -99 for nothing.
    static func logarithm(_ value: Double) -> String {
        guard value > 0 else { return "-99" }
        let scaled = Int((Glibc.log10(value) * 10_000).rounded())
        let magnitude = abs(scaled)
        let fraction = String(magnitude % 10_000)
        return (scaled < 0 ? "-" : "") + "\(magnitude / 10_000)." + String(repeating: "0", count: 4 - fraction.count) + fraction
    }

    /// Up to three word indices packed in 21-bit slots, the first word highest, so counts stay in flat
    /// dictionaries and sort as their words' indices do.
    enum Key {
        static let bits: UInt64 = 21
        static let slot: UInt64 = (1 << bits) - 1
        static func pack(_ ids: [Int32]) -> UInt64 { ids.reduce(0) { $0 << bits | UInt64($1 + 1) } }
        static func ids(_ key: UInt64) -> [Int32] {
            var ids: [Int32] = []
            var rest = key
            while rest != 0 { ids.insert(Int32(rest & slot) - 1, at: 0); rest >>= bits }
            return ids
        }
        static func history(_ key: UInt64) -> UInt64 { key >> bits }
        static func last(_ key: UInt64) -> Int32 { Int32(key & slot) - 1 }
        static func dropFirst(_ key: UInt64, count: UInt64) -> UInt64 { key & ((1 << (bits * (count - 1))) - 1) }
    }
}

