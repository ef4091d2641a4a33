/// A sentence as the matcher sees it: lower-case word tokens, where its clauses begin, and whether it was asked.
struct NormalisedSentence: Sendable, Equatable {
    var tokens: [String]
    /// Indices into `tokens` where a clause begins after punctuation (`,` `.` `;` `!` `?`); never 0.
    var clauseStarts: [Int]
    /// The text held a question mark: a question is never a command.
    var isQuestion: Bool
    /// The text was longer than a command can be, so it was cut short and must not match.
    var isTooLong: Bool

    /// A clause begins after the tokens so far, unless none came yet or one already begins there.
    mutating func startClause() {
        if !tokens.isEmpty, clauseStarts.last != tokens.count { clauseStarts.append(tokens.count) }
    }

    /// Adds the tokens one word stands for. A contraction said twice in a row ("i'm i'm on lunch", as a
    /// speaker stumbles or a recogniser hears it) counts once: "i am i am" would read as the question "am i".
    mutating func append(word expansion: [String]) {
        if expansion.count > 1, tokens.count >= expansion.count, clauseStarts.last != tokens.count,
            tokens[(tokens.count - expansion.count)...].elementsEqual(expansion)
        {
            return
        }
        tokens.append(contentsOf: expansion)
    }

    /// "done 4 today", "back 2 work": a texted 4 or 2 between words, before a word no count is said of, stands for
    /// "for" or "to". Before a unit or a noun it stays a number ("4 min break", "2 orders"), and so it does after a
    /// word that places a time ("at 4 today").
    mutating func readTextedWordsForDigits() {
        for index in tokens.indices.dropFirst().dropLast() where !Self.beforeATime.contains(tokens[index - 1]) {
            switch tokens[index] {
            case "4" where Self.afterATextedFor.contains(tokens[index + 1]): tokens[index] = "for"
            case "2" where Self.afterATextedTo.contains(tokens[index + 1]): tokens[index] = "to"
            default: continue
            }
        }
    }

    /// "at 4 today" is a time.
    private static let beforeATime: Set<String> = ["at", "by", "around", "in", "until", "till", "before", "after", "from", "to", "about", "past"]
    private static let afterATextedFor: Set<String> = ["today", "tonight", "the", "now", "a", "lunch", "dinner", "me", "my", "work", "good"]
    private static let afterATextedTo: Set<String> = ["work", "the", "it", "my", "driving", "dashing"]

    /// Punctuation at the very end begins no clause.
    mutating func dropTrailingClauseStart() {
        if clauseStarts.last == tokens.count { clauseStarts.removeLast() }
    }
}
