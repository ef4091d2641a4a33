/// Runs a labelled file in the corpus format (`sentence<TAB>intent<TAB>event<TAB>note`, intent `none` for
/// a sentence that is not a command) against a grammar, for `dashpilot grammar test`.
public enum GrammarTest {
    public static func run(tsv: String, grammar: Grammar, tolerance: Bool = true) -> GrammarTestReport {
        var report = GrammarTestReport()
        var lineNumber = 0
        for rawLine in tsv.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            // The first line may be a header, as the corpus writes it or commented out as the voice sets do.
            if line.isEmpty || (lineNumber == 1 && (line.hasPrefix("sentence\t") || line.hasPrefix("# sentence\t"))) { continue }
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 2 else {
                report.malformed.append(.init(line: lineNumber, reason: "expected a sentence, a tab and an intent; found no tab"))
                continue
            }
            guard !columns[0].allSatisfy(\.isWhitespace), !columns[1].allSatisfy(\.isWhitespace) else {
                let empty = columns[0].allSatisfy(\.isWhitespace) ? "sentence" : "intent"
                report.malformed.append(.init(line: lineNumber, reason: "the \(empty) is empty"))
                continue
            }
            let event = columns.count > 2 ? columns[2] : ""
            let note = columns.count > 3 ? columns[3] : ""
            check(columns[0], intent: columns[1], event: event, note: note, line: lineNumber, grammar: grammar, tolerance: tolerance, into: &report)
        }
        return report
    }

    // swiftlint:disable:next function_parameter_count
    private static func check(_ sentence: String, intent: String, event: String, note: String, line: Int,
                              grammar: Grammar, tolerance: Bool, into report: inout GrammarTestReport) {
        let expectsCommand = intent != "none"
        let recognition = grammar.recognise(sentence, tolerance: tolerance)
        let got: String, outcome: GrammarTestReport.Outcome
        switch recognition {
        case .noMatch, .refused:
            got = "none"
            outcome = expectsCommand ? .missed : .correct
        case .match(let gotIntent, let slots, _):
            let gotEvent = slots["event"] ?? ""
            got = gotEvent.isEmpty ? gotIntent : "\(gotIntent) event=\(gotEvent)"
            if !expectsCommand { outcome = .falseAccept }
            else if gotIntent != intent { outcome = .wrongIntent }
            else if gotEvent != event { outcome = .wrongSlot }
            else { outcome = .correct }
        }
        if expectsCommand { report.commands += 1 } else { report.nonCommands += 1 }
        switch outcome {
        case .correct: report.correct += 1
        case .missed: report.missed += 1
        case .wrongIntent: report.wrongIntent += 1
        case .wrongSlot: report.wrongSlot += 1
        case .falseAccept: report.falseAccept += 1
        }
        if outcome != .correct {
            let expected = event.isEmpty ? intent : "\(intent) event=\(event)"
            report.failures.append(.init(line: line, sentence: sentence, expected: expected, got: got, outcome: outcome, note: note))
        }
    }
}
