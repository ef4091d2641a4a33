import Domain

/// The commands for money and miles: route capture and import, costs, pickup names, fuel assumptions and
/// reports. Explicit commands only; voice records none of these.
public enum MilesCommand: Equatable, Sendable {
    /// Watch gpsd and record positions while a shift runs; host and port override the settings.
    case track(host: String?, port: UInt16?)
    /// Import a GPX 1.1 or NMEA 0183 file, into the shift given or the shifts whose windows hold its points.
    case routeImport(file: String, shift: Int?)
    case addCost(amount: String, note: String?, shift: Int?)
    case listCosts(shift: Int?)
    case deleteCost(id: Int64)
    /// Name where delivery N of the active list is picked up.
    case place(number: Int, name: String)
    /// Show (all nil) or change a shift's fuel assumption.
    case fuel(FuelChange)
    case report(ReportSpan, date: String?, format: OutputFormat)
    case mileageLog(from: String?, to: String?, format: OutputFormat)

    public enum ReportSpan: String, Equatable, Sendable {
        case day, week, month
    }

    public enum OutputFormat: Equatable, Sendable {
        case text, json, csv
    }

    public struct FuelChange: Equatable, Sendable {
        public var price: String?
        public var milesPerGallon: String?
        public var litresPerHundredKilometres: String?
        public var shift: Int?

        public var isEmpty: Bool { price == nil && milesPerGallon == nil && litresPerHundredKilometres == nil }
    }

    /// The command words, for help.
    public static let words = ["track", "route", "cost", "costs", "place", "fuel", "report", "mileage-log"]

    /// The command as typed, for the journal.
    public var typed: String {
        switch self {
        case .track: "track"
        case .routeImport(let file, let shift): "route import \(file)" + Self.shiftSuffix(shift)
        case .addCost(let amount, let note, let shift): "cost \(amount)" + (note.map { " \($0)" } ?? "") + Self.shiftSuffix(shift)
        case .listCosts(let shift): "costs" + Self.shiftSuffix(shift)
        case .deleteCost(let id): "cost --delete \(id)"
        case .place(let number, let name): "place \(number) \(name)"
        case .fuel(let change):
            "fuel" + (change.price.map { " --price \($0)" } ?? "") + (change.milesPerGallon.map { " --mpg \($0)" } ?? "")
                + (change.litresPerHundredKilometres.map { " --l-per-100km \($0)" } ?? "") + Self.shiftSuffix(change.shift)
        case .report(let span, let date, _): "report \(span.rawValue)" + (date.map { " \($0)" } ?? "")
        case .mileageLog: "mileage-log"
        }
    }

    private static func shiftSuffix(_ shift: Int?) -> String { shift.map { " --shift \($0)" } ?? "" }
}

/// Reads a command line whose command is one of `MilesCommand.words`, with its own options; nil for any
/// other command line, which the general parser reads.
enum MilesArguments {
    private static let globalValues: Set<String> = ["store", "grammar", "macros", "currency"]
    private static let globalFlags: Set<String> = ["json", "verbose", "speak"]

    static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions? {
        guard let word = firstWord(arguments), MilesCommand.words.contains(word) else { return nil }
        var options = CommandLineOptions()
        var values: [String: String] = [:]
        var flags: Set<String> = []
        var positionals: [String] = []
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if !optionsEnded && argument == "-h" {
                flags.insert("help")
                continue
            }
            if optionsEnded || !argument.hasPrefix("--") || argument == "--" {
                if argument == "--" && !optionsEnded { optionsEnded = true } else { positionals.append(argument) }
                continue
            }
            let body = argument.dropFirst(2)
            let name = String(body.prefix { $0 != "=" })
            let inline = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
            if name == "help" { flags.insert(name); continue }
            if globalFlags.contains(name) || ["csv", "list"].contains(name) {
                guard inline == nil else { throw UsageError("The option --\(name) does not take a value.") }
                flags.insert(name)
                continue
            }
            guard globalValues.contains(name) || optionNames.contains(name) else { throw UsageError("Unknown option '--\(name)'.") }
            guard values[name] == nil else { throw UsageError("The option --\(name) was given twice.") }
            if let inline {
                values[name] = inline
            } else if index < arguments.count {
                values[name] = arguments[index]
                index += 1
            } else {
                throw UsageError("The option --\(name) needs a value.")
            }
        }
        for name in globalValues {
            if let value = values.removeValue(forKey: name) {
                guard !value.isEmpty else { throw UsageError("The option --\(name) needs a non-empty value.") }
                switch name {
                case "store": options.store = value
                case "grammar": options.grammar = value
                case "currency":
                    guard let currency = Currency(code: value) else {
                        throw UsageError("The --currency '\(value)' is not an ISO 4217 code such as USD or EUR.")
                    }
                    options.currency = currency
                default: options.macros = value
                }
            }
        }
        options.json = flags.contains("json")
        options.verbose = flags.contains("verbose")
        if flags.contains("help") {
            options.subcommand = .commandHelp(word)
            return options
        }
        let command = try command(Array(positionals.dropFirst()), word: positionals[0], values: values, flags: flags)
        options.subcommand = .miles(command)
        return options
    }

    private static let optionNames: Set<String> = [
        "shift", "delete", "price", "mpg", "l-per-100km", "from", "to", "gpsd-host", "gpsd-port",
    ]

    /// The first word that is not an option or a global option's value.
    private static func firstWord(_ arguments: [String]) -> String? {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" { return index < arguments.count ? arguments[index] : nil }
            guard argument.hasPrefix("--") else { return argument }
            let name = String(argument.dropFirst(2).prefix { $0 != "=" })
            if globalValues.contains(name) && !argument.contains("=") { index += 1 }
        }
        return nil
    }

    private static func command(
        _ rest: [String], word: String, values: [String: String], flags: Set<String>
    ) throws(UsageError) -> MilesCommand {
        let allowed: Set<String>
        let allowedFlags: Set<String>
        let command: MilesCommand
        switch word {
        case "track":
            allowed = ["gpsd-host", "gpsd-port"]
            allowedFlags = []
            guard rest.isEmpty else { throw UsageError("'track' takes no words after it.") }
            let port = try values["gpsd-port"].map { text throws(UsageError) -> UInt16 in
                guard let port = UInt16(text), port > 0 else { throw UsageError("The --gpsd-port must be a port number; got '\(text)'.") }
                return port
            }
            command = .track(host: values["gpsd-host"], port: port)
        case "route":
            allowed = ["shift"]
            allowedFlags = []
            guard rest.count == 2, rest[0] == "import" else {
                throw UsageError("'route' needs 'import FILE'.", hint: "Example: dashpilot route import drive.gpx --shift 3")
            }
            command = .routeImport(file: rest[1], shift: try shiftID(values))
        case "cost":
            allowed = ["shift", "delete"]
            allowedFlags = []
            if let text = values["delete"] {
                guard rest.isEmpty, values["shift"] == nil else { throw UsageError("'cost --delete N' takes nothing else.") }
                command = .deleteCost(id: Int64(try ExplicitCommand.positiveNumber(text, what: "A cost number")))
            } else {
                guard let amount = rest.first else {
                    throw UsageError("'cost' needs an amount, such as 6.50.", hint: "Example: dashpilot cost 6.50 bridge toll")
                }
                let note = rest.dropFirst().joined(separator: " ")
                command = .addCost(amount: amount, note: note.isEmpty ? nil : note, shift: try shiftID(values))
            }
        case "costs":
            allowed = ["shift"]
            allowedFlags = []
            guard rest.isEmpty else { throw UsageError("'costs' takes no words after it.") }
            command = .listCosts(shift: try shiftID(values))
        case "place":
            allowed = []
            allowedFlags = []
            guard rest.count >= 2 else {
                throw UsageError("'place' needs a delivery number and a name.", hint: "Example: dashpilot place 1 Chipotle")
            }
            command = .place(
                number: try ExplicitCommand.positiveNumber(rest[0], what: "A delivery number"),
                name: rest.dropFirst().joined(separator: " "))
        case "fuel":
            allowed = ["price", "mpg", "l-per-100km", "shift"]
            allowedFlags = []
            guard rest.isEmpty else { throw UsageError("'fuel' takes its figures as options, like --price 3.49 --mpg 31.") }
            if values["mpg"] != nil && values["l-per-100km"] != nil { throw UsageError("Give either --mpg or --l-per-100km, not both.") }
            command = .fuel(MilesCommand.FuelChange(
                price: values["price"], milesPerGallon: values["mpg"], litresPerHundredKilometres: values["l-per-100km"],
                shift: try shiftID(values)))
        case "report":
            allowed = []
            allowedFlags = ["csv"]
            guard rest.count <= 2 else { throw UsageError("'report' takes a span (day, week, month) and a date.") }
            var span = MilesCommand.ReportSpan.week
            var date: String?
            for word in rest {
                if let named = MilesCommand.ReportSpan(rawValue: word) { span = named } else if date == nil { date = word } else {
                    throw UsageError("'report' takes a span (day, week, month) and a date; got '\(word)'.")
                }
            }
            command = .report(span, date: date, format: try format(flags))
        case "mileage-log":
            allowed = ["from", "to"]
            allowedFlags = ["csv"]
            guard rest.isEmpty else { throw UsageError("'mileage-log' takes --from DATE and --to DATE.") }
            command = .mileageLog(from: values["from"], to: values["to"], format: try format(flags))
        default:
            throw UsageError("Unknown command '\(word)'.")
        }
        for name in values.keys where !allowed.contains(name) { throw UsageError("The option --\(name) does not apply here.") }
        for name in flags.subtracting(globalFlags) where !allowedFlags.contains(name) {
            throw UsageError("The option --\(name) does not apply here.")
        }
        return command
    }

    /// `--shift N`: the Nth most recent shift, as `shifts` lists them.
    private static func shiftID(_ values: [String: String]) throws(UsageError) -> Int? {
        try values["shift"].map { text throws(UsageError) in try ExplicitCommand.positiveNumber(text, what: "A shift number") }
    }

    private static func format(_ flags: Set<String>) throws(UsageError) -> MilesCommand.OutputFormat {
        if flags.contains("csv") && flags.contains("json") { throw UsageError("Give either --json or --csv, not both.") }
        return flags.contains("csv") ? .csv : flags.contains("json") ? .json : .text
    }
}
