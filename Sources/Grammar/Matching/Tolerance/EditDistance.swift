/// Optimal-string-alignment distance (Levenshtein plus adjacent transpositions) between two words,
/// giving up early once it must exceed `limit`. Works on bytes with rows on the stack: it runs for
/// many vocabulary words per misheard word.
enum EditDistance {
    static func distance(_ a: String, _ b: String, limit: Int) -> Int {
        distance(Array(a.utf8), Array(b.utf8), limit: limit)
    }

    static func distance(_ x: [UInt8], _ y: [UInt8], limit: Int) -> Int {
        if abs(x.count - y.count) > limit { return limit + 1 }
        if x.isEmpty || y.isEmpty { return max(x.count, y.count) }
        let width = y.count + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: width * 3) { rows in
            var previous2 = 0, previous = width, current = 2 * width
            for j in 0..<width { rows[previous + j] = j; rows[previous2 + j] = 0 }
            for i in 1...x.count {
                rows[current] = i
                var rowBest = i
                for j in 1...y.count {
                    let cost = x[i - 1] == y[j - 1] ? 0 : 1
                    var value = min(rows[previous + j] + 1, rows[current + j - 1] + 1, rows[previous + j - 1] + cost)
                    if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                        value = min(value, rows[previous2 + j - 2] + 1)
                    }
                    rows[current + j] = value
                    rowBest = min(rowBest, value)
                }
                if rowBest > limit { return limit + 1 }
                (previous2, previous, current) = (previous, current, previous2)
            }
            return rows[previous + y.count]
        }
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
