import Domain
import Glibc
import Grammar
import Persistence

/// One run over the store: the command line's input read and checked, the grammar and macros loaded where
/// sentences are read, the store opened (read-only for a question), then the surface the command line chose
/// (REPL, pipe, `say`, `run` or an explicit command).
enum Session {
    static func run(_ options: CommandLineOptions, environment: [String: String], grammarPath: String?) -> ExitCode {
        let logger = Logger.standardError(verbose: options.verbose)
        let paths = XDGPaths(environment: environment)
        let surface: Surface
        do {
            surface = try Surface(options.subcommand, now: Instant.now())
        } catch let error as UsageError {
            StandardStream.error.write(error.rendered)
            return .usage
        } catch let error as FileReadError {
            StandardStream.error.writeLine(error.sentence())
            return .noInput
        } catch {
            return .usage
        }
        guard let currency = currency(options, environment) else { return .usage }
        var options = options
        options.currency = currency
        let storePath = StoreLocation.resolve(explicit: options.store, environment: environment)
        guard surface.readsSentences else {
            return run(surface, grammar: nil, macros: nil, storePath: storePath, options: options, environment: environment, logger: logger)
        }
        return GrammarCommands.withGrammar(at: grammarPath) { grammar in
            let macros: MacroFile?
            do throws(MacroSelection.Failure) {
                macros = try MacroSelection.load(explicit: options.macros, paths: paths, grammar: grammar)
            } catch {
                StandardStream.error.writeLine(error.description)
                return error.exitCode
            }
            return run(surface, grammar: grammar, macros: macros, storePath: storePath, options: options, environment: environment, logger: logger)
        }
    }

    private static func run(
        _ unstarted: Surface, grammar: Grammar?, macros: MacroFile?, storePath: String, options: CommandLineOptions,
        environment: [String: String], logger: Logger
    ) -> ExitCode {
        let surface: Surface
        do {
            surface = try unstarted.started(grammar: grammar, environment: environment)
        } catch let error as ListenError {
            StandardStream.error.writeLine("dashpilot: \(error.message)")
            return error.exitCode
        } catch {
            StandardStream.error.writeLine("dashpilot: \(error)")
            return .usage
        }
        let speaker = options.speak ? makeSpeaker(environment, verbose: options.verbose) : nil
        defer { speaker?.finish() }
        let interactive = surface.isInteractive && isatty(STDIN_FILENO) == 1
        let writer = ReplyWriter(json: options.json, oneLinePerReply: surface.writesLines && !interactive, speaker: speaker)
        let store = DeferredProcessor(path: storePath, grammar: grammar, macros: macros, logger: logger)
        store.currency = options.currency ?? .usDollar
        // Hints are written as typed where the replies are read: `:pickup 1` at the prompt and in a pipe,
        // `dashpilot pickup 1` in a shell after `say` or `run`.
        store.commandPrefix = surface.writesLines ? ":" : "dashpilot "
        do {
            if interactive {
                try store.openIfPresent()
                return ReplSurface.run(store, historyFile: XDGPaths(environment: environment).historyFile, writer: writer)
            }
            if surface.isQuestion {
                let connection = try Store.openForReading(path: storePath, logger: logger)
                let processor = InputProcessor(connection: connection, grammar: grammar, macros: macros, logger: logger)
                processor.commandPrefix = store.commandPrefix
                return surface.run(processor, writer: writer)
            }
            return surface.run(try store.open(), writer: writer)
        } catch {
            // A question is answered even when there is nothing to read; it never says nothing was recorded.
            if surface.isQuestion {
                let answered = error == .noStoreYet(path: storePath)
                let reply = Reply(input: surface.input, outcome: answered ? .answered : .error, sentence: error.questionSentence, at: Instant.now())
                return writer.write(reply) ? reply.exitCode : .storeUnavailable
            }
            writer.write(Reply(input: surface.input, outcome: .error, sentence: error.sentence, at: Instant.now()))
            return .storeUnavailable
        }
    }

    /// `--currency`, else `DASHPILOT_CURRENCY`, else US dollars; nil (after saying why) for a code that is not one.
    private static func currency(_ options: CommandLineOptions, _ environment: [String: String]) -> Currency? {
        if let chosen = options.currency { return chosen }
        guard let text = environment["DASHPILOT_CURRENCY"], !text.isEmpty else { return .usDollar }
        guard let currency = Currency(code: text) else {
            StandardStream.error.write(
                UsageError("DASHPILOT_CURRENCY '\(text)' is not an ISO 4217 code such as USD or EUR.").rendered)
            return nil
        }
        return currency
    }

    private static func makeSpeaker(_ environment: [String: String], verbose: Bool) -> Speaker {
        var detail: (@Sendable (String) -> Void)?
        if verbose { detail = { line in StandardStream.error.writeLine("dashpilot: \(line)") } }
        return Speaker(
            commandLine: Speaker.commandLine(environment: environment),
            warn: { StandardStream.error.writeLine("dashpilot: warning: \($0)") },
            detail: detail)
    }
}
