import Grammar
import Testing

/// The clause layer around the template matcher: refusals by kind, retractions and self-corrections, request
/// frames, and a command found among noise in its clause.
@Suite struct ClauseTests {
    let grammar = Grammar.english

    @Test func refusalsSayWhy() {
        #expect(grammar.recognise("did you end my shift") == .refused(normalised: "did you end my shift", reason: .question))
        #expect(grammar.recognise("can I end my shift?").isRefused)
        #expect(grammar.recognise("I am not parked") == .refused(normalised: "i am not parked", reason: .negation))
        #expect(grammar.recognise("pause my shift in ten minutes") == .refused(normalised: "pause my shift in ten minutes", reason: .plan))
        #expect(grammar.recognise("pause the spotify playlist").isRefused)
    }

    @Test func aRefusedSentenceIsNeverOfferedASuggestion() {
        let refused = grammar.recognise("start my shif at nine")
        #expect(refused.isRefused && refused.suggestion == nil)
        #expect(grammar.recognise("start my").suggestion == "start my shift")
    }

    @Test(arguments: ["clock me out, just kidding", "end my dash, wait", "grabbed the bag, oops", "begin my shift, nah forget it",
                      "clock me out lol", "take a break, scratch that"])
    func aRetractionTakesBackWhatCameBefore(_ sentence: String) {
        #expect(grammar.recognise(sentence) == .refused(normalised: grammar.recognise(sentence).normalisedText, reason: .retraction))
    }

    @Test func aSelfCorrectionCountsOnlyTheCommandMeant() {
        #expect(grammar.recognise("take a break, I mean end my shift").intent == "EndShift")
        #expect(grammar.recognise("take a break \u{2014} no wait, clock me out").intent == "EndShift")
        #expect(grammar.recognise("parked, sorry, picked up the food").intent == "RecordDeliveryEvent")
    }

    @Test func aRequestFrameMakesAQuestionMarkARequest() {
        #expect(grammar.recognise("could you pause my shift, please?").intent == "PauseShift")
        #expect(grammar.recognise("would you mind pausing my dash?").isRefused == false)
        #expect(grammar.recognise("can I end my shift?") == .refused(normalised: "can i end my shift", reason: .question))
        #expect(grammar.recognise("could you pause my shift?").isRefused)
    }

    @Test func aCommandAmongNoiseInItsClauseCounts() {
        #expect(grammar.recognise("end my uh end my shift the dog is barking").intent == "EndShift")
        #expect(grammar.recognise("clock me out i am exhausted").intent == "EndShift")
    }

    @Test(arguments: ["picked up my nephew", "I should start my shift", "start driving to the gym", "i accepted the invite",
                      "pause my shift in an hour"])
    func wordsAroundAPhraseThatChangeItsMeaningAreNotNoise(_ sentence: String) {
        #expect(grammar.recognise(sentence).intent == nil)
    }
}

extension Recognition {
    var normalisedText: String {
        switch self {
        case .match(_, _, let matched): matched
        case .noMatch(let text, _), .refused(let text, _): text
        }
    }
}
