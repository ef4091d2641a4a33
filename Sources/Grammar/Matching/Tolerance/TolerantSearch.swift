/// Walks the command trie while rewriting the heard words: a near spelling, a known mishearing, two words
/// run together or one split apart. Each rewrite costs one; the search keeps the cheapest path per meaning.
struct TolerantSearch {
    struct Rewrite {
        let consumes: Int
        let emits: [Int32]
        let cost: Int
    }

    struct Found {
        let payload: Int32
        let cost: Int
        let text: String
    }

    /// Bounds on trie steps per search, so a long or noisy sentence costs at most tens of microseconds;
    /// the hint search explores more freely and so is cut shorter.
    private static let stepLimit = 4_000
    private static let relaxedStepLimit = 800
    private let tables: Grammar.Tables
    private let tokens: [String]
    private let maxCost: Int
    /// For "did you mean": also lets words be dropped or added, and short words be respelt.
    private let relaxed: Bool
    private var rewrites: [[Rewrite]] = []
    private let articles: [Int32]
    private var best: [Int32: (cost: Int, path: [Int32])] = [:]
    private var path: [Int32] = []
    private var steps = 0

    init(tables: Grammar.Tables, tokens: [String], ids: [Int32], maxCost: Int, relaxed: Bool) {
        self.tables = tables
        self.tokens = tokens
        self.maxCost = maxCost
        self.relaxed = relaxed
        articles = Self.articles.map { tables.vocabulary.id(of: $0) }.filter { $0 >= 0 }
        let spellings = tables.spellings.value
        rewrites = tokens.indices.map { index in
            Self.rewrites(at: index, tokens: tokens, ids: ids, tables: tables, spellings: spellings, relaxed: relaxed)
        }
    }

    mutating func run() {
        walk(TokenTrie.root, position: 0, cost: 0)
    }

    /// The cheapest meaning, only when no other meaning is as cheap: tolerance must never guess between two.
    func uniqueBest() -> Found? {
        guard let cheapest = best.values.map(\.cost).min() else { return nil }
        let winners = best.filter { $0.value.cost == cheapest }
        guard winners.count == 1, let winner = winners.first else { return nil }
        return found(winner.key, winner.value)
    }

    /// The cheapest phrase whatever its meaning, for a hint.
    /// A phrase read through a `*` cannot be said back as it stands ("park behind the *"), so it is no hint.
    func closest() -> Found? {
        best.filter { !$0.value.path.contains(Vocabulary.unknown) }
            .min { ($0.value.cost, $0.key) < ($1.value.cost, $1.key) }.map { found($0.key, $0.value) }
    }

    private func found(_ payload: Int32, _ entry: (cost: Int, path: [Int32])) -> Found {
        Found(payload: payload, cost: entry.cost, text: entry.path.map { tables.vocabulary.word($0) }.joined(separator: " "))
    }

    private mutating func walk(_ node: Int32, position: Int, cost: Int) {
        steps += 1
        guard steps < (relaxed ? Self.relaxedStepLimit : Self.stepLimit) else { return }
        if position == tokens.count, let payload = tables.commands.payload(node), cost > 0 || relaxed {
            if best[payload].map({ cost < $0.cost }) ?? true { best[payload] = (cost, path) }
        }
        // A word left out: a hint may put back any but a `*`, which stands for a word that was said; a strict
        // search only an article, which typed shorthand drops ("parked in lot", "park vehicle") and which changes
        // no meaning.
        if cost < maxCost, relaxed ? node != TokenTrie.root : position > 0 {
            for label in relaxed ? tables.commands.labels(node) : articles where label != Vocabulary.unknown {
                guard let next = tables.commands.child(node, label) else { continue }
                path.append(label)
                walk(next, position: position, cost: cost + 1)
                path.removeLast()
            }
        }
        guard position < tokens.count else { return }
        for rewrite in rewrites[position] where cost + rewrite.cost <= maxCost {
            var next: Int32? = node
            for id in rewrite.emits { next = next.flatMap { tables.commands.child($0, id) } }
            guard let reached = next else { continue }
            path.append(contentsOf: rewrite.emits)
            walk(reached, position: position + rewrite.consumes, cost: cost + rewrite.cost)
            path.removeLast(rewrite.emits.count)
        }
        if relaxed, cost < maxCost {
            walk(node, position: position + 1, cost: cost + 1)
        }
    }

    /// Only words the grammar does not know are respelt, split or merged: a known word is what was said,
    /// and turning one command word into another ("stop" into "start") would change the meaning.
    private static func rewrites(at index: Int, tokens: [String], ids: [Int32], tables: Grammar.Tables, spellings: Spellings, relaxed: Bool) -> [Rewrite] {
        let word = tokens[index]
        var found: [Rewrite] = []
        if ids[index] >= 0 {
            found.append(Rewrite(consumes: 1, emits: [ids[index]], cost: 0))
        } else {
            // A `*` in a template reads the unknown word as it was said.
            found.append(Rewrite(consumes: 1, emits: [Vocabulary.unknown], cost: 0))
            // A respelling keeps a negating prefix or suffix: "undelivered" is never "delivered".
            let vocabulary = tables.vocabulary
            let keeps = { (id: Int32) in PhoneticKey.keepsNegation(word, vocabulary.word(id)) }
            var near = spellings.words(near: word, extra: relaxed ? 1 : 0).filter(keeps)
            near += spellings.shortSlips(of: word)
            // A word typed without its vowels ("strt", "pckd") stands for the one word it spells.
            if near.isEmpty, let typed = spellings.word(typedWithoutVowels: word), keeps(typed) { near = [typed] }
            // A word no spelling reaches may still sound like one ("resoom", "klok").
            if near.isEmpty, word.utf8.count >= phoneticMinimum {
                // A short word may stand only for a small word ("mai" for "my"), never build a command word
                // ("wig" is not "work").
                let short = word.utf8.count < 4
                near = spellings.words(soundingLike: word, vocabulary: vocabulary).filter { id in
                    keeps(id) && (!short || vocabulary.word(id).utf8.count < 3)
                }
            }
            for id in near {
                // A misspelt filler ("jsut", "plese") is dropped, as the filler itself would have been.
                let isFiller = tables.removable.longestPrefix(of: [id], from: 0) == 1
                found.append(Rewrite(consumes: 1, emits: isFiller ? [] : [id], cost: 1))
            }
            for pair in spellings.pairs(near: word) where keeps(pair.first) && keeps(pair.second) {
                found.append(Rewrite(consumes: 1, emits: [pair.first, pair.second], cost: 1))
            }
        }
        if index + 1 < tokens.count, ids[index] < 0 || ids[index + 1] < 0,
           PhoneticKey.negatedStem(word) == nil, PhoneticKey.negatedStem(tokens[index + 1]) == nil {
            // Merged words carrying a negation are left alone: "un delivered" is not "delivered".
            let joined = word + tokens[index + 1]
            let joinedID = tables.vocabulary.id(of: joined)
            if joinedID >= 0 { found.append(Rewrite(consumes: 2, emits: [joinedID], cost: 1)) }
            var merged = spellings.words(near: joined)
            // "re zoom" is "resume" by sound once joined; two whole words are not one short one ("help highway"
            // sounds like "half" only because a key drops so much), so the lengths must be near.
            if merged.isEmpty, joinedID < 0 {
                merged = spellings.words(soundingLike: joined, vocabulary: tables.vocabulary).filter {
                    abs(tables.vocabulary.word($0).utf8.count - joined.utf8.count) <= Self.soundMergeLengthSlack
                }
            }
            for id in merged { found.append(Rewrite(consumes: 2, emits: [id], cost: 1)) }
            for pair in spellings.pairs(near: joined) where mergeKeepsLengthRule(pair, tokens[index], tokens[index + 1], ids[index], ids[index + 1]) {
                found.append(Rewrite(consumes: 2, emits: [pair.first, pair.second], cost: 1))
            }
        }
        for rule in tables.soundsLike where tokens[index...].starts(with: rule.heard) {
            found.append(Rewrite(consumes: rule.heard.count, emits: rule.meant, cost: 1))
        }
        return found
    }

    /// The words a strict search may add where they were left out.
    private static let articles = ["the", "a", "my"]

    /// How many letters a merge read by sound may differ from the grammar word it stands for.
    private static let soundMergeLengthSlack = 2

    /// Words shorter than this never stand for a grammar word by sound: two- and one-letter words sound like too much.
    private static let phoneticMinimum = 3

    /// A merge that keeps one heard word as it was respells only the other, so that word must be long enough
    /// to respell on its own: "my pig" is never "my gig", nor "the cat" "the car".
    private static func mergeKeepsLengthRule(_ pair: Spellings.Pair, _ first: String, _ second: String, _ firstID: Int32, _ secondID: Int32) -> Bool {
        if pair.first == firstID { return second.utf8.count >= 4 }
        if pair.second == secondID { return first.utf8.count >= 4 }
        return true
    }
}
