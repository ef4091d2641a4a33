/// The words of a command line sorted into options and positional words, before any meaning is
/// given to them. Options may appear anywhere; `--` makes every later word positional, so a
/// sentence may begin with a dash.
struct ScannedArguments: Equatable {
    var positionals: [String] = []
    var values: [String: String] = [:]
    var flags: Set<String> = []
    /// For each flag, how many positional words came before it: `offers --shift 2` reads the word after it.
    var flagPositions: [String: Int] = [:]
    /// Options that may be given more than once (`listen --file A.wav --file B.wav`), in order.
    var repeated: [String: [String]] = [:]
}

enum ArgumentScanner {
    static let flagNames: Set<String> = [
        "json", "speak", "verbose", "help", "version", "shift", "jsgf", "check", "yes", "compact", "parse", "enrol", "prompts",
    ]
    static let repeatableNames: Set<String> = ["file"]
    static let valueNames: Set<String> = ["store", "grammar", "macros", "at", "limit", "delivery", "delivered", "currency", "voice-profile",
    ]

    static func scan(_ arguments: [String]) throws(UsageError) -> ScannedArguments {
        var result = ScannedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if optionsEnded || !isOption(word) {
                result.positionals.append(word)
            } else if word == "--" {
                optionsEnded = true
            } else if word == "-h" {
                result.flags.insert("help")
            } else if word == "-V" {
                result.flags.insert("version")
            } else {
                try scanOption(word, arguments: arguments, index: &index, into: &result)
            }
        }
        return result
    }

    // "-" alone and negative numbers ("-5") are words, so `amount -5` reaches the money rules.
    private static func isOption(_ word: String) -> Bool {
        guard word.hasPrefix("-"), word.count > 1 else { return false }
        return !word.dropFirst().first!.isNumber
    }

    private static func scanOption(
        _ word: String, arguments: [String], index: inout Int, into result: inout ScannedArguments
    ) throws(UsageError) {
        guard word.hasPrefix("--") else { throw UsageError("Unknown option '\(word)'.") }
        let body = word.dropFirst(2)
        let name = String(body.prefix { $0 != "=" })
        let inlineValue = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
        if name == "shift", let inlineValue {
            // `--shift=2` names a shift for the corrections; `amount` refuses a value for it.
            result.values[name] = inlineValue
        } else if flagNames.contains(name) {
            if inlineValue != nil { throw UsageError("The option --\(name) does not take a value.") }
            result.flags.insert(name)
            result.flagPositions[name] = result.positionals.count
        } else if repeatableNames.contains(name) {
            if let inlineValue {
                result.repeated[name, default: []].append(inlineValue)
            } else if index < arguments.count {
                result.repeated[name, default: []].append(arguments[index])
                index += 1
            } else {
                throw UsageError("The option --\(name) needs a value.")
            }
        } else if valueNames.contains(name) {
            guard result.values[name] == nil else { throw UsageError("The option --\(name) was given twice.") }
            if let inlineValue {
                result.values[name] = inlineValue
            } else if index < arguments.count {
                result.values[name] = arguments[index]
                index += 1
            } else {
                throw UsageError("The option --\(name) needs a value.")
            }
        } else {
            throw UsageError("Unknown option '--\(name)'.")
        }
    }
}
