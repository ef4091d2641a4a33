import Testing
import Command

@Suite struct ReplCommandTests {
    @Test func sentencesAreNotCommands() throws {
        #expect(try ReplCommand.parse("start my shift") == nil)
        #expect(try ReplCommand.parse("status") == nil)
        #expect(try ReplCommand.parse("") == nil)
    }

    @Test func colonCommandsMapToTheSameCommands() throws {
        #expect(try ReplCommand.parse(":status") == .explicit(.status))
        #expect(try ReplCommand.parse("  :deliveries  ") == .explicit(.deliveries))
        #expect(try ReplCommand.parse(":pickup 2") == .explicit(.pickup(2)))
        #expect(try ReplCommand.parse(":deliver\t1") == .explicit(.deliver(1)))
        #expect(try ReplCommand.parse(":cancel 3") == .explicit(.cancel(3)))
        #expect(try ReplCommand.parse(":shifts --limit 5") == .explicit(.shifts(limit: 5)))
        #expect(try ReplCommand.parse(":amount 12.50 --delivery 1") == .explicit(.amount("12.50", on: .delivery(1))))
        #expect(try ReplCommand.parse(":log") == .explicit(.log(limit: ExplicitCommand.defaultLogLimit)))
        #expect(try ReplCommand.parse(":run day.txt") == .run(file: "day.txt"))
    }

    @Test func helpAndQuitHaveShortForms() throws {
        for line in [":help", ":h", ":?"] { #expect(try ReplCommand.parse(line) == .help) }
        for line in [":quit", ":q", ":exit"] { #expect(try ReplCommand.parse(line) == .quit) }
    }

    @Test func mistakesAreUsageErrorsPointingAtHelp() {
        for line in [":", ":frobnicate", ":pickup", ":pickup 0", ":status --at 9:00", ":status --json", ":run", ":log --limit"] {
            #expect(throws: UsageError.self, "\(line)") { try ReplCommand.parse(line) }
            do {
                _ = try ReplCommand.parse(line)
            } catch {
                #expect(error.hint == "Type :help for the commands.")
            }
        }
    }

    @Test func everyCommandWordIsOfferedAndDocumented() throws {
        for word in ReplCommand.words {
            #expect(ReplCommand.helpText.contains(word), "\(word)")
        }
        #expect(ReplCommand.words.contains(":pickup"))
        #expect(ReplCommand.words.contains(":quit"))
    }
}
