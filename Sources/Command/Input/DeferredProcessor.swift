import Domain
import Grammar
import Persistence

/// The REPL's store, opened when it is first needed: an existing store at once (the prompt reads it), a
/// missing one only when the first line is entered, so opening a prompt and quitting creates nothing.
public final class DeferredProcessor {
    public let path: String
    public let grammar: Grammar?
    public let macros: MacroFile?
    private let logger: Logger
    /// The processor over the open store; nil until the store exists and was opened.
    public private(set) var opened: InputProcessor?
    /// Settings given to the processor when it is made.
    public var currency = Currency.usDollar
    /// How hints write an explicit command where the replies are read (see `InputProcessor.commandPrefix`).
    public var commandPrefix = ":"

    public init(path: String, grammar: Grammar?, macros: MacroFile?, logger: Logger) {
        self.path = path
        self.grammar = grammar
        self.macros = macros
        self.logger = logger
    }

    /// Opens the store when a file is already there, so the first prompt shows the day it holds.
    public func openIfPresent() throws(PersistenceError) {
        guard opened == nil, Store.exists(at: path) else { return }
        _ = try open()
    }

    /// The answer to a question asked before any store exists, which creates none; nil once one exists.
    public func answerWithoutStore(_ line: String, at instant: Instant) -> Reply? {
        guard opened == nil, !Store.exists(at: path),
              case .explicit(let command)? = try? ReplCommand.parse(line), command.isQuestion
        else { return nil }
        let sentence = PersistenceError.noStoreYet(path: path).questionSentence
        return Reply(input: line, intent: command.intentName, outcome: .answered, sentence: sentence, at: instant)
    }

    /// The processor, opening (and if need be creating) the store first.
    public func open() throws(PersistenceError) -> InputProcessor {
        if let opened { return opened }
        let connection = try Store.open(path: path, logger: logger)
        let processor = InputProcessor(connection: connection, grammar: grammar, macros: macros, logger: logger)
        processor.currency = currency
        processor.commandPrefix = commandPrefix
        opened = processor
        return processor
    }
}
