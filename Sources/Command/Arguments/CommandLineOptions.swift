import Domain

/// The parsed command line: global options and one subcommand. Options may be written before or
/// after the subcommand, as `--name value` or `--name=value`.
public struct CommandLineOptions: Equatable, Sendable {
    public var store: String?
    public var grammar: String?
    public var macros: String?
    /// `--currency CODE`: the ISO 4217 currency amounts are typed in.
    public var currency: Currency?
    public var json = false
    public var speak = false
    public var verbose = false
    public var subcommand: Subcommand = .interactive

    public init() {}

    /// Parses the arguments after the program name.
    public static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
        if let miles = try MilesArguments.parse(arguments) { return miles }
        let scanned = try ArgumentScanner.scan(arguments)
        var options = CommandLineOptions()
        options.store = try nonEmpty(scanned, "store")
        options.grammar = try nonEmpty(scanned, "grammar")
        options.macros = try nonEmpty(scanned, "macros")
        options.currency = try currency(scanned)
        options.json = scanned.flags.contains("json")
        options.speak = scanned.flags.contains("speak")
        options.verbose = scanned.flags.contains("verbose")
        if scanned.flags.contains("help") {
            options.subcommand = try help(about: scanned.positionals)
        } else if scanned.flags.contains("version") {
            options.subcommand = .version
        } else {
            options.subcommand = try subcommand(scanned)
            try checkSpecificOptions(scanned, for: options.subcommand)
        }
        return options
    }

    private static func nonEmpty(_ scanned: ScannedArguments, _ name: String) throws(UsageError) -> String? {
        guard let value = scanned.values[name] else { return nil }
        guard !value.isEmpty else { throw UsageError("The option --\(name) needs a non-empty value.") }
        return value
    }

    private static func currency(_ scanned: ScannedArguments) throws(UsageError) -> Currency? {
        guard let text = try nonEmpty(scanned, "currency") else { return nil }
        guard let currency = Currency(code: text) else {
            throw UsageError("The --currency '\(text)' is not an ISO 4217 code such as USD or EUR.")
        }
        return currency
    }

    private static func subcommand(_ scanned: ScannedArguments) throws(UsageError) -> Subcommand {
        guard let word = scanned.positionals.first else { return .interactive }
        let rest = Array(scanned.positionals.dropFirst())
        switch word {
        case "say":
            guard !rest.isEmpty else { throw UsageError("'say' needs a sentence.", hint: "Example: dashpilot say start my shift") }
            return .say(sentence: rest.joined(separator: " "), at: scanned.values["at"])
        case "run":
            guard rest.count == 1 else { throw UsageError("'run' needs one file of sentences.") }
            return .run(file: rest[0])
        case "parse":
            return .parse(sentence: rest.isEmpty ? nil : rest.joined(separator: " "))
        case "grammar":
            return try grammarSubcommand(rest, compact: scanned.flags.contains("compact"))
        case "listen":
            guard rest.isEmpty else { throw UsageError("'listen' takes no words; give audio with --file or on standard input.") }
            let files = scanned.repeated["file"] ?? []
            if files.contains("") { throw UsageError("The option --file needs a non-empty value.") }
            let profile = try nonEmpty(scanned, "voice-profile")
            if scanned.flags.contains("prompts") { return .listenPrompts }
            if scanned.flags.contains("enrol") { return .listenEnrol(files: files, profile: profile) }
            return .listen(files: files, parseOnly: scanned.flags.contains("parse"), profile: profile)
        case "help":
            return try help(about: rest)
        case "version":
            guard rest.isEmpty else { throw UsageError("'version' takes no words after it.") }
            return .version
        case "completions":
            guard rest.count == 1, Completions.shells.contains(rest[0]) else {
                throw UsageError("'completions' needs one shell: bash, zsh or fish.", hint: "Example: dashpilot completions bash")
            }
            return .completions(shell: rest[0])
        case "man":
            guard rest.isEmpty else { throw UsageError("'man' takes no words after it.") }
            return .manPage
        default:
            if let command = try ExplicitCommand.parse(word, arguments: rest, scanned: scanned) { return .explicit(command) }
            throw UsageError(
                "Unknown command '\(word)'.",
                hint: "To say a sentence, write: dashpilot say \(scanned.positionals.joined(separator: " "))"
            )
        }
    }

    // `help say`, `say --help`: the first word names the command; `help` or `--help` alone is the whole help.
    private static func help(about words: [String]) throws(UsageError) -> Subcommand {
        guard let name = words.first else { return .help }
        guard HelpText.command(named: name) != nil else {
            throw UsageError("There is no command '\(name)'.", hint: "Run 'dashpilot --help' for the commands.")
        }
        return .commandHelp(name)
    }

    private static func grammarSubcommand(_ words: [String], compact: Bool) throws(UsageError) -> Subcommand {
        switch (words.first, words.count) {
        case ("check", 1): return .grammarCheck(file: nil)
        case ("check", 2): return .grammarCheck(file: words[1])
        case ("test", 2): return .grammarTest(file: words[1])
        case ("export", 1): return compact ? .grammarExportCompactJSGF : .grammarExportJSGF
        default:
            throw UsageError(
                "'grammar' needs 'check [FILE]', 'test FILE.tsv' or 'export --jsgf'.",
                hint: "Run 'dashpilot --help' for usage."
            )
        }
    }

    // An option that belongs to another subcommand is a mistake worth reporting, not ignoring.
    static func checkSpecificOptions(_ scanned: ScannedArguments, for subcommand: Subcommand) throws(UsageError) {
        let allowed: Set<String>
        switch subcommand {
        case .say: allowed = ["at"]
        case .explicit(.shifts), .explicit(.log): allowed = ["limit"]
        case .explicit(.amount): allowed = ["delivery", "delivered", "shift"]
        case .explicit(.offers), .explicit(.merge), .explicit(.split), .explicit(.move): allowed = ["shift"]
        case .explicit(.correctEnd): allowed = ["check"]
        case .explicit(.deleteShift): allowed = ["yes"]
        case .grammarExportJSGF: allowed = ["jsgf"]
        case .grammarExportCompactJSGF: allowed = ["jsgf", "compact"]
        case .listen: allowed = ["file", "parse", "voice-profile"]
        case .listenEnrol: allowed = ["file", "enrol", "voice-profile"]
        case .listenPrompts: allowed = ["prompts"]
        default: allowed = []
        }
        let specific = [
            "at", "limit", "delivery", "delivered", "shift", "jsgf", "check", "yes", "compact", "file", "parse", "enrol", "prompts",
            "voice-profile",
        ]
        for name in specific where !allowed.contains(name) {
            if scanned.values[name] != nil || scanned.flags.contains(name) || scanned.repeated[name] != nil {
                throw UsageError("The option --\(name) does not apply here.")
            }
        }
    }
}
