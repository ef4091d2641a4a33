import Domain

/// An FSG (sphinxbase's text format, as `DecoderGrammar.fsg`) read back as transitions by state: for
/// walking random paths through it, and for asking whether it accepts a sentence.
struct FSGGraph {
    struct Edge {
        let to: Int
        let word: String?
        let weight: Double
    }

    var start = 0
    var final = 0
    var out: [Int: [Edge]] = [:]

    /// An FSG with no transitions: it accepts nothing and every walk through it ends nowhere.
    init() {}

    /// Nil when the text has no transition out of its start state.
    init?(_ text: String) {
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            switch fields.first {
            case "START_STATE" where fields.count > 1: start = Int(fields[1]) ?? 0
            case "FINAL_STATE" where fields.count > 1: final = Int(fields[1]) ?? 0
            case "TRANSITION" where fields.count >= 4:
                guard let from = Int(fields[1]), let to = Int(fields[2]), let weight = Double(fields[3]) else { continue }
                out[from, default: []].append(Edge(to: to, word: fields.count > 4 ? String(fields[4]) : nil, weight: weight))
            default: continue
            }
        }
        if out[start] == nil { return nil }
    }

    /// True when `words` lead from the start to the final state.
    func accepts(_ words: [String]) -> Bool {
        var states: Set<Int> = [start]
        func closure(_ states: Set<Int>) -> Set<Int> {
            var result = states, pending = Array(states)
            while let state = pending.popLast() {
                for edge in out[state] ?? [] where edge.word == nil && result.insert(edge.to).inserted { pending.append(edge.to) }
            }
            return result
        }
        for word in words {
            states = closure(states)
            states = Set(states.flatMap { (out[$0] ?? []).filter { $0.word == word }.map(\.to) })
        }
        return closure(states).contains(final)
    }

    /// The words of a random path from the start to the final state, each way out taken as often as its
    /// weight says; nil when the walk ends nowhere or runs past `stepLimit`. With `loopTurns`, a state's
    /// transitions back to itself are left out once the walk has taken that many steps.
    func randomPath(using generator: inout SplitMix64, loopTurns: Int? = nil, stepLimit: Int = 400) -> [String]? {
        var state = start, words: [String] = []
        for step in 0..<stepLimit {
            if state == final { return words }
            guard var choices = out[state], !choices.isEmpty else { return nil }
            if let loopTurns, step > loopTurns { choices = choices.filter { $0.to != state } }
            let total = choices.reduce(0) { $0 + $1.weight }
            var pick = generator.nextUnit() * total
            var choice = choices[choices.count - 1]
            for candidate in choices {
                pick -= candidate.weight
                if pick < 0 { choice = candidate; break }
            }
            if let word = choice.word { words.append(word) }
            state = choice.to
        }
        return state == final ? words : nil
    }
}
