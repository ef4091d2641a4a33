/// A token graph with empty moves, built once from the template trees: each template element becomes a few
/// states, so a template with many optionals costs states in proportion to its text, not to its phrases.
struct TokenNFA: Sendable {
    struct Empty: Sendable {
        let target: Int32
        /// Slot values chosen by taking this move, one bit per (list, value).
        let tags: UInt64
    }

    private(set) var words: [[(token: Int32, target: Int32)]] = []
    private(set) var empties: [[Empty]] = []
    /// For each state, the phrase line it completes, or -1.
    private(set) var accepts: [Int32] = []

    var stateCount: Int { accepts.count }

    mutating func newState() -> Int32 {
        words.append([])
        empties.append([])
        accepts.append(-1)
        return Int32(accepts.count - 1)
    }

    mutating func addWord(_ token: Int32, from source: Int32, to target: Int32) {
        words[Int(source)].append((token, target))
    }

    mutating func addEmpty(from source: Int32, to target: Int32, tags: UInt64 = 0) {
        empties[Int(source)].append(Empty(target: target, tags: tags))
    }

    mutating func markAccepting(_ state: Int32, line: Int32) {
        accepts[Int(state)] = line
    }
}
