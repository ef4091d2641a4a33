import Testing

/// Macros: one phrase runs several sentences through the same path, stopping at the first refusal.
@Suite struct MacroTests {
    private static let macros = """
        # Going home for the day.
        heading home:
            I'm parked
            end my shift

        check:
            picked up

        """

    @Test func theSameRefusalIsTheSameSentenceThroughPipeSayAndAMacro() throws {
        let sandbox = Sandbox()
        try sandbox.write("config/dashpilot/macros", Self.macros)
        let refusal = "No delivery is in progress, so nothing was recorded."
        #expect(try sandbox.run(["say", "start my shift"]).status == 0)
        let piped = try sandbox.run(["--json"], input: "picked up\n")
        #expect(try piped.replies().map(\.sentence) == [refusal])
        let said = try sandbox.run(["say", "picked", "up"])
        #expect(said.status == 1)
        #expect(said.lines == [refusal])
        let macro = try sandbox.run(["say", "Check"])
        #expect(macro.status == 1)
        #expect(macro.lines == [refusal, "Check stopped after 0 of 1 step. Nothing was done. Not done: \u{201C}picked up\u{201D}."])
    }

    @Test func aMacroStopsAtTheFirstRefusalAndSaysWhatWasAndWasNotDone() throws {
        let sandbox = Sandbox()
        let file = try sandbox.write("my-macros", Self.macros)
        let setUp = try sandbox.run([], input: "2026-11-30T09:00:00Z start my shift\n2026-11-30T09:10:00Z new order\n")
        #expect(setUp.lines.count == 2)
        let run = try sandbox.run(["--macros", file, "--json"], input: "2026-11-30T10:00:00Z heading home\n")
        let replies = try run.replies()
        #expect(replies.map(\.outcome) == ["performed", "refused", "refused"])
        #expect(replies.map(\.sentence) == [
            "Parked at 10:00 AM.",
            "1 delivery is still in progress, so the shift was not ended. See :deliveries, then :deliver N or :cancel N.",
            "Heading home stopped after 1 of 2 steps. Done: \u{201C}I'm parked\u{201D}. Not done: \u{201C}end my shift\u{201D}.",
        ])
        #expect(replies.map(\.input) == ["I'm parked", "end my shift", "heading home"])
        let journal = try sandbox.journal().suffix(2)
        #expect(journal.map(\.source) == [.macro, .macro])
        #expect(journal.map(\.input) == ["I'm parked", "end my shift"])
        #expect(journal.map(\.outcome) == [.performed, .refused])
        #expect(try sandbox.count("parked_periods") == 1)
    }

    @Test func aMacroEveryStepOfWhichIsDoneNeedsNoSummary() throws {
        let sandbox = Sandbox()
        let file = try sandbox.write("my-macros", Self.macros)
        #expect(try sandbox.run(["say", "start my shift"]).status == 0)
        let run = try sandbox.run(["say", "heading", "home", "--macros", file])
        #expect(run.status == 0)
        #expect(run.lines.count == 2)
        #expect(run.lines[1].hasPrefix("Shift ended at"))
    }

    @Test func stepsTheGrammarDoesNotUnderstandAndNamesItDoesAreRefusedAtLoad() throws {
        let sandbox = Sandbox()
        let file = try sandbox.write("bad-macros", "start my shift:\n    I'm parked\nlunch:\n    go get a sandwich\n")
        let run = try sandbox.run(["say", "lunch", "--macros", file])
        #expect(run.status == 65)
        #expect(run.error.contains("\(file):1:1: the macro name 'start my shift' is also a sentence the grammar understands"))
        #expect(run.error.contains("\(file):4:5: the grammar does not understand 'go get a sandwich'"))
        #expect(run.output.isEmpty)
        #expect(try sandbox.run(["say", "lunch", "--macros", sandbox.directory.file("missing")]).status == 66)
    }

    @Test func runStopsAtTheFirstRefusalWithItsExitStatus() throws {
        let sandbox = Sandbox()
        let file = try sandbox.write("day.txt", "2026-11-30T09:00:00Z start my shift\n\n2026-11-30T09:01:00Z start my shift\nnew order\n")
        let run = try sandbox.run(["run", file])
        #expect(run.status == 1)
        #expect(run.lines == [
            "Shift started at 9:00 AM.",
            "A shift is already running. It started at 9:00 AM.",
            "The run of \(file) stopped after 1 of 3 steps. Done: \u{201C}start my shift\u{201D}. "
                + "Not done: \u{201C}start my shift\u{201D}, \u{201C}new order\u{201D}.",
        ])
        #expect(try sandbox.journal().map(\.source) == [.run, .run])
        #expect(try sandbox.count("deliveries") == 0)
        #expect(try sandbox.run(["run", sandbox.directory.file("absent.txt")]).status == 66)
    }
}
