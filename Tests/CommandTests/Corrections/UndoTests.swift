import Command
import Domain
import Testing
import TestSupport

/// Undo of the last change, through the same path every surface takes, against a real store.
@Suite struct UndoTests {
    private let fixture: ProcessorFixture

    init() throws {
        fixture = try ProcessorFixture()
    }

    @discardableResult
    private func say(_ sentence: String, _ minute: Int64, source: JournalEntry.Source = .pipe) -> Reply {
        fixture.say(sentence, minute, source: source)[0]
    }

    private func undo(_ minute: Int64, source: JournalEntry.Source = .pipe, saying phrase: String = "undo") -> Reply {
        say(phrase, minute, source: source)
    }

    private func shift() throws -> Shift? { try fixture.store.shifts.recentShifts(limit: 1).first }

    @Test func undoingAStartedShiftRemovesIt() throws {
        say("start my shift", 0)
        let reply = undo(1)
        #expect(reply.outcome == .performed && reply.intent == "Undo")
        #expect(reply.sentence == "Undone: Shift started at 9:00 AM. No shift is running.")
        #expect(try fixture.store.count("shifts") == 0)
    }

    @Test func undoingAnEndMakesTheShiftRunAgainWithTheBreakItClosed() throws {
        say("start my shift", 0)
        say("pause my shift", 60)
        say("end my shift", 482)
        let reply = undo(483)
        #expect(reply.sentence == "Undone: Shift ended at 5:02 PM. The shift is running again.")
        let running = try #require(try shift())
        #expect(running.isRunning && running.isPaused)
    }

    @Test func undoingAnEndLeavesClosedABreakItsOwnStepClosedAtTheSameInstant() throws {
        say("start my shift", 0)
        say("I'm parked", 50)
        say("pause my shift", 60)
        say("back on shift", 480)
        say("end my shift", 480)
        #expect(undo(481).outcome == .performed)
        let running = try #require(try shift())
        #expect(running.isRunning && !running.isPaused && running.isParked)
    }

    @Test func undoingABreakRemovesItAndUndoingAResumeOpensItAgain() throws {
        say("start my shift", 0)
        say("pause my shift", 10)
        #expect(undo(11).sentence == "Undone: Break started at 9:10 AM. The shift is not paused.")
        #expect(try shift()?.pauses.isEmpty == true)
        say("pause my shift", 20)
        say("back on shift", 30)
        #expect(undo(31).sentence == "Undone: Back on shift at 9:30 AM. The shift is paused again.")
        #expect(try shift()?.pauses.map(\.endedAt) == [nil])
    }

    @Test func undoingParkingRemovesItAndUndoingDrivingAgainParksAgain() throws {
        say("start my shift", 0)
        say("I'm parked", 10)
        #expect(undo(11).sentence == "Undone: Parked at 9:10 AM. The vehicle is not parked.")
        #expect(try shift()?.parkedPeriods.isEmpty == true)
        say("I'm parked", 20)
        say("driving again", 25)
        #expect(undo(26).sentence == "Undone: Driving again at 9:25 AM. The vehicle is parked again.")
        #expect(try shift()?.isParked == true)
    }

    @Test func undoingAStartedDeliveryRemovesItWithItsOffer() throws {
        say("start my shift", 0)
        say("got a new order", 10)
        #expect(undo(11).sentence == "Undone: Delivery started at 9:10 AM. No deliveries in progress.")
        #expect(try fixture.store.count("deliveries") == 0)
        #expect(try fixture.store.count("offers") == 0)
    }

    @Test func undoingADeliveryStepClearsOnlyThatStep() throws {
        say("start my shift", 0)
        say("got a new order", 10)
        say("picked up", 20)
        #expect(undo(21, saying: "Undo that.").sentence
            == "Undone: Picked up at 9:20 AM. The delivery accepted at 9:10 AM is waiting for pickup again.")
        let delivery = try #require(try fixture.store.deliveries.activeDeliveries().first)
        #expect(delivery.pickedUpAt == nil && delivery.acceptedAt == .minute(10))
        say("picked up", 22)
        say("delivered", 30)
        #expect(undo(31, saying: "take that back").sentence
            == "Undone: Delivered at 9:30 AM. The delivery accepted at 9:10 AM is in progress again.")
        #expect(try fixture.store.deliveries.activeDeliveries().first?.pickedUpAt == .minute(22))
    }

    @Test func aStepGivenByNumberIsUndoneToo() throws {
        say("start my shift", 0)
        say("got a new order", 10)
        say("got a new order", 11)
        #expect(fixture.line(":cancel 2", 12)?.first?.outcome == .performed)
        let reply = fixture.line(":undo", 13)?.first
        #expect(reply?.sentence == "Undone: Cancelled at 9:12 AM. The delivery accepted at 9:11 AM is in progress again.")
        #expect(try fixture.store.deliveries.activeDeliveries().count == 2)
    }

    @Test func theJournalKeepsTheChangeAndItsUndo() throws {
        say("start my shift", 0)
        _ = undo(1)
        let rows = try fixture.journal()
        #expect(rows.map(\.input) == ["start my shift", "undo"])
        #expect(rows.map(\.outcome) == [.performed, .performed])
    }

    @Test func aChangeOlderThanTwoMinutesIsNotUndone() throws {
        say("start my shift", 0)
        let reply = undo(3)
        #expect(reply.outcome == .refused)
        #expect(reply.sentence == "Only the last change can be undone, within two minutes; the last change was recorded 3 minutes ago.")
        #expect(try fixture.store.count("shifts") == 1)
        #expect(try fixture.journal().last?.outcome == .refused)
    }

    @Test func exactlyTwoMinutesIsStillInTime() throws {
        say("start my shift", 0)
        #expect(undo(2).outcome == .performed)
    }

    @Test func somethingRecordedSinceFromAnotherSurfaceBlocksTheUndo() throws {
        say("start my shift", 0)
        say("I'm parked", 1, source: .repl)
        let reply = undo(1)
        #expect(reply.sentence == "Only the last change can be undone, within two minutes; something was recorded from the prompt since.")
        #expect(try shift()?.isParked == true)
    }

    @Test func anotherSurfacesChangeIsNotUndoneFromHere() throws {
        say("start my shift", 0, source: .pipe)
        let reply = undo(1, source: .repl)
        #expect(reply.sentence == "The last change was made from the pipe, so only it can undo it.")
        #expect(try fixture.store.count("shifts") == 1)
    }

    @Test func theCommandLineIsOneSurfaceForSayAndCommands() throws {
        say("start my shift", 0, source: .say)
        #expect(fixture.processor.perform(.undo, input: "undo", source: .command, at: .minute(1)).outcome == .performed)
    }

    @Test func withNothingRecordedThereIsNothingToUndo() throws {
        say("hello there", 0)
        #expect(undo(0).sentence == "There is nothing to undo.")
    }

    @Test func anUndoIsNotItselfUndone() throws {
        say("start my shift", 0)
        _ = undo(1)
        #expect(undo(1).sentence == "The last change was already undone; there is nothing more to undo.")
        #expect(try fixture.store.count("shifts") == 0)
    }

    @Test func aCorrectionOrAmountIsNotAStepToUndo() throws {
        say("start my shift", 0)
        #expect(fixture.line(":amount 12.50", 1)?.first?.outcome == .performed)
        let reply = fixture.line(":undo", 2)?.first
        #expect(reply?.sentence == "Only a spoken step can be undone; the last change, \u{201C}:amount 12.50\u{201D}, was not one.")
    }

    @Test func theStoreHavingChangedOutsideTheJournalRefusesTheInverse() throws {
        say("start my shift", 0)
        // A delivery recorded without a journal row (another program, or a journal that failed).
        _ = try fixture.store.deliveries.startDelivery(at: .minute(1))
        #expect(undo(1).sentence == "Only the last change can be undone, within two minutes; the shift has had a delivery since.")
        #expect(try fixture.store.count("shifts") == 1)
    }

    @Test func longerSentencesWithTheWordsAreNotUndo() {
        #expect(!InputProcessor.isUndo("end my shift, take that back"))
        #expect(InputProcessor.isUndo("  Take that back! "))
        #expect(InputProcessor.isUndo("UNDO"))
    }
}
