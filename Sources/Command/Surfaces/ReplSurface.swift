import Domain
import Glibc
import Grammar

/// The interactive prompt on a terminal: the day's state in the prompt, read from the store before each
/// line since another process may have changed it; line editing, history and Tab completion by readline.
public enum ReplSurface {
    /// How many grammar phrases one Tab offers, shortest first.
    static let completionLimit = 50

    public static func run(
        _ store: DeferredProcessor, historyFile: String, writer: ReplyWriter, clock: () -> Instant = Instant.now
    ) -> ExitCode {
        let editor = LineEditor(historyFile: historyFile, completer: completer(grammar: store.grammar, macros: store.macros))
        let ascii = !TerminalLocale.isUTF8
        var conversation = Conversation(source: .repl)
        StandardStream.output.write("Type what happened, or :help for the commands. Ctrl-D leaves.\n")
        while let line = editor.readLine(
            prompt: store.opened.map { prompt($0, asOf: clock(), ascii: ascii) } ?? PromptText.noStoreYet(ascii: ascii)
        ) {
            let instant = clock()
            switch line {
            case .problem(let problem):
                conversation.lineNotRead()
                writer.write(.inputError(problem.sentence, input: nil, at: instant))
            case .text(let text):
                guard text.contains(where: { !$0.isWhitespace }) else { continue }
                editor.addToHistory(text)
                if let answer = store.answerWithoutStore(text, at: instant) {
                    writer.write(answer)
                    continue
                }
                let processor: InputProcessor
                do {
                    processor = try store.open()
                } catch {
                    writer.write(Reply(input: text, outcome: .error, sentence: error.sentence, at: instant))
                    continue
                }
                guard let replies = conversation.handle(line: text, input: text, at: instant, by: processor) else {
                    return .success
                }
                writer.write(replies)
            }
        }
        StandardStream.output.write("\n")
        return .success
    }

    /// Completes what has been typed from the grammar's phrases, the `:command` words and the macro names.
    static func completer(for processor: InputProcessor) -> @Sendable (String) -> [String] {
        completer(grammar: processor.grammar, macros: processor.macros)
    }

    static func completer(grammar: Grammar?, macros: MacroFile?) -> @Sendable (String) -> [String] {
        let words = ReplCommand.words + (macros?.macros.map(\.name) ?? [])
        return { prefix in
            let own = LineEditor.matches(for: prefix, in: words)
            // A colon starts a command, never a sentence, whatever the grammar would make of the rest.
            if prefix.drop(while: { $0 == " " }).hasPrefix(":") { return own }
            let phrases = grammar?.completions(prefix: prefix, limit: phraseSearchLimit) ?? []
            return own + nextWords(of: phrases, typed: prefix, limit: completionLimit)
        }
    }

    /// How many phrases a Tab looks through before cutting them down to the word being typed.
    static let phraseSearchLimit = 2000

    /// Cuts each phrase to the word being typed, or to the next word after a space, without repeats: a
    /// grammar allows far more wordings than anyone wants listed, and many read oddly as whole phrases.
    static func nextWords(of phrases: [String], typed prefix: String, limit: Int) -> [String] {
        let typedWords = prefix.split(separator: " ").count
        let wanted = prefix.isEmpty || prefix.hasSuffix(" ") ? typedWords + 1 : typedWords
        var seen = Set<String>()
        var candidates: [String] = []
        for phrase in phrases where candidates.count < limit {
            let cut = phrase.split(separator: " ").prefix(wanted).joined(separator: " ")
            if seen.insert(cut).inserted { candidates.append(cut) }
        }
        return candidates
    }

    static func prompt(_ processor: InputProcessor, asOf instant: Instant, ascii: Bool = false) -> String {
        guard let status = try? processor.status(asOf: instant) else { return ascii ? "store unavailable > " : "store unavailable › " }
        return PromptText.render(
            elapsed: status.shift.map { DurationText.compact($0.elapsed(asOf: instant)) },
            isPaused: status.shift?.isPaused ?? false, isParked: status.shift?.isParked ?? false,
            activeDeliveries: status.activeDeliveries.count, ascii: ascii)
    }
}
