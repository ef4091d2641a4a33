import Command
import Domain
import Grammar
import Testing
import TestSupport

/// A question asked by one line and answered by the next, with instants injected: a yes inside the window
/// performs the proposal at the question's instant; anything else ends the question and is handled as itself.
@Suite struct ConversationTests {
    /// Nearly "pause my shift": not matched, and one meaning is closest.
    static let nearMiss = "pause my shift thing"

    /// One surface's lines, as a class so that a line can be said inside `#expect`.
    final class Lines {
        var conversation = Conversation(source: .pipe)
        let processor: InputProcessor
        var pending: PendingQuestion? { conversation.pending }

        init(_ fixture: ProcessorFixture) {
            processor = fixture.processor
        }

        @discardableResult
        func handle(line: String, input: String, at instant: Instant) -> [Reply]? {
            conversation.handle(line: line, input: input, at: instant, by: processor)
        }

        func lineNotRead() { conversation.lineNotRead() }
    }

    private func conversation(_ fixture: ProcessorFixture) -> Lines {
        Lines(fixture)
    }

    private func at(_ minute: Int64, plus milliseconds: Int64 = 0) -> Instant {
        Instant(millisecondsSinceEpoch: Instant.minute(minute).millisecondsSinceEpoch + milliseconds)
    }

    @Test func aNearMissAsksAndAYesPerformsItAtTheQuestionsInstant() throws {
        let fixture = try ProcessorFixture()
        fixture.say("start my shift", 0)
        let lines = conversation(fixture)
        let asked = try #require(lines.handle(line: Self.nearMiss, input: Self.nearMiss, at: at(5)))
        #expect(asked.map(\.outcome) == [.asked])
        #expect(asked[0].intent == nil)
        #expect(asked[0].sentence == "Did you mean \u{201C}pause my shift\u{201D}? Say yes to record it.")
        #expect(asked[0].suggestion == Suggestion(intent: "PauseShift", phrase: "pause my shift", awaitsAnswer: true))
        #expect(try fixture.store.count("pauses") == 0)
        let confirmed = try #require(lines.handle(line: "yes", input: "yes", at: at(5, plus: 12_000)))
        #expect(confirmed == [Reply(input: "yes", intent: "PauseShift", outcome: .performed, sentence: "Break started at 9:05 AM.", at: at(5))])
        #expect(lines.pending == nil)
        let rows = try fixture.journalRows()
        #expect(rows.suffix(2).map(\.outcome) == [.asked, .performed])
        #expect(rows.suffix(2).map(\.input) == [Self.nearMiss, "yes"])
        #expect(rows.suffix(2).map(\.intent) == [nil, "PauseShift"])
        #expect(rows.suffix(2).map(\.saidAt) == [at(5), at(5)])
    }

    @Test func aCommandHeardButNotConfirmedIsAskedAboutAndASpokenYesPerformsIt() throws {
        let fixture = try ProcessorFixture()
        fixture.say("start my shift", 0)
        var conversation = Conversation(source: .listen)
        // What `listen` does when its second pass did not confirm "end my shift": a question, nothing recorded.
        let asked = conversation.ask(about: "end my shift", input: "end my shift", at: at(5), by: fixture.processor)
        #expect(asked.map(\.outcome) == [.asked])
        #expect(asked[0].sentence == "Did you mean \u{201C}end my shift\u{201D}? Say yes to record it.")
        #expect(try fixture.store.count("shifts", where: "ended_at IS NULL") == 1)
        let answer = conversation.handle(line: "yeah", input: "yeah", at: at(5, plus: 4_000), by: fixture.processor)
        let confirmed = try #require(answer)
        #expect(confirmed.map(\.outcome) == [.performed])
        #expect(confirmed.map(\.intent) == ["EndShift"])
        #expect(try fixture.store.count("shifts", where: "ended_at IS NULL") == 0)
        let rows = try fixture.journalRows()
        #expect(rows.suffix(2).map(\.outcome) == [.asked, .performed])
        #expect(rows.suffix(2).map(\.source) == [.listen, .listen])
    }

    @Test func everyYesWordCanBeHeardByTheSpeechGrammar() {
        let decoder = Grammar.english.decoderGrammar()
        let heard = Set(decoder.fsg.split(separator: "\n").compactMap { line -> String? in
            let fields = line.split(separator: " ")
            return fields.first == "TRANSITION" && fields.count == 5 ? String(fields[4]) : nil
        })
        for word in PendingQuestion.yesWords.flatMap({ $0.split(separator: " ").map(String.init) }) {
            #expect(heard.contains(word), "\(word)")
        }
    }

    @Test func aYesAtThirtySecondsStillCountsAndOneMillisecondLaterDoesNot() throws {
        let fixture = try ProcessorFixture()
        fixture.say("start my shift", 0)
        let lines = conversation(fixture)
        lines.handle(line: Self.nearMiss, input: Self.nearMiss, at: at(5))
        #expect(lines.handle(line: "yes", input: "yes", at: at(5, plus: 30_000))?.map(\.outcome) == [.performed])

        lines.handle(line: "resume my shift thing", input: "resume my shift thing", at: at(10))
        #expect(lines.pending?.suggestion.intent == "ResumeShift")
        let late = lines.handle(line: "yes", input: "yes", at: at(10, plus: 30_001))
        #expect(late?.map(\.outcome) == [.notUnderstood])
        #expect(late?.map(\.sentence) == [InputProcessor.notUnderstoodSentence])
        #expect(try fixture.store.count("pauses", where: "ended_at IS NULL") == 1)
    }

    @Test func noOrAnyOtherLineEndsTheQuestionAndIsHandledAsItself() throws {
        let fixture = try ProcessorFixture()
        fixture.say("start my shift", 0)
        let lines = conversation(fixture)
        lines.handle(line: Self.nearMiss, input: Self.nearMiss, at: at(1))
        #expect(lines.handle(line: "no", input: "no", at: at(1, plus: 1_000))?.map(\.outcome) == [.notUnderstood])
        #expect(lines.handle(line: "yes", input: "yes", at: at(1, plus: 2_000))?.map(\.outcome) == [.notUnderstood])

        lines.handle(line: Self.nearMiss, input: Self.nearMiss, at: at(2))
        #expect(lines.handle(line: "I'm parked", input: "I'm parked", at: at(2, plus: 1_000))?.map(\.intent) == ["ParkVehicle"])
        #expect(lines.pending == nil)
        #expect(lines.handle(line: "yes", input: "yes", at: at(2, plus: 2_000))?.map(\.outcome) == [.notUnderstood])

        lines.handle(line: Self.nearMiss, input: Self.nearMiss, at: at(3))
        lines.lineNotRead()
        #expect(lines.handle(line: "yes", input: "yes", at: at(3, plus: 1_000))?.map(\.outcome) == [.notUnderstood])
        #expect(try fixture.store.count("pauses") == 0)
    }

    @Test func aYesTimedBeforeTheQuestionDoesNotAnswerIt() throws {
        let fixture = try ProcessorFixture()
        fixture.say("start my shift", 0)
        let lines = conversation(fixture)
        lines.handle(line: Self.nearMiss, input: Self.nearMiss, at: at(5))
        #expect(lines.handle(line: "yes", input: "yes", at: at(5, plus: -1))?.map(\.outcome) == [.notUnderstood])
        #expect(try fixture.store.count("pauses") == 0)
    }

    @Test func aConfirmedProposalTheStoreNoLongerAllowsIsRefused() throws {
        let fixture = try ProcessorFixture()
        let lines = conversation(fixture)
        lines.handle(line: Self.nearMiss, input: Self.nearMiss, at: at(1))
        let reply = lines.handle(line: "yes", input: "yes", at: at(1, plus: 500))
        #expect(reply?.map(\.outcome) == [.refused])
        #expect(try fixture.journalRows().map(\.outcome) == [.asked, .refused])
    }

    @Test func yesWordsAreASmallSetReadLoosely() throws {
        let question = try #require(PendingQuestion(
            suggestion: Suggestion(intent: "EndShift", phrase: "end my shift", awaitsAnswer: true), said: "x", at: at(0)))
        for yes in ["yes", "Yes.", "  yeah ", "Yep!", "yup", "correct", "Do it", "do  it.", "yes please"] {
            #expect(question.isConfirmed(by: yes, at: at(0, plus: 1)), "\(yes)")
        }
        for other in ["no", "yes end my shift", "sure", "yess", "okay", ""] {
            #expect(!question.isConfirmed(by: other, at: at(0, plus: 1)), "\(other)")
        }
    }

    @Test func noQuestionIsLeftOpenForAnIntentThisProgramDoesNotPerform() {
        let unknown = Suggestion(intent: "OrderPizza", phrase: "order pizza", awaitsAnswer: true)
        #expect(PendingQuestion(suggestion: unknown, said: "order piza", at: at(0)) == nil)
    }

    @Test func aRefusedSentenceIsNeverOfferedASuggestion() throws {
        let fixture = try ProcessorFixture()
        let lines = conversation(fixture)
        let refused = [
            "pause my shift thing?", "don't pause my shift thing", "pause my shift thing tomorrow",
            "pause my shift thing, just kidding",
        ]
        for refused in refused {
            let reply = lines.handle(line: refused, input: refused, at: at(1))
            #expect(reply?.map(\.outcome) == [.notUnderstood], "\(refused)")
            #expect(reply?.first?.suggestion == nil)
            #expect(lines.pending == nil)
        }
    }

    @Test func sayAndMacroStepsNeverWaitForAnAnswer() throws {
        let fixture = try ProcessorFixture()
        let said = fixture.say(Self.nearMiss, 1)
        #expect(said.map(\.outcome) == [.asked])
        #expect(said[0].sentence == "Sorry, I didn't catch that. Did you mean \u{201C}pause my shift\u{201D}?")
        #expect(said[0].suggestion?.awaitsAnswer == false)
        #expect(said[0].exitCode == .notUnderstood)

        // A run's step is read from a file, not answered by the next line.
        let run = fixture.processor.run([.sentence(Self.nearMiss, input: Self.nearMiss, at: at(2))], named: "a run", source: .run)
        #expect(run.first?.suggestion?.awaitsAnswer == false)
        #expect(run.map(\.outcome) == [.asked, .asked])
    }
}

extension ProcessorFixture {
    /// The journal as written, oldest first, every column.
    func journalRows() throws -> [JournalEntry] {
        try store.connection.query("SELECT said_at, source, input, intent, outcome, sentence FROM journal ORDER BY id") { row in
            JournalEntry(
                saidAt: row.instant(at: 0), source: JournalEntry.Source(rawValue: row.text(at: 1))!, input: row.text(at: 2),
                intent: row.optionalText(at: 3), outcome: JournalEntry.Outcome(rawValue: row.text(at: 4))!,
                sentence: row.text(at: 5))
        }
    }
}
