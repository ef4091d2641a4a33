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
        case .commandHelp(let name):
            StandardStream.output.writeLine(HelpText.command(named: name)?.text ?? HelpText.full)
            return .success
        case .version:
            StandardStream.output.writeLine(HelpText.version)
            return .success
        case .completions(let shell):
            StandardStream.output.writeLine(Completions.script(for: shell) ?? "")
            return .success
        case .manPage:
            StandardStream.output.writeLine(ManPage.text)
            return .success
        case .grammarCheck(let file):
            return GrammarCommands.check(path: file ?? grammarPath)
        case .parse(let sentence):
            return GrammarCommands.withGrammar(at: grammarPath) { grammar in
                GrammarCommands.parse(sentence, grammar: grammar, json: options.json) { LineReader() }
            }
        case .grammarTest(let file):
            return GrammarCommands.withGrammar(at: grammarPath) { GrammarCommands.test(file: file, grammar: $0) }
        case .grammarExportJSGF:
            return GrammarCommands.withGrammar(at: grammarPath) { GrammarCommands.exportJSGF(grammar: $0) }
        case .grammarExportCompactJSGF:
            return GrammarCommands.withGrammar(at: grammarPath) { grammar in
                let decoder = grammar.decoderGrammar(
                    hasPronunciation: Pronunciations.system(only: grammar.decoderCandidateWords)?.has)
                StandardStream.output.write(decoder.jsgf)
                if options.verbose { StandardStream.error.writeLine(decoder.summary) }
                return .success
            }
        case .listen(let files, true, let profile):
            return GrammarCommands.withGrammar(at: grammarPath) { grammar in
                ListenCommands.parse(grammar: grammar, files: files, profile: profile, json: options.json, environment: environment)
            }
        case .listenEnrol(let files, let profile):
            return EnrolCommand.run(files: files, profile: profile, environment: environment)
        case .listenPrompts:
            VoiceProfile.prompts.forEach { StandardStream.output.writeLine($0) }
            return .success
        case .miles(let command):
            return MilesSession.run(command, options: options, environment: environment)
        case .interactive, .say, .run, .explicit, .listen:
            return Session.run(options, environment: environment, grammarPath: grammarPath)
        }
    }
}
