import Command
import Testing

/// Reading the corrections and `undo` from a command line and after a colon.
@Suite struct CorrectionCommandParsingTests {
    private func parse(_ line: String) throws(UsageError) -> Subcommand {
        try CommandLineOptions.parse(line.split(separator: " ").map(String.init)).subcommand
    }

    private func message(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        do {
            let parsed = try parse(line)
            Issue.record("expected a usage error for '\(line)', got \(parsed)", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func theShiftDefaultsToTheLatestAndIsTakenWhereverItIsWritten() throws {
        #expect(try parse("offers") == .explicit(.offers(shift: 1)))
        #expect(try parse("offers --shift 2") == .explicit(.offers(shift: 2)))
        #expect(try parse("merge 3 1 --shift 2") == .explicit(.merge(3, into: 1, shift: 2)))
        #expect(try parse("merge --shift 2 3 1") == .explicit(.merge(3, into: 1, shift: 2)))
        #expect(try parse("move 4 --shift 2 1") == .explicit(.move(4, into: 1, shift: 2)))
        #expect(try parse("split 4 --shift=5") == .explicit(.split(4, shift: 5)))
    }

    @Test func amountStillTakesShiftAsAFlagAndRefusesAValueForIt() throws {
        #expect(try parse("amount 12 --shift") == .explicit(.amount("12", on: .shift)))
        #expect(try parse("amount --shift 12") == .explicit(.amount("12", on: .shift)))
        #expect(message("amount 12 --shift=3") == "The option --shift does not take a value here.")
    }

    @Test func correctEndAndDeleteShiftReadTheirFlags() throws {
        #expect(try parse("correct-end 2 17:30") == .explicit(.correctEnd(shift: 2, time: "17:30", check: false)))
        #expect(try parse("correct-end 2 2026-11-30T17:30:00Z --check")
            == .explicit(.correctEnd(shift: 2, time: "2026-11-30T17:30:00Z", check: true)))
        #expect(try parse("delete-shift 3") == .explicit(.deleteShift(3, confirmed: false)))
        #expect(try parse("delete-shift 3 --yes") == .explicit(.deleteShift(3, confirmed: true)))
        #expect(try parse("undo") == .explicit(.undo))
    }

    @Test func mistakesAreUsageErrors() {
        #expect(message("merge 1") == "'merge' needs two offer numbers: merge FROM INTO.")
        #expect(message("offers --shift") == "The option --shift needs a shift number.")
        #expect(message("offers --shift two") == "A shift number must be a whole number from 1; got 'two'.")
        #expect(message("correct-end 1 5pm") == "The time '5pm' is neither an RFC 3339 timestamp nor HH:MM.")
        #expect(message("correct-end 1") == "'correct-end' needs a shift number and a time: correct-end N TIME.")
        #expect(message("undo now") == "'undo' takes no words after it.")
        #expect(message("status --check") == "The option --check does not apply here.")
        #expect(message("delete-shift 1 --check") == "The option --check does not apply here.")
        #expect(message("merge 2 1 --yes") == "The option --yes does not apply here.")
    }

    @Test func theSameCommandsWorkAfterAColon() throws {
        #expect(try ReplCommand.parse(":offers --shift 2") == .explicit(.offers(shift: 2)))
        #expect(try ReplCommand.parse(":merge 2 1") == .explicit(.merge(2, into: 1, shift: 1)))
        #expect(try ReplCommand.parse(":delete-shift 1 --yes") == .explicit(.deleteShift(1, confirmed: true)))
        #expect(try ReplCommand.parse(":undo") == .explicit(.undo))
        #expect(ReplCommand.words.contains(":undo") && ReplCommand.words.contains(":correct-end"))
    }

    @Test func typedFormsReadBackAsTheSameCommand() throws {
        let commands: [ExplicitCommand] = [
            .offers(shift: 2), .merge(3, into: 1, shift: 2), .split(4, shift: 1), .move(4, into: 2, shift: 1),
            .correctEnd(shift: 1, time: "17:30", check: true), .deleteShift(2, confirmed: true), .undo,
        ]
        for command in commands {
            #expect(try parse(command.typed) == .explicit(command))
        }
    }
}
