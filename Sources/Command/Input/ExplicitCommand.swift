/// What voice cannot or should not decide, asked for explicitly: the command line's equivalent of
/// the app's screen. The same commands run as subcommands and as `:`-commands in the REPL.
public enum ExplicitCommand: Equatable, Sendable {
    /// The shift's state, its times and the active deliveries at a glance.
    case status
    /// The active deliveries, numbered 1, 2, ... in order of acceptance.
    case deliveries
    /// Record the pickup of delivery N of the active list.
    case pickup(Int)
    /// Record the drop-off of delivery N of the active list.
    case deliver(Int)
    /// Cancel delivery N of the active list.
    case cancel(Int)
    /// The most recent shifts with their totals.
    case shifts(limit: Int)
    /// Record a gross amount, as typed (the money rules read it), on a delivery or a shift.
    case amount(String, on: AmountTarget)
    /// The journal of inputs acted on, most recent last.
    case log(limit: Int)
    /// Shift N's offers and their deliveries, numbered (1 is the most recent shift).
    case offers(shift: Int)
    /// Offer A's deliveries moved into offer B of shift N, then A removed.
    case merge(Int, into: Int, shift: Int)
    /// Delivery D of shift N into an offer of its own.
    case split(Int, shift: Int)
    /// Delivery D of shift N into offer O.
    case move(Int, into: Int, shift: Int)
    /// Shift N's end moved to TIME (as `--at` reads it, HH:MM on the shift's day), or only checked.
    case correctEnd(shift: Int, time: String, check: Bool)
    /// Shift N deleted with everything in it; `confirmed` by `--yes`.
    case deleteShift(Int, confirmed: Bool)
    /// The last change from this surface reversed.
    case undo

    public static let defaultShiftsLimit = 10
    public static let defaultLogLimit = 20

    /// The command as it would be typed after `dashpilot`, e.g. `pickup 2` or `amount 12.50 --delivery 1`:
    /// the input the journal keeps for a subcommand.
    public var typed: String {
        switch self {
        case .status: "status"
        case .deliveries: "deliveries"
        case .pickup(let number): "pickup \(number)"
        case .deliver(let number): "deliver \(number)"
        case .cancel(let number): "cancel \(number)"
        case .shifts(let limit): "shifts --limit \(limit)"
        case .amount(let text, .shift): "amount \(text)"
        case .amount(let text, .delivery(let number)): "amount \(text) --delivery \(number)"
        case .amount(let text, .delivered(let number)): "amount \(text) --delivered \(number)"
        case .log(let limit): "log --limit \(limit)"
        case .offers(let shift): "offers --shift \(shift)"
        case .merge(let source, let target, let shift): "merge \(source) \(target) --shift \(shift)"
        case .split(let delivery, let shift): "split \(delivery) --shift \(shift)"
        case .move(let delivery, let target, let shift): "move \(delivery) \(target) --shift \(shift)"
        case .correctEnd(let shift, let time, let check): "correct-end \(shift) \(time)" + (check ? " --check" : "")
        case .deleteShift(let shift, let confirmed): "delete-shift \(shift)" + (confirmed ? " --yes" : "")
        case .undo: "undo"
        }
    }

    /// The command words, for help and Tab completion.
    public static let words = [
        "status", "deliveries", "pickup", "deliver", "cancel", "shifts", "amount", "log",
        "offers", "merge", "split", "move", "correct-end", "delete-shift", "undo",
    ]
}

/// Where `amount` records its money.
public enum AmountTarget: Equatable, Sendable {
    /// Delivery N of the active list, as `deliveries` numbers it.
    case delivery(Int)
    /// A delivery already dropped off, counted back from the most recent drop-off (1 is the last).
    case delivered(Int)
    /// The running shift, or the most recent one when none is running (amounts usually arrive after the end).
    case shift
}

extension ExplicitCommand {
    /// Reads an explicit command from its word and the words and options after it;
    /// nil when `word` names no explicit command.
    static func parse(_ word: String, arguments: [String], scanned: ScannedArguments) throws(UsageError) -> ExplicitCommand? {
        switch word {
        case "status": try noArguments(word, arguments); return .status
        case "deliveries": try noArguments(word, arguments); return .deliveries
        case "pickup": return .pickup(try deliveryNumber(word, arguments))
        case "deliver": return .deliver(try deliveryNumber(word, arguments))
        case "cancel": return .cancel(try deliveryNumber(word, arguments))
        case "shifts":
            try noArguments(word, arguments)
            return .shifts(limit: try limit(scanned, default: defaultShiftsLimit))
        case "log":
            try noArguments(word, arguments)
            return .log(limit: try limit(scanned, default: defaultLogLimit))
        case "amount": return try amount(arguments, scanned: scanned)
        case "offers", "merge", "split", "move", "correct-end", "delete-shift", "undo":
            return try correction(word, arguments, scanned: scanned)
        default: return nil
        }
    }

    private static func noArguments(_ word: String, _ arguments: [String]) throws(UsageError) {
        guard arguments.isEmpty else { throw UsageError("'\(word)' takes no words after it; got '\(arguments.joined(separator: " "))'.") }
    }

    private static func deliveryNumber(_ word: String, _ arguments: [String]) throws(UsageError) -> Int {
        guard arguments.count == 1 else {
            throw UsageError("'\(word)' needs one delivery number.", hint: "Run 'dashpilot deliveries' to see the numbers.")
        }
        return try positiveNumber(arguments[0], what: "A delivery number")
    }

    static func positiveNumber(_ text: String, what: String) throws(UsageError) -> Int {
        guard text.utf8.allSatisfy({ (48...57).contains($0) }), let number = Int(text), number >= 1, number <= 100_000 else {
            throw UsageError("\(what) must be a whole number from 1; got '\(text)'.")
        }
        return number
    }

    private static func limit(_ scanned: ScannedArguments, default value: Int) throws(UsageError) -> Int {
        guard let text = scanned.values["limit"] else { return value }
        return try positiveNumber(text, what: "The --limit")
    }

    private static func amount(_ arguments: [String], scanned: ScannedArguments) throws(UsageError) -> ExplicitCommand {
        guard arguments.count == 1 else {
            throw UsageError("'amount' needs one amount, such as 12.50.", hint: "Example: dashpilot amount 12.50 --delivery 1")
        }
        if scanned.values["shift"] != nil { throw UsageError("The option --shift does not take a value here.") }
        let deliveryText = scanned.values["delivery"]
        let deliveredText = scanned.values["delivered"]
        if [deliveryText != nil, deliveredText != nil, scanned.flags.contains("shift")].filter({ $0 }).count > 1 {
            throw UsageError("Give one of --delivery N, --delivered N or --shift.")
        }
        if let deliveredText {
            return .amount(arguments[0], on: .delivered(try positiveNumber(deliveredText, what: "A delivered number")))
        }
        guard let deliveryText else { return .amount(arguments[0], on: .shift) }
        return .amount(arguments[0], on: .delivery(try positiveNumber(deliveryText, what: "A delivery number")))
    }
}
