import Testing
@testable import Grammar

@Suite struct RecogniserTests {
    let grammar = GrammarFixture.compile(GrammarFixture.small)!

    @Test func exactPhraseMatchesWithItsNormalisedText() {
        #expect(grammar.recognise("Start my shift.") == .match(intent: "StartShift", slots: [:], matched: "start my shift"))
    }

    @Test func skipAndWakeWordsAreDroppedWhereverTheyStand() {
        #expect(grammar.recognise("um hey dash pilot start uh my shift please") == .match(intent: "StartShift", slots: [:], matched: "start my shift"))
    }

    @Test func aLeadIsDroppedOnlyWhereItOpensAClauseWithWordsAfterIt() {
        let grammar = GrammarFixture.compile("""
            skip uh
            lead right | right then
            intent PauseShift
                be right back
                take a break
            intent DriveAgain
                turn right
            """)!
        #expect(grammar.recognise("right take a break").intent == "PauseShift")
        #expect(grammar.recognise("uh right then, take a break").intent == "PauseShift")
        #expect(grammar.recognise("be right back", tolerance: false).intent == "PauseShift")
        #expect(grammar.recognise("turn right", tolerance: false).intent == "DriveAgain")
        // Where it opens a clause but nothing follows, it is the word itself, not a filler.
        #expect(grammar.recognise("right").intent == nil)
        #expect(grammar.recognise("take right a break", tolerance: false).intent == nil)
    }

    @Test func stuttersCollapse() {
        #expect(grammar.recognise("start start my my shift", tolerance: false).intent == "StartShift")
        #expect(grammar.recognise("picked up picked up", tolerance: false).intent == "RecordDeliveryEvent")
    }

    @Test func slotValuesComeFromTheSpokenForm() {
        #expect(grammar.recognise("got the food") == .match(intent: "RecordDeliveryEvent", slots: ["event": "pickedUp"], matched: "got the food"))
        #expect(grammar.recognise("dropped it off at the door") == .match(intent: "RecordDeliveryEvent", slots: ["event": "delivered"], matched: "dropped it off at the door"))
        #expect(grammar.recognise("next step") == .match(intent: "RecordDeliveryEvent", slots: [:], matched: "next step"))
    }

    @Test func aStarReadsOneWordTheGrammarDoesNotKnow() {
        let places = GrammarFixture.compile("intent ParkVehicle\n    parked [at *]\n    parked by the door\n")!
        #expect(places.recognise("parked at zorbos", tolerance: false) == .match(intent: "ParkVehicle", slots: [:], matched: "parked at zorbos"))
        #expect(places.recognise("parked at zorbos").intent == "ParkVehicle")
        // A word the grammar knows is what was said, not a place name.
        #expect(places.recognise("parked at door", tolerance: false).intent == nil)
        #expect(places.recognise("parked at zorbos today", tolerance: false).intent == nil)
        // A hint is a phrase to say, so it never offers the star itself.
        if case .noMatch(_, let closest) = places.recognise("parked at") { #expect(closest?.contains("*") != true) }
    }

    @Test func aCommandMayStandAloneInOneClause() {
        #expect(grammar.recognise("so tired, taking a break").intent == "PauseShift")
        #expect(grammar.recognise("lunch and then take a break").intent == "PauseShift")
    }

    @Test func twoDifferentCommandsInOneSentenceAreRefused() {
        #expect(grammar.recognise("take a break, end my shift").intent == nil)
    }

    @Test func vetoAnywhereRefuses() {
        #expect(grammar.recognise("not start my shift").intent == nil)
        #expect(grammar.recognise("start my shift an hour ago").intent == nil)
        #expect(grammar.recognise("cancel, start my shift").intent == nil)
    }

    @Test func clauseVetoRefusesOnlyItsOwnClause() {
        #expect(grammar.recognise("the door was open, take a break").intent == "PauseShift")
        #expect(grammar.recognise("i was taking a break").intent == nil)
        #expect(grammar.recognise("take a break was").intent == nil)
    }

    @Test func sentenceVetoRefusesFromAnyClause() {
        // A veto in a clause of more than two words refuses only that clause...
        #expect(grammar.recognise("we will cancel the gym, take a break").intent == "PauseShift")
        // ...but a sentence veto refuses the whole sentence from there.
        #expect(grammar.recognise("the other one got declined, take a break").refusal == .other)
    }

    @Test func openerRefusesOnlyAtTheStartOfAClause() {
        #expect(grammar.recognise("did start my shift").intent == nil)
        #expect(grammar.recognise("well, how start my shift").intent == nil)
    }

    @Test func questionMarkRefuses() {
        #expect(grammar.recognise("start my shift?").intent == nil)
    }

    @Test func emptyAndFillerOnlyInputsDoNotMatch() {
        #expect(grammar.recognise("") == .noMatch(normalised: "", closest: nil))
        #expect(grammar.recognise("um uh please").intent == nil)
        #expect(grammar.recognise("?!?!").intent == nil)
    }

    @Test func overlongInputIsRefusedQuickly() {
        let long = String(repeating: "start my shift ", count: 40)
        #expect(grammar.recognise(long).intent == nil)
    }

    @Test func randomBytesNeverMatchOrCrash() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let bytes = (0..<Int.random(in: 0...200, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            _ = grammar.recognise(String(decoding: bytes, as: UTF8.self))
        }
    }

    @Test func noMatchCarriesTheNormalisedText() {
        #expect(grammar.recognise("Um, PAUSE the music") == .noMatch(normalised: "pause the music", closest: nil))
    }
}
