/// Decides what one sentence means: refuses questions and vetoed sentences, then tries the whole sentence,
/// then each clause on its own, then (with tolerance) the nearest spelling that means exactly one thing.
struct Recogniser {
    /// Longer sentences are rambles: only the whole sentence may match, never one of its clauses.
    static let clauseSentenceLimit = 24
    let tables: Grammar.Tables

    func recognise(_ text: String, tolerance: Bool) -> Recognition {
        let sentence = Normaliser.analyse(text)
        guard !sentence.isTooLong else { return .noMatch(normalised: "", closest: nil) }
        let heard = HeardSentence(sentence, tables: tables)
        guard !heard.tokens.isEmpty else { return .noMatch(normalised: heard.text, closest: nil) }
        if sentence.isQuestion || isVetoed(heard) { return .noMatch(normalised: heard.text, closest: nil) }
        let wholeAllowed = !contains(tables.clauseVetoes, in: heard, 0..<heard.tokens.count)
        if wholeAllowed, let payload = tables.commands.match(heard.ids) {
            return match(payload, heard.text)
        }
        let clauses = heard.clauses.count > 1 && heard.tokens.count <= Self.clauseSentenceLimit
            ? heard.clauses.filter { !contains(tables.clauseVetoes, in: heard, $0) } : []
        let exactClauses = clauses.map { range in tables.commands.match(heard.ids[range]).map { ($0, heard.text(of: range)) } }
        if Set(exactClauses.compactMap { $0?.0 }).count > 1 {
            // Two commands in one breath ("parked, picked up"): acting on either would be a guess.
            return .noMatch(normalised: heard.text, closest: nil)
        }
        if let found = agreeing(exactClauses) { return found }
        if tolerance {
            if wholeAllowed, let (payload, text) = tolerantMatch(heard, range: 0..<heard.tokens.count, maxCost: 2) {
                return match(payload, text)
            }
            let tolerantClauses = clauses.map { tolerantMatch(heard, range: $0, maxCost: 1) }
            if let found = agreeing(tolerantClauses) { return found }
        }
        return .noMatch(normalised: heard.text, closest: suggestion(heard))
    }

    /// A veto phrase anywhere ("not", "ago", "remind me") or an opener at the start of a clause
    /// ("did", "how") means the sentence is not a command, whatever else it says.
    private func isVetoed(_ heard: HeardSentence) -> Bool {
        for index in heard.ids.indices where tables.vetoes.longestPrefix(of: heard.ids, from: index) != nil {
            return true
        }
        let starts = [0] + heard.clauses.map(\.lowerBound)
        return starts.contains { tables.openers.longestPrefix(of: heard.ids, from: $0) != nil }
    }

    private func contains(_ phrases: TokenTrie, in heard: HeardSentence, _ range: Range<Int>) -> Bool {
        let ids = Array(heard.ids[range])
        return ids.indices.contains { phrases.longestPrefix(of: ids, from: $0) != nil }
    }

    /// The clauses' single shared meaning; none when no clause matched or two clauses disagree.
    private func agreeing(_ results: [(Int32, String)?]) -> Recognition? {
        let found = results.compactMap { $0 }
        guard let first = found.first, found.allSatisfy({ $0.0 == first.0 }) else { return nil }
        return match(first.0, first.1)
    }

    private func tolerantMatch(_ heard: HeardSentence, range: Range<Int>, maxCost: Int) -> (Int32, String)? {
        let tokens = Array(heard.tokens[range]), ids = Array(heard.ids[range])
        var search = TolerantSearch(tables: tables, tokens: tokens, ids: ids, maxCost: tokens.count == 1 ? 1 : maxCost, relaxed: false)
        search.run()
        guard let best = search.uniqueBest() else { return nil }
        return (best.payload, best.text)
    }

    /// A did-you-mean phrase, only when the sentence has enough words to be a command gone slightly wrong.
    private func suggestion(_ heard: HeardSentence) -> String? {
        guard heard.tokens.count >= 2 || heard.tokens[0].utf8.count >= 4 else { return nil }
        let budget = max(1, min(3, heard.tokens.count / 2))
        var search = TolerantSearch(tables: tables, tokens: heard.tokens, ids: heard.ids, maxCost: budget, relaxed: true)
        search.run()
        return search.closest()?.text
    }

    private func match(_ payload: Int32, _ text: String) -> Recognition {
        let meaning = tables.payloads[Int(payload)]
        return .match(intent: meaning.intent, slots: meaning.slots, matched: text)
    }
}
