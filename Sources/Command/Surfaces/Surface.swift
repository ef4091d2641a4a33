import Domain
import Glibc
import Persistence
import Grammar

/// The surface a command line asked for that works on the store, with its input read and checked before the
/// store is opened: a `--at` that cannot be read or a `run` file that cannot be opened changes nothing.
enum Surface {
    /// No subcommand: the REPL on a terminal, the line protocol otherwise.
    case lines
    /// `given`: the instant came from `--at`, not the clock.
    case say(String, at: Instant, given: Bool)
    case run(file: String, steps: [RunStep])
    case explicit(ExplicitCommand, input: String)
    /// Speech from `files` (standard input when empty), each utterance's transcript handled as a pipe line.
    case listen(files: [String], profile: String?)
    /// `listen` with its recogniser started (see `started(grammar:environment:)`).
    case listening(Listener)

    init(_ subcommand: Subcommand, now: Instant) throws {
        switch subcommand {
        case .listen(let files, _, let profile):
            self = .listen(files: files, profile: profile)
        case .say(let sentence, let atText):
            guard let atText else {
                self = .say(sentence, at: now, given: false)
                return
            }
            guard let at = AtTime.parse(atText, now: now.millisecondsSinceEpoch) else {
                throw UsageError("The --at time '\(atText)' is neither an RFC 3339 timestamp nor HH:MM.")
            }
            self = .say(sentence, at: Instant(millisecondsSinceEpoch: at), given: true)
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

    /// Whether sentences are read, so the grammar (and the macros checked against it) must be loaded.
    var readsSentences: Bool {
        if case .explicit = self { return false }
        return true
    }

    /// Whether the surface only asks a question of the store, which it opens read-only and never creates.
    var isQuestion: Bool {
        if case .explicit(let command, _) = self { return command.isQuestion }
        return false
    }

    /// `listen` starts its recogniser once the grammar is loaded and before the store opens, so a missing
    /// pocketsphinx changes nothing; every other surface is itself.
    func started(grammar: Grammar?, environment: [String: String]) throws -> Surface {
        guard case .listen(let files, let profile) = self else { return self }
        guard let grammar else { throw UsageError("'listen' needs a grammar.") }
        return .listening(try Listener(grammar: grammar, files: files, profile: profile, environment: environment))
    }

    /// Whether replies are written one line each, as the pipe writes them.
    var writesLines: Bool {
        switch self {
        case .lines, .listen, .listening: true
        default: false
        }
    }

    /// What the reply to a store that cannot be opened names as its input.
    var input: String? {
        switch self {
        case .lines, .run, .listen, .listening: nil
        case .say(let sentence, _, _): sentence
        case .explicit(_, let input): input
        }
    }

    /// Runs a non-interactive surface and returns its exit status: that of the last reply, or 74 when the
    /// replies could not be written (what was performed stays recorded, and the journal says it went unheard).
    func run(_ processor: InputProcessor, writer: ReplyWriter, clock: () -> Instant = Instant.now) -> ExitCode {
        let replies: [Reply]
        let source: JournalEntry.Source
        switch self {
        case .lines:
            return PipeSurface.run(processor, reader: LineReader(), writer: writer)
        case .listen:
            preconditionFailure("listen is started with its recogniser, as .listening, before it runs")
        case .listening(let listener):
            return ListenSurface.run(listener, processor: processor, writer: writer)
        case .say(let sentence, let at, let given):
            source = .say
            if given {
                do {
                    try StatedInstant.check(at, now: clock())
                } catch {
                    replies = [.inputError(error.sentence, input: sentence, at: clock())]
                    break
                }
            }
            replies = processor.say(sentence, input: sentence, source: .say, at: at, given: given)
        case .run(let file, let steps):
            source = .run
            replies = processor.run(steps, named: "the run of \(file)", input: file, source: .run)
        case .explicit(.deleteShift(let number, confirmed: false), let input):
            source = .command
            replies = [DeletionPrompt.run(processor, number: number, input: input)]
        case .explicit(let command, let input):
            source = .command
            replies = [processor.perform(command, input: input, source: .command, at: clock())]
        }
        guard writer.write(replies) else {
            let reason = PersistenceError.reason(errno: errno)
            processor.noteUnheard(replies, source: source, reason: reason, at: clock())
            return .storeUnavailable
        }
        return replies.last?.exitCode ?? .success
    }
}
