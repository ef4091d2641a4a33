@testable import Grammar
import Testing

/// The rules that keep tolerance from guessing: a sound-alike key for words no spelling reaches, merges under
/// the four-letter rule, negating affixes, and `sounds` rules that reach vetoes.
@Suite struct ToleranceRuleTests {
    let grammar = Grammar.english

    @Test func soundAlikeWordsShareAKey() {
        #expect(PhoneticKey.key("resoom") == PhoneticKey.key("resume"))
        #expect(PhoneticKey.key("klok") == PhoneticKey.key("clock"))
        #expect(PhoneticKey.key("fone") == PhoneticKey.key("phone"))
        #expect(PhoneticKey.key("start") != PhoneticKey.key("stop"))
        #expect(PhoneticKey.key("carwash") != PhoneticKey.key("coche"))
    }

    @Test(arguments: ["i'm in the carwash", "back in the car wash", "getting in the car wash"])
    func aPlaceIsNotTheVehicleItSoundsLike(_ sentence: String) {
        #expect(grammar.recognise(sentence).intent == nil)
    }

    @Test(arguments: [("rezoom my dash", "ResumeShift"), ("klock me out", "EndShift"), ("paws my dash", "PauseShift")])
    func anUnknownWordMayStandForOneThatSoundsTheSame(_ sentence: String, _ intent: String) {
        #expect(grammar.recognise(sentence).intent == intent)
        #expect(grammar.recognise(sentence, tolerance: false).intent == nil)
    }

    @Test(arguments: ["start my pig", "park the cat", "and a wig", "end the fig"])
    func aMergeNeverRespeltsAShortWord(_ sentence: String) {
        #expect(grammar.recognise(sentence).intent == nil)
    }

    @Test(arguments: ["babe", "barb", "bbr", "babe, this song is so good"])
    func anAbbreviationIsNeverReachedByANearSpellingOrSound(_ sentence: String) {
        #expect(grammar.recognise(sentence).intent == nil)
    }

    @Test(arguments: ["test", "test test", "best", "west", "barked"])
    func aWordAloneIsNotRespeltAtItsFirstLetter(_ sentence: String) {
        #expect(grammar.recognise(sentence).intent == nil)
    }

    @Test func aWordAloneIsStillRespeltPastItsFirstLetter() {
        #expect(grammar.recognise("parkd").intent == "ParkVehicle")
        // Beside other words a first letter may still slip: "rtart my shift" is "start my shift".
        #expect(grammar.recognise("rtart my shift").intent == "StartShift")
    }

    @Test func anAbbreviationTypedAsItIsStillCounts() {
        #expect(grammar.recognise("brb").intent == "PauseShift")
    }

    @Test func aMergeStillJoinsASplitWord() {
        #expect(grammar.recognise("pick dup").intent == "RecordDeliveryEvent")
        #expect(grammar.recognise("re zoom my shift").intent == "ResumeShift")
    }

    @Test func twoWholeWordsAreNotOneShortWordBySound() {
        // "help highway" joined has the sound key of "half" ("on my half": a half-hour break).
        #expect(grammar.recognise("only help highway").intent == nil)
        #expect(grammar.recognise("on my help highway").intent == nil)
    }

    @Test(arguments: ["the order is undelivered", "mark it as undelivered", "car unparkd"])
    func aNegatingAffixIsNeverRespeltAwayAndVetoes(_ sentence: String) {
        let recognition = grammar.recognise(sentence)
        #expect(recognition.intent == nil)
    }

    @Test func aNegatedCommandWordRefusesAsANegation() {
        #expect(grammar.recognise("food undelivered") == .refused(normalised: "food undelivered", reason: .negation))
    }

    @Test func aWordEndingInNtNegatesOnlyAsAnAuxiliary() {
        // "decent" is no "dece" negated; "couldnt" is "could not".
        #expect(grammar.recognise("took that order, looks decent").intent == "StartDelivery")
        #expect(grammar.recognise("took that order, couldnt").intent == nil)
    }

    @Test func aSlipInsideAWordThatItselfStartsWithAPrefixIsStillCorrected() {
        #expect(grammar.recognise("unpasue").intent == "ResumeShift")
    }

    @Test func soundsRulesReachVetoes() {
        // "at" heard as "and": a plan, not a command now.
        #expect(grammar.recognise("start my shift and nine") == .refused(normalised: "start my shift and nine", reason: .plan))
        #expect(grammar.recognise("start my shift and then park").intent == nil)
    }
}
