import Domain
import Glibc

/// The interactive prompt on a terminal: the day's state in the prompt, read from the store before each
/// line since another process may have changed it; line editing, history and Tab completion by readline.
public enum ReplSurface {
    /// How many grammar phrases Tab offers, shortest first; enough for every everyday form.
    static let completionPhraseLimit = 3000

    public static func run(
        _ processor: InputProcessor, historyFile: String, writer: ReplyWriter, clock: () -> Instant = Instant.now
    ) -> ExitCode {
        let editor = LineEditor(historyFile: historyFile, completions: completions(for: processor))
        while let line = editor.readLine(prompt: prompt(processor, asOf: clock())) {
            let instant = clock()
            switch line {
            case .problem(let problem):
                writer.write(.inputError(problem.sentence, input: nil, at: instant))
            case .text(let text):
                guard text.contains(where: { !$0.isWhitespace }) else { continue }
                editor.addToHistory(text)
                guard let replies = processor.handle(line: text, input: text, source: .repl, at: instant) else {
                    return .success
                }
                writer.write(replies)
            }
        }
        StandardStream.output.write("\n")
        return .success
    }

    /// Phrases of the grammar, the `:command` words and the macro names.
    static func completions(for processor: InputProcessor) -> [String] {
        processor.grammar.phrases(limit: completionPhraseLimit) + ReplCommand.words
            + (processor.macros?.macros.map(\.name) ?? [])
    }

    static func prompt(_ processor: InputProcessor, asOf instant: Instant) -> String {
        guard let status = try? processor.status(asOf: instant) else { return "store unavailable › " }
        return PromptText.render(
            elapsed: status.shift.map { DurationText.compact($0.elapsed(asOf: instant)) },
            isPaused: status.shift?.isPaused ?? false, isParked: status.shift?.isParked ?? false,
            activeDeliveries: status.activeDeliveries.count)
    }
}
