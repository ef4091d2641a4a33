import Domain
import Glibc
import Grammar
import Persistence

/// One run over the store: the grammar and macros loaded and checked, the store opened, then the surface the
/// command line chose (REPL, pipe, `say`, `run` or an explicit command).
enum Session {
    static func run(_ options: CommandLineOptions, environment: [String: String], grammarPath: String?) -> ExitCode {
        let logger = Logger.standardError(verbose: options.verbose)
        let paths = XDGPaths(environment: environment)
        guard let grammar = GrammarCommands.loadReportingErrors(path: grammarPath) else { return .dataError }
        let macros: MacroFile?
        do {
            macros = try MacroSelection.load(explicit: options.macros, paths: paths, grammar: grammar)
        } catch {
            StandardStream.error.writeLine(error.description)
            return error.exitCode
        }
        let surface: Surface
        do {
            surface = try Surface(options.subcommand, now: Instant.now(), grammar: grammar, environment: environment)
        } catch let error as UsageError {
            StandardStream.error.write(error.rendered)
            return .usage
        } catch let error as ListenError {
            StandardStream.error.writeLine("dashpilot: \(error.message)")
            return error.exitCode
        } catch let error as FileReadError {
            StandardStream.error.writeLine("dashpilot: cannot read \(error)")
            return .noInput
        } catch {
            return .usage
        }
        let speaker = options.speak ? makeSpeaker(environment) : nil
        defer { speaker?.finish() }
        let interactive = surface.isInteractive && isatty(STDIN_FILENO) == 1
        let writer = ReplyWriter(json: options.json, oneLinePerReply: surface.writesLines && !interactive, speaker: speaker)
        let connection: Connection
        do {
            connection = try Store.open(path: StoreLocation.resolve(explicit: options.store, environment: environment), logger: logger)
        } catch {
            writer.write(Reply(input: surface.input, outcome: .error, sentence: error.sentence, at: Instant.now()))
            return .storeUnavailable
        }
        let processor = InputProcessor(connection: connection, grammar: grammar, macros: macros, logger: logger)
        if interactive {
            return ReplSurface.run(processor, historyFile: paths.historyFile, writer: writer)
        }
        return surface.run(processor, writer: writer)
    }

    private static func makeSpeaker(_ environment: [String: String]) -> Speaker {
        Speaker(commandLine: Speaker.commandLine(environment: environment)) { warning in
            StandardStream.error.writeLine("dashpilot: warning: \(warning)")
        }
    }
}
