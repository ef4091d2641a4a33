import Command
import Domain
import Testing
import TestSupport

@Suite struct InputProcessorTests {
    @Test func aPerformedSentenceAndItsJournalRowCommitTogether() throws {
        let fixture = try ProcessorFixture()
        // Without the journal table the append fails, and the change made in the same transaction must go too.
        try fixture.store.connection.execute("ALTER TABLE journal RENAME TO journal_elsewhere")
        let replies = fixture.say("start my shift", 0)
        #expect(replies.map(\.outcome) == [.error])
        #expect(replies[0].sentence == "The store could not be used, so nothing was recorded.")
        #expect(try fixture.store.count("shifts") == 0)
    }

    @Test func performedRefusedAndNotUnderstoodAreEachJournaled() throws {
        let fixture = try ProcessorFixture()
        let started = fixture.say("start my shift", 2)
        #expect(started == [Reply(input: "start my shift", intent: "StartShift", outcome: .performed, sentence: "Shift started at 9:02 AM.", at: .minute(2))])
        #expect(fixture.say("start my shift", 3).map(\.outcome) == [.refused])
        let unclear = fixture.say("pause my shift thing", 4)
        #expect(unclear.map(\.sentence) == ["Sorry, I didn't catch that. Did you mean \u{201C}pause my shift\u{201D}?"])
        #expect(fixture.say("what a day", 5).map(\.sentence) == [InputProcessor.notUnderstoodSentence])
        #expect(try fixture.journal().map(\.outcome) == [.performed, .refused, .asked, .notUnderstood])
        #expect(try fixture.store.count("shifts") == 1)
    }

    @Test func aRefusalIsStillSpokenWhenTheJournalCannotTakeIt() throws {
        let fixture = try ProcessorFixture()
        try fixture.store.connection.execute("ALTER TABLE journal RENAME TO journal_elsewhere")
        #expect(fixture.say("end my shift", 1).map(\.sentence) == ["No shift is running."])
        #expect(!fixture.store.log.warnings.isEmpty)
    }

    @Test func colonCommandsActOnTheNumberedDeliveryAndAreJournaledWithoutTheTimestamp() throws {
        let fixture = try ProcessorFixture()
        fixture.say("start my shift", 0)
        fixture.say("new order", 1)
        fixture.say("new order", 2)
        let replies = fixture.processor.handle(
            line: ":pickup 2", input: "2026-11-30T09:05:00Z :pickup 2", source: .pipe, at: .minute(5))
        #expect(replies?.map(\.sentence) == ["Picked up at 9:05 AM. 2 deliveries in progress."])
        #expect(try fixture.journal().last?.input == ":pickup 2")
        #expect(fixture.line(":pickup 3", 6)?.map(\.sentence) == ["There is no delivery 3; 2 are in progress."])
        #expect(fixture.line(":amount 12.505", 7)?.map(\.sentence) == [MoneyInputError.tooManyDecimals.sentence])
        #expect(fixture.line(":status", 8)?.map(\.outcome) == [.answered])
        #expect(try fixture.journal().count == 6)
    }

    @Test func quitEndsAndHelpAnswers() throws {
        let fixture = try ProcessorFixture()
        #expect(fixture.line(":quit", 0) == nil)
        #expect(fixture.line(":help", 0)?.first?.sentence == ReplCommand.helpText)
        #expect(fixture.line(":frobnicate", 0)?.first?.isInputError == true)
    }

    @Test func aMacroRunsItsStepsAndStopsAtTheFirstRefusal() throws {
        let fixture = try ProcessorFixture(macros: "Heading Home:\n  I'm parked\n  end my shift\n  I'm parked\n")
        fixture.say("start my shift", 0)
        fixture.say("new order", 1)
        let replies = fixture.say("heading   home", 2)
        #expect(replies.map(\.outcome) == [.performed, .refused, .refused])
        #expect(replies.last?.sentence
            == "Heading Home stopped after 1 of 3 steps. Done: \u{201C}I'm parked\u{201D}. "
                + "Not done: \u{201C}end my shift\u{201D}, \u{201C}I'm parked\u{201D}.")
        #expect(try fixture.journal().suffix(2).map(\.source) == [.macro, .macro])
    }

    @Test func aRunStopsAtAnUnreadableLineAsADataError() throws {
        let fixture = try ProcessorFixture()
        let steps = RunStep.steps(of: [.text("start my shift"), .problem(.containsNUL), .text("new order")], readAt: .minute(0))
        let replies = fixture.processor.run(steps, named: "the run", source: .run)
        #expect(replies.map(\.outcome) == [.performed, .error, .error])
        #expect(replies.last?.exitCode == .dataError)
        #expect(try fixture.store.count("deliveries") == 0)
    }
}
