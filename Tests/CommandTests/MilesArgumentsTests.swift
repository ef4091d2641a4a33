import Command
import Testing

@Suite struct MilesArgumentsTests {
    private func parse(_ words: String) throws -> CommandLineOptions {
        try CommandLineOptions.parse(words.split(separator: " ").map(String.init))
    }

    @Test func readsEachCommandWithItsOptionsAndTheGlobalOnesAnywhere() throws {
        let cost = try parse("--store /tmp/s.sqlite cost 6.50 bridge toll --shift 3 --json")
        #expect(cost.store == "/tmp/s.sqlite" && cost.json)
        #expect(cost.subcommand == .miles(.addCost(amount: "6.50", note: "bridge toll", shift: 3)))
        #expect(try parse("cost --delete 2").subcommand == .miles(.deleteCost(id: 2)))
        #expect(try parse("route import a.gpx").subcommand == .miles(.routeImport(file: "a.gpx", shift: nil)))
        #expect(try parse("report month 2026-11-30 --csv").subcommand == .miles(.report(.month, date: "2026-11-30", format: .csv)))
        #expect(try parse("report").subcommand == .miles(.report(.week, date: nil, format: .text)))
        #expect(try parse("track --gpsd-port=2948").subcommand == .miles(.track(host: nil, port: 2948)))
        #expect(try parse("place 2 Panda Express").subcommand == .miles(.place(number: 2, name: "Panda Express")))
        #expect(try parse("mileage-log --from 2026-01-01 --csv").subcommand
            == .miles(.mileageLog(from: "2026-01-01", to: nil, format: .csv)))
        // Other command lines are the general parser's, unchanged.
        #expect(try parse("amount 12 --shift").subcommand == .explicit(.amount("12", on: .shift)))
    }

    @Test func mistakesAreUsageErrorsNotGuesses() {
        for line in [
            "cost", "cost 5 --limit 3", "cost 5 --shift x", "report week 2026-11-30 extra", "report --csv --json",
            "route import", "route export a.gpx", "place 1", "place x Chipotle", "fuel 3.49", "fuel --mpg 31 --l-per-100km 6",
            "track --gpsd-port 0", "track now", "mileage-log --shift 2", "costs --csv", "cost --delete 1 5",
        ] {
            #expect(throws: UsageError.self, "\(line)") { try parse(line) }
        }
    }

    @Test func theHelpDocumentsEveryCommandAndSetting() {
        for word in MilesCommand.words {
            #expect(HelpText.full.contains("dashpilot \(word)"), "\(word)")
        }
        for setting in ["DASHPILOT_DISTANCE_UNIT", "DASHPILOT_FUEL_PRICE", "DASHPILOT_FUEL_MPG", "DASHPILOT_FUEL_L_PER_100KM",
                        "DASHPILOT_FUEL_CURRENCY", "DASHPILOT_GPSD_HOST", "DASHPILOT_GPSD_PORT", "DASHPILOT_WEEK_START"] {
            #expect(HelpText.full.contains(setting), "\(setting)")
        }
    }
}

@Suite struct MilesCurrencyTests {
    @Test func aCostTakesTheCurrencyAmountsAreTypedIn() throws {
        let options = try CommandLineOptions.parse(["cost", "4", "--currency", "eur"])
        #expect(options.currency?.code == "EUR")
        #expect(throws: UsageError.self) { try CommandLineOptions.parse(["cost", "4", "--currency", "euros"]) }
    }
}
