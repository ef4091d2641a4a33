import Domain
import Glibc
import Intents
import Persistence
import Services

/// Runs one `MilesCommand` over the store. Changes (import, costs, pickup names, fuel) are journaled with
/// the change in one transaction, like the other explicit commands; reports and lists change nothing.
enum MilesSession {
    static func run(_ command: MilesCommand, options: CommandLineOptions, environment: [String: String]) -> ExitCode {
        let logger = Logger.standardError(verbose: options.verbose)
        let settings: DriverSettings
        do {
            settings = try DriverSettings.resolve(
                environment: environment, configFile: DriverSettings.configFile(environment: environment))
        } catch {
            StandardStream.error.writeLine("dashpilot: \(error.sentence)")
            return .dataError
        }
        let writer = ReplyWriter(json: options.json, oneLinePerReply: false, speaker: nil)
        let now = Instant.now()
        // Costs are typed in the currency amounts are: --currency, else DASHPILOT_CURRENCY, else US dollars.
        var currency = options.currency ?? .usDollar
        if options.currency == nil, let code = environment["DASHPILOT_CURRENCY"], !code.isEmpty {
            guard let chosen = Currency(code: code) else {
                StandardStream.error.write(
                    UsageError("DASHPILOT_CURRENCY '\(code)' is not an ISO 4217 code such as USD or EUR.").rendered)
                return .usage
            }
            currency = chosen
        }
        let connection: Connection
        do {
            connection = try Store.open(path: StoreLocation.resolve(explicit: options.store, environment: environment), logger: logger)
        } catch {
            writer.write(Reply(input: command.typed, outcome: .error, sentence: error.sentence, at: now))
            return .storeUnavailable
        }
        let context = Context(
            connection: connection, logger: logger, settings: settings, writer: writer, now: now, command: command,
            environment: environment, json: options.json)
        switch command {
        case .track(let host, let port):
            return TrackCommand.run(
                RouteService(connection: connection, logger: logger),
                host: host ?? settings.gpsdHost, port: port ?? settings.gpsdPort)
        case .routeImport(let file, let shift):
            return context.importRoute(file: file, shift: shift)
        case .addCost(let amount, let note, let shift):
            return context.change {
                let money = try MoneyInput.parse(amount, currencyCode: currency.code)
                let cost = try context.extras.addCost(money, note: note, toShift: shift, at: now)
                return "Recorded a cost of \(money.formatted)\(cost.note.map { " (\($0))" } ?? "") on \(try context.shiftName(cost.shiftID))."
            }
        case .deleteCost(let id):
            return context.change {
                let cost = try context.extras.deleteCost(id: id)
                return "Deleted the cost of \(cost.amount.formatted)\(cost.note.map { " (\($0))" } ?? "") from \(try context.shiftName(cost.shiftID))."
            }
        case .listCosts(let shift):
            return context.answer {
                let (found, costs) = try context.extras.costs(ofShift: shift)
                guard !costs.isEmpty else { return "No costs are recorded on \(Context.name(of: found))." }
                return costs.map { cost in
                    "\(cost.id). \(LocalTime.dateAndTime(cost.recordedAt))  \(cost.amount.formatted)" + (cost.note.map { "  \($0)" } ?? "")
                }.joined(separator: "\n")
            }
        case .place(let number, let name):
            return context.change {
                _ = try context.extras.setPickupName(name, onActiveDelivery: number)
                return "Delivery \(number) is picked up at \(name.trimmedText)."
            }
        case .fuel(let change):
            return change.isEmpty ? context.showFuel(shift: change.shift) : context.setFuel(change)
        case .report(let span, let date, let format):
            return ReportCommand(context: context).report(span, date: date, format: format)
        case .mileageLog(let from, let to, let format):
            return ReportCommand(context: context).mileageLog(from: from, to: to, format: format)
        }
    }

    struct Context {
        let connection: Connection
        let logger: Logger
        let settings: DriverSettings
        let writer: ReplyWriter
        let now: Instant
        let command: MilesCommand
        let environment: [String: String]
        let json: Bool

        var extras: ShiftExtrasService { ShiftExtrasService(connection: connection, logger: logger) }

        /// "the shift started Mon 30 Nov 9:00 AM": shifts are named by their start, as the amount command names them.
        static func name(of shift: Shift) -> String { "the shift started \(LocalTime.dateAndTime(shift.startedAt))" }

        func shiftName(_ id: Int64) throws -> String {
            guard let shift = try ShiftService(connection: connection, logger: logger).shift(id: id) else { return "a deleted shift" }
            return Context.name(of: shift)
        }

        /// Performs `body` and journals it in one transaction; a refusal is journaled alone.
        func change(_ body: () throws -> String) -> ExitCode {
            let journal = JournalService(connection: connection)
            let input = command.typed
            do {
                let sentence = try connection.transaction {
                    let sentence = try body()
                    try journal.append(JournalEntry(saidAt: now, source: .command, input: input, intent: nil, outcome: .performed, sentence: sentence))
                    return sentence
                }
                writer.write(Reply(input: input, outcome: .performed, sentence: sentence, at: now))
                return .success
            } catch let error as PersistenceError {
                writer.write(Reply(input: input, outcome: .error, sentence: error.sentence, at: now))
                return .storeUnavailable
            } catch let error as any SpokenError {
                _ = try? journal.append(JournalEntry(saidAt: now, source: .command, input: input, intent: nil, outcome: .refused, sentence: error.sentence))
                writer.write(Reply(input: input, outcome: .refused, sentence: error.sentence, at: now))
                return .refused
            } catch {
                writer.write(Reply(input: input, outcome: .error, sentence: PersistenceError.unavailable("\(error)").sentence, at: now))
                return .storeUnavailable
            }
        }

        /// Writes what `body` answers; nothing is recorded.
        func answer(_ body: () throws -> String) -> ExitCode {
            do {
                writer.write(Reply(input: command.typed, outcome: .answered, sentence: try body(), at: now))
                return .success
            } catch let error as PersistenceError {
                writer.write(Reply(input: command.typed, outcome: .error, sentence: error.sentence, at: now))
                return .storeUnavailable
            } catch let error as any SpokenError {
                writer.write(Reply(input: command.typed, outcome: .refused, sentence: error.sentence, at: now))
                return .refused
            } catch {
                writer.write(Reply(input: command.typed, outcome: .error, sentence: "\(error)", at: now))
                return .storeUnavailable
            }
        }

        func importRoute(file: String, shift: Int?) -> ExitCode {
            let bytes: [UInt8]
            do {
                bytes = try FileContents.read(path: file, byteLimit: RouteFileParser.maximumBytes)
            } catch {
                StandardStream.error.writeLine("dashpilot: cannot read \(error)")
                return .noInput
            }
            let samples: [RouteSample]
            do {
                samples = try RouteFileParser.samples(from: bytes)
            } catch {
                StandardStream.error.writeLine(error.message(fileName: file))
                StandardStream.error.writeLine("dashpilot: nothing was imported from \(file).")
                return .dataError
            }
            let service = RouteService(connection: connection, logger: logger)
            return change {
                let result = try service.importTrack(samples, intoShift: shift, now: now)
                let shifts = try result.recordedByShift.keys.sorted().map { try shiftName($0) }
                var sentence = "Imported \(result.recorded) of \(samples.count) points"
                sentence += shifts.isEmpty ? "" : " into \(shifts.joined(separator: ", "))"
                var notes: [String] = []
                if result.alreadyRecorded > 0 { notes.append("\(result.alreadyRecorded) already recorded") }
                if result.outside > 0 { notes.append("\(result.outside) outside \(shift == nil ? "every shift" : "the shift")") }
                return sentence + (notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))") + "."
            }
        }

        func showFuel(shift: Int?) -> ExitCode {
            answer {
                let (found, assumption) = try extras.fuelAssumption(ofShift: shift)
                guard let assumption else { return "\(Context.name(of: found).capitalizedFirst) records no fuel assumption, so it has no fuel estimate." }
                return "\(Context.name(of: found).capitalizedFirst) assumes fuel at \(assumption.formatted)."
            }
        }

        func setFuel(_ change: MilesCommand.FuelChange) -> ExitCode {
            self.change {
                let (found, current) = try extras.fuelAssumption(ofShift: change.shift)
                let currency = current?.price.currencyCode ?? settings.fuelDefault?.price.currencyCode
                    ?? environment[DriverSettings.Name.fuelCurrency.rawValue]?.uppercased() ?? "USD"
                let price = try change.price.map { text throws(FuelInputError) in try FuelInput.price(text, currencyCode: currency) }
                    ?? current?.price
                let consumption = try change.milesPerGallon.map { text throws(FuelInputError) in try FuelInput.milesPerGallon(text) }
                    ?? change.litresPerHundredKilometres.map { text throws(FuelInputError) in try FuelInput.litresPerHundredKilometres(text) }
                    ?? current?.consumption
                guard let price, let consumption else { throw FuelCommandError.needsBoth }
                let assumption = FuelAssumption(price: price, consumption: consumption)
                try extras.setFuelAssumption(assumption, onShift: change.shift)
                return "\(Context.name(of: found).capitalizedFirst) now assumes fuel at \(assumption.formatted)."
            }
        }
    }
}

enum FuelCommandError: SpokenError {
    case needsBoth

    var sentence: String {
        "This shift has no fuel assumption yet; give both a price and a consumption, like --price 3.49 --mpg 31."
    }
}


extension String {
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }

    var trimmedText: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
