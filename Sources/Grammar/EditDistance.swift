/// Optimal-string-alignment distance (Levenshtein plus adjacent transpositions) between two words,
/// giving up early once it must exceed `limit`.
enum EditDistance {
    static func distance(_ a: String, _ b: String, limit: Int) -> Int {
        let x = Array(a.utf8), y = Array(b.utf8)
        if abs(x.count - y.count) > limit { return limit + 1 }
        if x.isEmpty || y.isEmpty { return max(x.count, y.count) }
        var previous2 = [Int](repeating: 0, count: y.count + 1)
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            var rowBest = i
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
                rowBest = min(rowBest, value)
            }
            if rowBest > limit { return limit + 1 }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[y.count]
    }

    /// How many edits a misheard or mistyped word of this length may carry and still be recognised:
    /// none for short words, where one letter changes the meaning ("pay" / "par").
    static func allowance(forLength length: Int) -> Int {
        switch length {
        case ..<4: return 0
        case 4..<9: return 1
        default: return 2
        }
    }
}
