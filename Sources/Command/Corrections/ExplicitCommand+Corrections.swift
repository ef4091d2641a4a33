extension ExplicitCommand {
    /// Reads the corrections and `undo`. `arguments` are the words after the command word, a suffix of
    /// `scanned.positionals`; a `--shift` flag takes the word written right after it as the shift number.
    static func correction(_ word: String, _ arguments: [String], scanned: ScannedArguments) throws(UsageError)
        -> ExplicitCommand
    {
        var words = arguments
        let regroups = ["offers", "merge", "split", "move"].contains(word)
        let shift = regroups ? try shiftNumber(&words, scanned: scanned) : 1
        let numbers = "Run 'dashpilot offers' to see the numbers."
        switch word {
        case "offers":
            guard words.isEmpty else { throw UsageError("'offers' takes no words after it but --shift N.") }
            return .offers(shift: shift)
        case "merge":
            guard words.count == 2 else { throw UsageError("'merge' needs two offer numbers: merge FROM INTO.", hint: numbers) }
            return .merge(
                try positiveNumber(words[0], what: "An offer number"),
                into: try positiveNumber(words[1], what: "An offer number"), shift: shift)
        case "split":
            guard words.count == 1 else { throw UsageError("'split' needs one delivery number.", hint: numbers) }
            return .split(try positiveNumber(words[0], what: "A delivery number"), shift: shift)
        case "move":
            guard words.count == 2 else {
                throw UsageError("'move' needs a delivery number and an offer number: move DELIVERY OFFER.", hint: numbers)
            }
            return .move(
                try positiveNumber(words[0], what: "A delivery number"),
                into: try positiveNumber(words[1], what: "An offer number"), shift: shift)
        case "correct-end":
            guard words.count == 2 else {
                throw UsageError("'correct-end' needs a shift number and a time: correct-end N TIME.",
                    hint: "Example: dashpilot correct-end 1 17:30 --check")
            }
            guard AtTime.parse(words[1], now: 0) != nil else {
                throw UsageError("The time '\(words[1])' is neither an RFC 3339 timestamp nor HH:MM.")
            }
            return .correctEnd(
                shift: try positiveNumber(words[0], what: "A shift number"), time: words[1],
                check: scanned.flags.contains("check"))
        case "delete-shift":
            guard words.count == 1 else { throw UsageError("'delete-shift' needs one shift number.") }
            return .deleteShift(try positiveNumber(words[0], what: "A shift number"), confirmed: scanned.flags.contains("yes"))
        default:
            guard words.isEmpty else { throw UsageError("'undo' takes no words after it.") }
            return .undo
        }
    }

    /// The shift the offer commands act on: `--shift N` or `--shift=N`, else 1, the most recent.
    private static func shiftNumber(_ words: inout [String], scanned: ScannedArguments) throws(UsageError) -> Int {
        if let value = scanned.values["shift"] { return try positiveNumber(value, what: "A shift number") }
        guard let position = scanned.flagPositions["shift"] else { return 1 }
        let index = position - (scanned.positionals.count - words.count)
        guard index >= 0, index < words.count else { throw UsageError("The option --shift needs a shift number.") }
        return try positiveNumber(words.remove(at: index), what: "A shift number")
    }
}
