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
    /// Lines that could not be read (wrong number of columns), with their numbers.
    public internal(set) var malformedLines: [Int] = []

    /// Share of command lines recognised with the right intent and slot.
    public var commandAccuracy: Double { commands == 0 ? 1 : Double(commands - missed - wrongIntent - wrongSlot) / Double(commands) }
    /// Share of not-command lines accepted as some intent.
    public var falseAcceptRate: Double { nonCommands == 0 ? 0 : Double(falseAccept) / Double(nonCommands) }

    /// A plain-text summary followed by one line per failure.
    public func render() -> String {
        var lines = [
            "correct: \(correct)  missed: \(missed)  wrong-intent: \(wrongIntent)  wrong-slot: \(wrongSlot)  false-accept: \(falseAccept)",
            "commands recognised: \(percent(commandAccuracy)) of \(commands)  non-commands accepted: \(percent(falseAcceptRate)) of \(nonCommands)",
        ]
        for failure in failures {
            let note = failure.note.isEmpty ? "" : " [\(failure.note)]"
            lines.append("line \(failure.line): \(failure.outcome.rawValue): \"\(failure.sentence)\" expected \(failure.expected), got \(failure.got)\(note)")
        }
        if !malformedLines.isEmpty {
            lines.append("unreadable lines: " + malformedLines.map(String.init).joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }

    private func percent(_ value: Double) -> String {
        let tenths = Int((value * 1000).rounded())
        return "\(tenths / 10).\(tenths % 10)%"
    }
}
