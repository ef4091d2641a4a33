/// A token graph with empty moves, built once from the template trees: each template element becomes a few
/// states, so a template with many optionals costs states in proportion to its text, not to its phrases.
/// Moves live in flat arrays, each state's moves chained by index, so building and walking the graph
/// allocates nothing per state.
struct TokenNFA: Sendable {
    static let none: Int32 = -1

    /// For each state, its first word move and first empty move (indexes into the move arrays), or -1.
    private(set) var firstWord: [Int32] = []
    private(set) var firstEmpty: [Int32] = []
    /// For each state, the phrase line it completes, or -1.
    private(set) var accepts: [Int32] = []

    private(set) var wordToken: [Int32] = []
    private(set) var wordTarget: [Int32] = []
    private(set) var wordNext: [Int32] = []

    private(set) var emptyTarget: [Int32] = []
    /// Slot values chosen by taking an empty move, one bit per (list, value).
    private(set) var emptyTags: [UInt64] = []
    private(set) var emptyNext: [Int32] = []

    var stateCount: Int { accepts.count }

    mutating func newState() -> Int32 {
        firstWord.append(Self.none)
        firstEmpty.append(Self.none)
        accepts.append(-1)
        return Int32(accepts.count - 1)
    }

    mutating func addWord(_ token: Int32, from source: Int32, to target: Int32) {
        wordToken.append(token)
        wordTarget.append(target)
        wordNext.append(firstWord[Int(source)])
        firstWord[Int(source)] = Int32(wordToken.count - 1)
    }

    mutating func addEmpty(from source: Int32, to target: Int32, tags: UInt64 = 0) {
        emptyTarget.append(target)
        emptyTags.append(tags)
        emptyNext.append(firstEmpty[Int(source)])
        firstEmpty[Int(source)] = Int32(emptyTarget.count - 1)
    }

    mutating func markAccepting(_ state: Int32, line: Int32) {
        accepts[Int(state)] = line
    }
}
