/// The outcome of running a labelled file against a grammar: counts per kind of result and every failing line.
public struct GrammarTestReport: Sendable, Equatable {
    public enum Outcome: String, Sendable, Equatable {
        case correct, missed, wrongIntent = "wrong-intent", wrongSlot = "wrong-slot", falseAccept = "false-accept"
    }

    public struct Failure: Sendable, Equatable {
        public let line: Int
        public let sentence: String
        public let expected: String
        public let got: String
        public let outcome: Outcome
        public let note: String
    }

    public internal(set) var correct = 0
    public internal(set) var missed = 0
    public internal(set) var wrongIntent = 0
    public internal(set) var wrongSlot = 0
    public internal(set) var falseAccept = 0
    /// Lines labelled as commands and as not-commands, for the two rates.
    public internal(set) var commands = 0
    public internal(set) var nonCommands = 0
    public internal(set) var failures: [Failure] = []
    /// A line that could not be read, and why.
    public struct Malformed: Sendable, Equatable {
        public let line: Int
        public let reason: String
    }

    /// Lines that could not be read (no tab, an empty sentence or intent), in file order.
    public internal(set) var malformed: [Malformed] = []
    /// The numbers of the lines that could not be read.
    public var malformedLines: [Int] { malformed.map(\.line) }

    /// One `file:line: reason` message per line that could not be read, as compilers write them.
    public func malformedMessages(file: String) -> [String] {
        malformed.map { "\(file):\($0.line): \($0.reason)" }
    }

    /// Share of command lines recognised with the right intent and slot.
    public var commandAccuracy: Double { commands == 0 ? 1 : Double(commands - missed - wrongIntent - wrongSlot) / Double(commands) }
    /// Share of not-command lines accepted as some intent.
    public var falseAcceptRate: Double { nonCommands == 0 ? 0 : Double(falseAccept) / Double(nonCommands) }

    /// A plain-text summary followed by one line per failure.
    public func render() -> String {
        var lines = [
            "correct: \(correct)  missed: \(missed)  wrong-intent: \(wrongIntent)  wrong-slot: \(wrongSlot)  false-accept: \(falseAccept)",
            // A rate over no lines would be a made-up figure, so it is said that there were none.
            (commands == 0 ? "commands recognised: no command lines" : "commands recognised: \(percent(commandAccuracy)) of \(commands)")
                + "  "
                + (nonCommands == 0
                    ? "non-commands accepted: no non-command lines"
                    : "non-commands accepted: \(percent(falseAcceptRate)) of \(nonCommands)"),
        ]
        for failure in failures {
            let note = failure.note.isEmpty ? "" : " [\(failure.note)]"
            lines.append("line \(failure.line): \(failure.outcome.rawValue): \"\(failure.sentence)\" expected \(failure.expected), got \(failure.got)\(note)")
        }
        return lines.joined(separator: "\n")
    }

    private func percent(_ value: Double) -> String {
        let tenths = Int((value * 1000).rounded())
        return "\(tenths / 10).\(tenths % 10)%"
    }
}
