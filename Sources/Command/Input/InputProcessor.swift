import Domain
import Grammar
import Intents
import Persistence
import Services

/// The one path every input takes, whichever surface read it: a macro name runs its steps, a sentence is
/// recognised and performed through `IntentLifecycleService`, an explicit command acts through
/// `ScreenActions`, and each is journaled with what was said back. A change and its journal row commit in
/// one transaction; a refusal or a sentence not understood is journaled in its own small one.
public final class InputProcessor {
    public static let notUnderstoodSentence = "Sorry, I didn't catch that."

    let connection: Connection
    let intents: IntentLifecycleService
    let actions: ScreenActions
    let journal: JournalService
    let logger: Logger
    /// Nil where no sentence is read (an explicit command): the grammar is loaded only where it is needed.
    public let grammar: Grammar?
    public let macros: MacroFile?
    /// How a hint in a reply writes an explicit command, as typed where the reply is read: `:` at the prompt
    /// and in a pipe (`:pickup 1`), `dashpilot ` in a shell after `say` or `run` (`dashpilot pickup 1`).
    public var commandPrefix = ":"
    /// The currency amounts are typed in: `--currency`, else `DASHPILOT_CURRENCY`, else US dollars.
    public var currency = Currency.usDollar

    public init(connection: Connection, grammar: Grammar?, macros: MacroFile?, logger: Logger) {
        self.connection = connection
        self.intents = IntentLifecycleService(connection: connection, logger: logger)
        self.actions = ScreenActions(connection: connection, logger: logger)
        self.journal = JournalService(connection: connection)
        self.logger = logger
        self.grammar = grammar
        self.macros = macros
    }

    /// The day as the store holds it now, for the REPL's prompt.
    public func status(asOf instant: Instant) throws -> DayStatus {
        try intents.status(asOf: instant)
    }

    /// A sentence as the driver said it: a macro's name runs the macro (one reply per step, and a summary if
    /// it stopped early); anything else is one sentence. `input` is the line as read, for the reply.
    /// `awaitingAnswers` when the surface reads a next line that may answer a question (a macro's steps never do).
    /// `given`: the instant was stated (`--at`, a line's timestamp), not read from the clock.
    public func say(
        _ sentence: String, input: String, source: JournalEntry.Source, at instant: Instant, given: Bool = false,
        awaitingAnswers: Bool = false
    ) -> [Reply] {
        if Self.isUndo(sentence) { return [performUndo(input: input, said: sentence, source: source, at: instant)] }
        if let macro = macros?.macro(named: sentence) {
            let steps = macro.steps.map { RunStep.sentence($0.sentence, input: $0.sentence, at: instant, given: given) }
            return run(steps, named: macro.name, input: macro.name, source: .macro)
        }
        return [perform(
            sentence: sentence, input: input, source: source, at: instant, given: given, awaitingAnswers: awaitingAnswers)]
    }

    /// Recognises and performs one sentence; never a macro.
    public func perform(
        sentence: String, input: String, source: JournalEntry.Source, at instant: Instant, given: Bool = false,
        awaitingAnswers: Bool = false
    ) -> Reply {
        if Self.isUndo(sentence) { return performUndo(input: input, said: sentence, source: source, at: instant) }
        let stated = given ? instant : nil
        let recognition = grammar?.recognise(sentence) ?? .noMatch(normalised: sentence, closest: nil)
        switch recognition {
        case .noMatch, .refused:
            // A refused sentence has no suggestion: nothing is offered in place of what was taken back or denied.
            // A shell habit ("exit", "ls") is never answered with a phrase that would change the store.
            let closest = TerminalWords.startsWithCommand(sentence) ? nil : recognition.suggestion
            return notMatched(
                sentence, closest: closest, input: input, source: source, at: instant, given: stated,
                awaitingAnswers: awaitingAnswers)
        case .match(let name, let slots, _):
            guard let intent = LifecycleIntent(name: name, slots: slots) else {
                // A grammar naming an intent this program does not perform: not understood, not guessed.
                logger.warning("The grammar's intent \(name) \(slots) is not one DashPilot performs.")
                let reply = Reply(
                    input: input, intent: name, slots: slots, outcome: .notUnderstood,
                    sentence: Self.notUnderstoodSentence, at: instant)
                return journaledAlone(reply, said: sentence, source: source, given: stated)
            }
            return record(
                input: input, said: sentence, intent: name, slots: slots, source: source, at: instant, given: given
            ) {
                try intents.perform(intent, at: instant)
            }
        }
    }

    /// Performs `change`, journaling it in the same transaction. A spoken refusal is journaled on its own;
    /// a store failure is reported as an error, and the journal tried without minding its failure. When the
    /// instant was `given` and a rule moved it, the reply says so and the journal keeps both instants.
    func record(
        input: String, said: String, intent: String?, slots: [String: String] = [:], source: JournalEntry.Source,
        at instant: Instant, given: Bool = false, _ change: () throws -> IntentConfirmation
    ) -> Reply {
        var reply = Reply(input: input, intent: intent, slots: slots, outcome: .performed, sentence: "", at: instant)
        let stated = given ? instant : nil
        do {
            let (confirmation, sentence) = try connection.transaction {
                let confirmation = try change()
                let sentence = confirmation.sentence(stated: stated)
                try journal.append(
                    entry(said, intent, .performed, sentence, confirmation.recordedAt, source, given: stated))
                return (confirmation, sentence)
            }
            reply.sentence = sentence
            reply.at = confirmation.recordedAt
            return reply
        } catch let error as PersistenceError {
            return failed(reply, error, said: said, source: source, given: stated)
        } catch let error as any SpokenError {
            reply.outcome = .refused
            reply.sentence = ((error as? IntentLifecycleError)?.sentence(commandPrefix: commandPrefix) ?? error.sentence)
                + nextStepHint(for: error)
            return journaledAlone(reply, said: said, source: source, given: stated)
        } catch {
            return failed(reply, .unavailable("\(error)"), said: said, source: source, given: stated)
        }
    }

    func failed(
        _ reply: Reply, _ error: PersistenceError, said: String, source: JournalEntry.Source, given: Instant? = nil
    ) -> Reply {
        logger.warning("Nothing was recorded for '\(said)': \(error)")
        var reply = reply
        reply.outcome = .error
        reply.sentence = error.sentence
        // A busy store would keep the driver waiting out the lock a second time for a row it will not take.
        if error != .busy {
            _ = try? journal.append(entry(said, reply.intent, .error, reply.sentence, reply.at, source, given: given))
        }
        return reply
    }

    /// Journals a reply that changed nothing, in its own transaction; the driver hears it even when the
    /// store will not take the row.
    func journaledAlone(_ reply: Reply, said: String, source: JournalEntry.Source, given: Instant? = nil) -> Reply {
        do {
            try journal.append(entry(said, reply.intent, reply.outcome, reply.sentence, reply.at, source, given: given))
        } catch {
            logger.warning("The journal did not record '\(said)': \(error)")
        }
        return reply
    }

    private func entry(
        _ said: String, _ intent: String?, _ outcome: JournalEntry.Outcome, _ sentence: String, _ at: Instant,
        _ source: JournalEntry.Source, given: Instant? = nil
    ) -> JournalEntry {
        JournalEntry(
            saidAt: at, givenAt: given, source: source, input: said, intent: intent, outcome: outcome, sentence: sentence)
    }
}
