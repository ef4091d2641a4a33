import Glibc
import Persistence
import Services

/// What `dashpilot` runs: parses the command line, answers the commands that need no store (help, version,
/// the grammar tools), and hands the rest to a session over the store. Returns the exit status.
public enum Frontend {
    public static func main(arguments: [String]) -> ExitCode {
        // A reader that goes away (`dashpilot | head -1`) ends the output quietly instead of killing the process.
        signal(SIGPIPE, SIG_IGN)
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions.parse(arguments)
        } catch {
            StandardStream.error.write(error.rendered)
            return .usage
        }
        let environment = ProcessEnvironment.current()
        let grammarPath = GrammarSelection.path(explicit: options.grammar, environment: environment)
        switch options.subcommand {
        case .help:
            StandardStream.output.writeLine(HelpText.full)
            return .success
        case .version:
            StandardStream.output.writeLine(HelpText.version)
            return .success
        case .grammarCheck(let file):
            return GrammarCommands.check(path: file ?? grammarPath)
        case .parse(let sentence):
            guard let grammar = GrammarCommands.loadReportingErrors(path: grammarPath) else { return .dataError }
            return GrammarCommands.parse(sentence, grammar: grammar, json: options.json) { LineReader() }
        case .grammarTest(let file):
            guard let grammar = GrammarCommands.loadReportingErrors(path: grammarPath) else { return .dataError }
            return GrammarCommands.test(file: file, grammar: grammar)
        case .grammarExportJSGF:
            guard let grammar = GrammarCommands.loadReportingErrors(path: grammarPath) else { return .dataError }
            return GrammarCommands.exportJSGF(grammar: grammar)
        case .grammarExportCompactJSGF:
            guard let grammar = GrammarCommands.loadReportingErrors(path: grammarPath) else { return .dataError }
            let decoder = grammar.decoderGrammar(hasPronunciation: Pronunciations.system(only: grammar.decoderCandidateWords)?.has)
            StandardStream.output.write(decoder.jsgf)
            if options.verbose { StandardStream.error.writeLine(decoder.summary) }
            return .success
        case .listen(let files, true):
            guard let grammar = GrammarCommands.loadReportingErrors(path: grammarPath) else { return .dataError }
            return ListenCommands.parse(grammar: grammar, files: files, json: options.json, environment: environment)
        case .interactive, .say, .run, .explicit, .listen:
            return Session.run(options, environment: environment, grammarPath: grammarPath)
        }
    }
}
