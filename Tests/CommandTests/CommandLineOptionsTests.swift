import Domain
import Testing
import Command

@Suite struct CommandLineOptionsTests {
    private func parse(_ line: String) throws(UsageError) -> CommandLineOptions {
        try CommandLineOptions.parse(line.split(separator: " ").map(String.init))
    }

    private func usageError(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) -> UsageError? {
        do {
            _ = try parse(line)
            Issue.record("expected a usage error for '\(line)'", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    @Test func noArgumentsIsInteractive() throws {
        #expect(try CommandLineOptions.parse([]) == CommandLineOptions())
    }

    @Test func globalOptionsBeforeOrAfterTheCommandInBothForms() throws {
        let options = try parse("--store /tmp/a.sqlite status --grammar=g.grammar --macros m --json --speak --verbose")
        #expect(options.store == "/tmp/a.sqlite")
        #expect(options.grammar == "g.grammar")
        #expect(options.macros == "m")
        #expect(options.json && options.speak && options.verbose)
        #expect(options.subcommand == .explicit(.status))
    }

    @Test func sayJoinsTheWordsAndTakesAt() throws {
        #expect(try parse("say start my shift").subcommand == .say(sentence: "start my shift", at: nil))
        #expect(try parse("say --at 09:02 start my shift").subcommand == .say(sentence: "start my shift", at: "09:02"))
        #expect(try parse("say picked up --at=2026-11-30T09:02:11Z").subcommand == .say(sentence: "picked up", at: "2026-11-30T09:02:11Z"))
        #expect(try CommandLineOptions.parse(["say", "--", "--json", "-h"]).subcommand == .say(sentence: "--json -h", at: nil))
        #expect(try CommandLineOptions.parse(["say", "I'm parked"]).subcommand == .say(sentence: "I'm parked", at: nil))
    }

    @Test func helpAndVersionWinOverEverythingElse() throws {
        #expect(try parse("-h").subcommand == .help)
        #expect(try parse("status --help").subcommand == .commandHelp("status"))
        #expect(try parse("say start my shift -h").subcommand == .commandHelp("say"))
        #expect(try parse("help").subcommand == .help)
        #expect(try parse("help amount").subcommand == .commandHelp("amount"))
        #expect(try parse("--version").subcommand == .version)
        #expect(try parse("-V").subcommand == .version)
    }

    @Test func deliveryCommandsTakeOneNumberFromOne() throws {
        #expect(try parse("pickup 2").subcommand == .explicit(.pickup(2)))
        #expect(try parse("deliver 1").subcommand == .explicit(.deliver(1)))
        #expect(try parse("cancel 3").subcommand == .explicit(.cancel(3)))
        #expect(usageError("pickup 0")?.message == "A delivery number must be a whole number from 1; got '0'.")
        #expect(usageError("pickup two") != nil)
        #expect(usageError("pickup +2") != nil)
        #expect(usageError("deliver") != nil)
        #expect(usageError("cancel 1 2") != nil)
        #expect(usageError("pickup -1")?.message == "A delivery number must be a whole number from 1; got '-1'.")
    }

    @Test func listsTakeALimit() throws {
        #expect(try parse("shifts").subcommand == .explicit(.shifts(limit: ExplicitCommand.defaultShiftsLimit)))
        #expect(try parse("shifts --limit 3").subcommand == .explicit(.shifts(limit: 3)))
        #expect(try parse("log --limit=50").subcommand == .explicit(.log(limit: 50)))
        #expect(try parse("log").subcommand == .explicit(.log(limit: ExplicitCommand.defaultLogLimit)))
        #expect(usageError("log --limit 0") != nil)
        #expect(usageError("shifts 3") != nil)
    }

    @Test func amountGoesOnADeliveryOrTheShift() throws {
        #expect(try parse("amount 12.50").subcommand == .explicit(.amount("12.50", on: .shift)))
        #expect(try parse("amount $12.50 --shift").subcommand == .explicit(.amount("$12.50", on: .shift)))
        #expect(try parse("amount 7 --delivery 2").subcommand == .explicit(.amount("7", on: .delivery(2))))
        // A negative amount reaches the money rules, which refuse it in their own words.
        #expect(try parse("amount -5").subcommand == .explicit(.amount("-5", on: .shift)))
        #expect(usageError("amount 7 --delivery 2 --shift")?.message == "Give one of --delivery N, --delivered N or --shift.")
        #expect(usageError("amount") != nil)
        #expect(usageError("amount 7 --delivery x") != nil)
        #expect(try parse("amount 3 --delivered 1").subcommand == .explicit(.amount("3", on: .delivered(1))))
        #expect(usageError("amount 3 --delivered 1 --shift") != nil)
    }

    @Test func theCurrencyIsAnISOCode() throws {
        #expect(try parse("--currency eur amount 5").currency == Currency(code: "EUR"))
        #expect(try parse("amount 5").currency == nil)
        #expect(usageError("--currency euro amount 5")?.message == "The --currency 'euro' is not an ISO 4217 code such as USD or EUR.")
        #expect(usageError("--currency 12 status") != nil)
    }

    @Test func runParseAndGrammarCommands() throws {
        #expect(try parse("run day.txt").subcommand == .run(file: "day.txt"))
        #expect(try parse("parse").subcommand == .parse(sentence: nil))
        #expect(try parse("parse picked up --json").subcommand == .parse(sentence: "picked up"))
        #expect(try parse("grammar check").subcommand == .grammarCheck(file: nil))
        #expect(try parse("grammar check my.grammar").subcommand == .grammarCheck(file: "my.grammar"))
        #expect(try parse("grammar test corpus.tsv").subcommand == .grammarTest(file: "corpus.tsv"))
        #expect(try parse("grammar export --jsgf").subcommand == .grammarExportJSGF)
        #expect(usageError("grammar") != nil)
        #expect(usageError("grammar test") != nil)
        #expect(usageError("run") != nil)
        #expect(usageError("run a b") != nil)
    }

    @Test func optionsMustBelongToTheirCommand() {
        #expect(usageError("status --at 09:00")?.message == "The option --at does not apply here.")
        #expect(usageError("say hi --limit 3") != nil)
        #expect(usageError("log --delivery 1") != nil)
        #expect(usageError("--jsgf") != nil)
    }

    @Test func malformedOptionsAreUsageErrors() {
        #expect(usageError("--store")?.message == "The option --store needs a value.")
        #expect(usageError("--store=")?.message == "The option --store needs a non-empty value.")
        #expect(usageError("--json=yes")?.message == "The option --json does not take a value.")
        #expect(usageError("--frobnicate")?.message == "Unknown option '--frobnicate'.")
        #expect(usageError("-x")?.message == "Unknown option '-x'.")
        #expect(usageError("--store a --store b")?.message == "The option --store was given twice.")
        #expect(usageError("status now") != nil)
    }

    @Test func unknownCommandHintsAtSay() {
        let error = usageError("start my shift")
        #expect(error?.message == "Unknown command 'start'.")
        #expect(error?.hint == "To say a sentence, write: dashpilot say start my shift")
        #expect(error?.rendered == "Error: Unknown command 'start'.\nTo say a sentence, write: dashpilot say start my shift\n")
    }

    @Test func explicitCommandsReadBackAsTyped() throws {
        for words in [["pickup", "2"], ["amount", "12.50", "--delivery", "1"], ["amount", "$3"], ["log", "--limit", "5"]] {
            guard case .explicit(let command) = try CommandLineOptions.parse(words).subcommand else {
                Issue.record("\(words) is not an explicit command")
                continue
            }
            #expect(command.typed == words.joined(separator: " "))
        }
    }
}
