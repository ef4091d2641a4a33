import Testing
@testable import Grammar

@Suite struct TolerantSearchTests {
    let grammar = GrammarFixture.compile(GrammarFixture.small)!

    @Test func misspeltWordStillMatches() {
        #expect(grammar.recognise("strat my shift") == .match(intent: "StartShift", slots: [:], matched: "start my shift"))
        #expect(grammar.recognise("start my shit").intent == "StartShift")
    }

    @Test func toleranceCanBeTurnedOff() {
        #expect(grammar.recognise("strat my shift", tolerance: false).intent == nil)
    }

    @Test func splitAndMergedWordsAreRejoined() {
        #expect(grammar.recognise("pick dup") == .match(intent: "RecordDeliveryEvent", slots: ["event": "pickedUp"], matched: "picked up"))
        #expect(grammar.recognise("pickedup").intent == "RecordDeliveryEvent")
    }

    @Test func soundsLikeRulesFixKnownMishearings() {
        #expect(grammar.recognise("take a brake") == .match(intent: "PauseShift", slots: [:], matched: "take a break"))
    }

    @Test func shortWordsAreNeverRespelt() {
        // "ond" is one letter from "end", but a three-letter word may not be corrected. ("and" before "my" is read as
        // "end" by a rule of its own, not by respelling.)
        #expect(grammar.recognise("ond my shift").intent == nil)
    }

    @Test func ambiguousCorrectionIsRefused() throws {
        let twins = try #require(GrammarFixture.compile("intent A\n    pause the shift\nintent B\n    pause the shirt\n"))
        #expect(twins.recognise("pause the shizt").intent == nil)
    }

    @Test func vetoesStillApplyToTolerantMatches() {
        #expect(grammar.recognise("did strat my shift").intent == nil)
        #expect(grammar.recognise("not strat my shift").intent == nil)
    }

    @Test func unrelatedWordsAreNotStretchedIntoACommand() {
        #expect(grammar.recognise("start my workout").intent == nil)
        #expect(grammar.recognise("pause the music").intent == nil)
    }

    @Test func didYouMeanOffersTheClosestPhrase() {
        #expect(grammar.recognise("start my") == .noMatch(normalised: "start my", closest: "start my shift"))
    }

    @Test func didYouMeanIsNotOfferedForVetoedSentences() {
        #expect(grammar.recognise("did I start my") == .refused(normalised: "did i start my", reason: .question))
    }

    @Test func didYouMeanIsNotOfferedForNoise() {
        #expect(grammar.recognise("qwerty") == .noMatch(normalised: "qwerty", closest: nil))
    }
}
