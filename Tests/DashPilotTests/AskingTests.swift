import Domain
import Testing
import TestSupport

/// A near miss asks "Did you mean …? Say yes to record it." through the built binary: a yes on the next line
/// within 30 seconds performs it at the instant of the sentence that was asked about; "no" or any other line
/// ends the question and is handled as itself; `say` never waits.
@Suite struct AskingTests {
    static let question = "Did you mean \u{201C}pause my shift\u{201D}? Say yes to record it."
    static let notUnderstood = "Sorry, I didn't catch that."

    private func pipe(_ sandbox: Sandbox, _ lines: [String]) throws -> [JSONReply] {
        let run = try sandbox.run(["--json"], input: lines.map { $0 + "\n" }.joined())
        #expect(run.status == 0, "\(run.error)")
        return try run.replies()
    }

    /// How many breaks the store holds.
    private func breaksStarted(_ sandbox: Sandbox) throws -> Int {
        try sandbox.count("pauses")
    }

    @Test func aYesPerformsTheProposalAtTheInstantOfTheSentenceAskedAbout() throws {
        let sandbox = Sandbox()
        let replies = try pipe(sandbox, [
            "2025-06-02T09:00:00Z start my shift",
            "2025-06-02T10:00:00Z pause my shift thing",
            "2025-06-02T10:00:20Z yes",
        ])
        #expect(replies.map(\.outcome) == ["performed", "asked", "performed"])
        #expect(replies[1].intent == nil)
        #expect(replies[1].slots == [:])
        #expect(replies[1].suggestion == .init(intent: "PauseShift", slots: [:], phrase: "pause my shift"))
        #expect(replies[1].sentence == Self.question)
        #expect(replies[2].input == "2025-06-02T10:00:20Z yes")
        #expect(replies[2].intent == "PauseShift")
        #expect(replies[2].suggestion == nil)
        #expect(replies[2].sentence == "Break started at 10:00 AM.")
        #expect(replies[2].at == "2025-06-02T10:00:00.000Z")
        #expect(try sandbox.count("pauses", where: "started_at = \(Self.instant("2025-06-02T10:00:00Z"))") == 1)

        let journal = try sandbox.journal()
        #expect(journal.map(\.outcome) == [.performed, .asked, .performed])
        #expect(journal.map(\.input) == ["start my shift", "pause my shift thing", "yes"])
        #expect(journal.map(\.intent) == ["StartShift", nil, "PauseShift"])
        #expect(journal[1].sentence == Self.question)
        #expect(journal[2].saidAt == journal[1].saidAt)
        #expect(journal.allSatisfy { $0.source == .pipe })
    }

    @Test func aProposalKeepsItsSlotsInTheSuggestionAndTheConfirmation() throws {
        let sandbox = Sandbox()
        let replies = try pipe(sandbox, [
            "2025-06-02T09:00:00Z start my shift",
            "2025-06-02T09:01:00Z new order",
            "2025-06-02T09:10:00Z picked up thing",
            "2025-06-02T09:10:03Z correct",
        ])
        #expect(replies.map(\.outcome) == ["performed", "performed", "asked", "performed"])
        #expect(replies[2].slots == [:])
        #expect(replies[2].suggestion == .init(intent: "RecordDeliveryEvent", slots: ["event": "pickedUp"], phrase: "picked up"))
        #expect(replies[3].intent == "RecordDeliveryEvent")
        #expect(replies[3].slots == ["event": "pickedUp"])
        #expect(replies[3].at == "2025-06-02T09:10:00.000Z")
        #expect(try sandbox.count("deliveries", where: "picked_up_at IS NOT NULL") == 1)
    }

    @Test func noEndsTheQuestionAndIsHandledAsItself() throws {
        let sandbox = Sandbox()
        let replies = try pipe(sandbox, [
            "2025-06-02T09:00:00Z start my shift",
            "2025-06-02T10:00:00Z pause my shift thing",
            "2025-06-02T10:00:05Z no",
            "2025-06-02T10:00:06Z yes",
        ])
        #expect(replies.map(\.outcome) == ["performed", "asked", "not_understood", "not_understood"])
        #expect(replies[2].sentence == Self.notUnderstood)
        #expect(try breaksStarted(sandbox) == 0)
        #expect(try sandbox.journal().map(\.outcome) == [.performed, .asked, .notUnderstood, .notUnderstood])
    }

    @Test func anotherSentenceEndsTheQuestionAndIsHandledAsItself() throws {
        let sandbox = Sandbox()
        let replies = try pipe(sandbox, [
            "2025-06-02T09:00:00Z start my shift",
            "2025-06-02T10:00:00Z pause my shift thing",
            "2025-06-02T10:00:05Z I'm parked",
            "2025-06-02T10:00:06Z yes",
        ])
        #expect(replies.map(\.outcome) == ["performed", "asked", "performed", "not_understood"])
        #expect(replies[2].intent == "ParkVehicle")
        #expect(try breaksStarted(sandbox) == 0)
    }

    @Test func aYesMoreThanThirtySecondsLaterByTheLinesTimestampsIsHandledAsItself() throws {
        let sandbox = Sandbox()
        let replies = try pipe(sandbox, [
            "2025-06-02T09:00:00Z start my shift",
            "2025-06-02T10:00:00Z pause my shift thing",
            "2025-06-02T10:00:30.001Z yes",
            "2025-06-02T11:00:00Z pause my shift thing",
            "2025-06-02T11:00:30Z yes",
        ])
        #expect(replies.map(\.outcome) == ["performed", "asked", "not_understood", "asked", "performed"])
        #expect(replies[4].at == "2025-06-02T11:00:00.000Z")
        #expect(try sandbox.count("pauses", where: "started_at = \(Self.instant("2025-06-02T11:00:00Z"))") == 1)
        #expect(try breaksStarted(sandbox) == 1)
    }

    @Test func withoutTimestampsTheWindowIsMeasuredByTheReadingClock() throws {
        let sandbox = Sandbox()
        let replies = try pipe(sandbox, ["start my shift", "pause my shift thing", "yes"])
        #expect(replies.map(\.outcome) == ["performed", "asked", "performed"])
        #expect(replies[2].at == replies[1].at)
        // A question timed an hour ago is not answered by a yes read now.
        let late = try pipe(Sandbox(), ["start my shift", "2025-06-02T10:00:00Z pause my shift thing", "yes"])
        #expect(late.map(\.outcome) == ["performed", "asked", "not_understood"])
    }

    @Test func aBlankLineLeavesTheQuestionOpenAndAnUnreadableLineEndsIt() throws {
        let sandbox = Sandbox()
        let replies = try pipe(sandbox, [
            "2025-06-02T09:00:00Z start my shift",
            "2025-06-02T10:00:00Z pause my shift thing",
            "",
            "2025-06-02T10:00:10Z yes",
            "2025-06-02T10:05:00Z resume my shift thing",
            "2025-02-30T10:05:01Z what",
            "2025-06-02T10:05:02Z yes",
        ])
        #expect(replies.map(\.outcome) == ["performed", "asked", "performed", "asked", "error", "not_understood"])
        #expect(try sandbox.count("pauses", where: "ended_at IS NULL") == 1)
    }

    @Test func aRefusedSentenceIsNeverOfferedASuggestion() throws {
        let sandbox = Sandbox()
        let replies = try pipe(sandbox, [
            "2025-06-02T09:00:00Z start my shift",
            "2025-06-02T10:00:00Z pause my shift thing?",
            "2025-06-02T10:00:01Z yes",
            "2025-06-02T10:00:02Z don't pause my shift thing",
            "2025-06-02T10:00:03Z yes",
            "2025-06-02T10:00:04Z pause my shift thing tomorrow",
            "2025-06-02T10:00:05Z yes",
            "2025-06-02T10:00:06Z pause my shift thing, just kidding",
            "2025-06-02T10:00:07Z yes",
        ])
        #expect(replies.dropFirst().map(\.outcome) == Array(repeating: "not_understood", count: 8))
        #expect(replies.allSatisfy { $0.suggestion == nil })
        #expect(replies.dropFirst().allSatisfy { $0.sentence == Self.notUnderstood })
        #expect(try breaksStarted(sandbox) == 0)
    }

    @Test func sayNeverWaitsForAnAnswer() throws {
        let sandbox = Sandbox()
        _ = try sandbox.run(["say", "start my shift"])
        let plain = try sandbox.run(["say", "pause my shift thing"])
        #expect(plain.status == 2)
        #expect(plain.output == "Sorry, I didn't catch that. Did you mean \u{201C}pause my shift\u{201D}?\n")
        let json = try sandbox.run(["--json", "say", "pause my shift thing"])
        #expect(json.status == 2)
        let reply = try #require(try json.replies().first)
        #expect(reply.outcome == "asked")
        #expect(reply.intent == nil)
        #expect(reply.suggestion == .init(intent: "PauseShift", slots: [:], phrase: "pause my shift"))
        let yes = try sandbox.run(["say", "yes"])
        #expect(yes.status == 2)
        #expect(yes.output == Self.notUnderstood + "\n")
        #expect(try breaksStarted(sandbox) == 0)
        #expect(try sandbox.journal().map(\.outcome) == [.performed, .asked, .asked, .notUnderstood])
    }

    @Test func atThePromptAYesConfirmsAndANoIsHandledAsItself() throws {
        let sandbox = Sandbox()
        let terminal = try PseudoTerminal(arguments: [], environment: sandbox.environment)
        #expect(terminal.read(until: "off shift › "))
        terminal.type("start my shift\r")
        #expect(terminal.read(until: "on shift 0m › "))
        terminal.type("pause my shift thing\r")
        #expect(terminal.read(until: Self.question), "\(terminal.transcript)")
        #expect(terminal.read(until: "on shift 0m › "))
        terminal.type("yeah\r")
        #expect(terminal.read(until: "Break started at"), "\(terminal.transcript)")
        #expect(terminal.read(until: "paused › "))
        terminal.type("resume my shift thing\r")
        #expect(terminal.read(until: "Did you mean \u{201C}resume my shift\u{201D}? Say yes to record it."))
        terminal.type("no\r")
        #expect(terminal.read(until: Self.notUnderstood), "\(terminal.transcript)")
        terminal.type("yes\r")
        #expect(terminal.read(until: Self.notUnderstood), "\(terminal.transcript)")
        terminal.type(":quit\r")
        #expect(terminal.waitForExit() == 0)
        let journal = try sandbox.journal()
        #expect(journal.map(\.input) == ["start my shift", "pause my shift thing", "yeah", "resume my shift thing", "no", "yes"])
        #expect(journal.map(\.outcome) == [.performed, .asked, .performed, .asked, .notUnderstood, .notUnderstood])
        #expect(journal[2].saidAt == journal[1].saidAt)
        #expect(journal.allSatisfy { $0.source == .repl })
        #expect(try sandbox.count("pauses", where: "ended_at IS NULL") == 1)
    }

    /// Milliseconds since the epoch, as the store keeps instants (`date -u -d 2025-06-02T10:00:00Z +%s`).
    static func instant(_ text: String) -> Int64 {
        ["2025-06-02T10:00:00Z": 1_748_858_400_000, "2025-06-02T11:00:00Z": 1_748_862_000_000][text]!
    }
}
