import Grammar

/// `parse` and `grammar check|test|export`: the grammar alone, for whoever writes one. None opens a store.
public enum GrammarCommands {
    /// `dashpilot parse [SENTENCE]`: what the grammar makes of a sentence (exit 0 on a match, 2 otherwise),
    /// or of each line of standard input (exit 0 at end of input).
    public static func parse(_ sentence: String?, grammar: Grammar, json: Bool, reader: () -> LineReader) -> ExitCode {
        guard let sentence else {
            let lines = reader()
            while let line = lines.nextLine() {
                guard case .text(let text) = line else {
                    if case .problem(let problem) = line { StandardStream.output.writeLine(problem.sentence) }
                    continue
                }
                guard text.contains(where: { !$0.isWhitespace }) else { continue }
                guard StandardStream.output.writeLine(render(text, grammar, json)) else { break }
            }
            return .success
        }
        StandardStream.output.writeLine(render(sentence, grammar, json))
        return grammar.recognise(sentence).intent == nil ? .notUnderstood : .success
    }

    private static func render(_ sentence: String, _ grammar: Grammar, _ json: Bool) -> String {
        let recognition = grammar.recognise(sentence)
        return json
            ? ParseJSON.line(input: sentence, recognition: recognition)
            : ParseOutput.plainLine(input: sentence, recognition: recognition)
    }

    /// `dashpilot grammar check [FILE]`: the report on a grammar that loads, or its errors (exit 65).
    public static func check(path: String?) -> ExitCode {
        withGrammar(at: path) { grammar in
            StandardStream.output.writeLine(GrammarCheck.report(grammar))
            return .success
        }
    }

    /// `dashpilot grammar test FILE.tsv`: the score on labelled sentences; exit 0 when every line is right,
    /// 1 when any is not, 65 when a line cannot be read, 66 when the file cannot be.
    public static func test(file: String, grammar: Grammar) -> ExitCode {
        let bytes: [UInt8]
        do {
            bytes = try FileContents.read(path: file, byteLimit: 16 << 20)
        } catch {
            StandardStream.error.writeLine("dashpilot: \(error)")
            return .noInput
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            StandardStream.error.writeLine("dashpilot: \(file): not valid UTF-8")
            return .dataError
        }
        let report = GrammarTest.run(tsv: text, grammar: grammar)
        StandardStream.output.writeLine(report.render())
        for message in report.malformedMessages(file: file) { StandardStream.error.writeLine(message) }
        if !report.malformedLines.isEmpty { return .dataError }
        return report.failures.isEmpty ? .success : .refused
    }

    /// `dashpilot grammar export --jsgf`.
    public static func exportJSGF(grammar: Grammar) -> ExitCode {
        StandardStream.output.write(grammar.exportJSGF())
        return .success
    }

    /// Runs `body` with the grammar at `path` (built-in when nil); or, after printing each error as `file:line:column`, the exit
    /// status: 66 when the file cannot be read, as for every input file, 65 when it was read and has errors.
    public static func withGrammar(at path: String?, _ body: (Grammar) -> ExitCode) -> ExitCode {
        do {
            return body(try GrammarSelection.load(path: path))
        } catch {
            StandardStream.error.writeLine(error.description)
            return error.isUnreadable ? .noInput : .dataError
        }
    }
}
