/// A REPL line that starts with `:`, which no sentence does: the explicit commands, plus the
/// REPL's own `:help` and `:quit`. `:pickup 2`, `:amount 12.50 --delivery 1`, `:log --limit 5`.
public enum ReplCommand: Equatable, Sendable {
    case explicit(ExplicitCommand)
    case run(file: String)
    case help
    case quit

    /// Every command word with its colon, for Tab completion.
    public static let words: [String] =
        (ExplicitCommand.words + ["run", "help", "quit"]).map { ":" + $0 }

    /// Reads `line`; nil when it does not start with `:` (after leading whitespace) and is a sentence.
    public static func parse(_ line: String) throws(UsageError) -> ReplCommand? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.first == ":" else { return nil }
        let words = trimmed.dropFirst().split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let hint = "Type :help for the commands."
        guard let word = words.first else { throw UsageError("Type a command after the colon.", hint: hint) }
        let scanned: ScannedArguments
        do {
            scanned = try ArgumentScanner.scan(Array(words.dropFirst()))
        } catch {
            throw UsageError(error.message, hint: hint)
        }
        switch word {
        case "help", "h", "?": return .help
        case "quit", "q", "exit": return .quit
        case "run":
            guard scanned.positionals.count == 1 else { throw UsageError("':run' needs one file of sentences.", hint: hint) }
            return .run(file: scanned.positionals[0])
        default:
            do {
                if let command = try ExplicitCommand.parse(word, arguments: scanned.positionals, scanned: scanned) {
                    try CommandLineOptions.checkSpecificOptions(scanned, for: .explicit(command))
                    try rejectGlobalOptions(scanned)
                    return .explicit(command)
                }
            } catch {
                throw UsageError(error.message, hint: hint)
            }
            throw UsageError("Unknown command ':\(word)'.", hint: hint)
        }
    }

    // Global options are chosen when the program starts; inside the REPL they would be ignored.
    private static func rejectGlobalOptions(_ scanned: ScannedArguments) throws(UsageError) {
        let global = ["store", "grammar", "macros", "currency", "json", "speak", "verbose", "help", "version"]
        if let name = global.first(where: { scanned.values[$0] != nil || scanned.flags.contains($0) }) {
            throw UsageError("The option --\(name) is chosen when dashpilot starts, not inside it.")
        }
    }

    /// The text `:help` prints.
    public static let helpText = """
        Say what happened in a few words: "start my shift", "picked up", "I'm parked".
        Asked "Did you mean ...?", answer yes within 30 seconds to record it; anything else drops it.
        Commands start with a colon:
          :status                        the shift at a glance
          :deliveries                    the active deliveries, numbered
          :pickup N  :deliver N  :cancel N
                                         act on delivery N when several are in progress
          :shifts [--limit N]            recent shifts with their totals
          :amount AMOUNT [--delivery N | --delivered N | --shift]
                                         record a gross amount (the shift by default;
                                         --delivered 1 is the last delivery dropped off)
          :log [--limit N]               what was said and what was recorded
          :offers [--shift N]            a shift's offers and deliveries, numbered
          :merge FROM INTO  :split D  :move D O
                                         regroup offers (numbers from :offers)
          :correct-end N TIME [--check]  move a finished shift's end
          :delete-shift N --yes          delete a finished shift; cannot be undone
          :undo                          undo the last change (or say "undo")
          :run FILE                      run a file of sentences
          :help                          this text
          :quit                          leave (Ctrl-D does too)
        Ctrl-C abandons the line being typed. Tab completes phrases and commands.
        """
}
