import Domain
import Grammar

/// The surface a command line asked for that works on the store, with its input read and checked before the
/// store is opened: a `--at` that cannot be read or a `run` file that cannot be opened changes nothing.
enum Surface {
    /// No subcommand: the REPL on a terminal, the line protocol otherwise.
    case lines
    case say(String, at: Instant)
    case run(file: String, steps: [RunStep])
    case explicit(ExplicitCommand, input: String)
    /// Speech, each utterance's transcript handled as a pipe line.
    case listen(Listener)

    /// `listen` starts its recogniser here, before the store opens, so a missing pocketsphinx changes nothing.
    init(_ subcommand: Subcommand, now: Instant, grammar: Grammar? = nil, environment: [String: String] = [:]) throws {
        switch subcommand {
        case .listen(let files, _):
            guard let grammar else { throw UsageError("'listen' needs a grammar.") }
            self = .listen(try Listener(grammar: grammar, files: files, environment: environment))
        case .say(let sentence, let atText):
            guard let atText else {
                self = .say(sentence, at: now)
                return
            }
            guard let at = AtTime.parse(atText, now: now.millisecondsSinceEpoch) else {
                throw UsageError("The --at time '\(atText)' is neither an RFC 3339 timestamp nor HH:MM.")
            }
            self = .say(sentence, at: Instant(millisecondsSinceEpoch: at))
        case .run(let file):
            self = .run(file: file, steps: try RunStep.steps(ofFile: file, readAt: now))
        case .explicit(let command):
            self = .explicit(command, input: command.typed)
        default:
            self = .lines
        }
    }

    var isInteractive: Bool {
        if case .lines = self { return true }
        return false
    }

    /// Whether replies are written one line each, as the pipe writes them.
    var writesLines: Bool {
        switch self {
        case .lines, .listen: true
        default: false
        }
    }

    /// What the reply to a store that cannot be opened names as its input.
    var input: String? {
        switch self {
        case .lines, .run, .listen: nil
        case .say(let sentence, _): sentence
        case .explicit(_, let input): input
        }
    }

    /// Runs a non-interactive surface and returns its exit status: that of the last reply.
    func run(_ processor: InputProcessor, writer: ReplyWriter) -> ExitCode {
        let replies: [Reply]
        switch self {
        case .lines:
            return PipeSurface.run(processor, reader: LineReader(), writer: writer)
        case .listen(let listener):
            return ListenSurface.run(listener, processor: processor, writer: writer)
        case .say(let sentence, let at):
            replies = processor.say(sentence, input: sentence, source: .say, at: at)
        case .run(let file, let steps):
            replies = processor.run(steps, named: "the run of \(file)", source: .run)
        case .explicit(let command, let input):
            replies = [processor.perform(command, input: input, source: .command, at: Instant.now())]
        }
        writer.write(replies)
        return replies.last?.exitCode ?? .success
    }
}
