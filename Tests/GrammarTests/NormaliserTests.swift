import Testing
@testable import Grammar

@Suite struct NormaliserTests {
    @Test func foldsCaseAndDropsPunctuation() {
        #expect(Normaliser.normalise("Parked out FRONT.") == ["parked", "out", "front"])
    }

    @Test func spellsOutContractionsWrittenEveryWay() {
        #expect(Normaliser.normalise("I'm parked") == ["i", "am", "parked"])
        #expect(Normaliser.normalise("im parked") == ["i", "am", "parked"])
        #expect(Normaliser.normalise("I’m parked") == ["i", "am", "parked"])
        #expect(Normaliser.normalise("don't") == ["do", "not"])
        #expect(Normaliser.normalise("can't") == ["can", "not"])
        #expect(Normaliser.normalise("won't") == ["will", "not"])
        #expect(Normaliser.normalise("I've got the bags") == ["i", "have", "got", "the", "bags"])
        #expect(Normaliser.normalise("break's over") == ["break", "is", "over"])
        #expect(Normaliser.normalise("let's go") == ["let", "us", "go"])
    }

    @Test func aNegationCutBeforeItsTIsStillANegation() {
        #expect(Normaliser.normalise("i haven picked up the food") == ["i", "have", "not", "picked", "up", "the", "food"])
        #expect(Grammar.english.recognise("i haven picked up the food").intent == nil)
        #expect(Grammar.english.recognise("i didn start my shift").intent == nil)
        #expect(Grammar.english.recognise("i have picked up the food").intent == "RecordDeliveryEvent")
    }

    @Test func aContractionSaidTwiceCountsOnce() {
        // "i am i am" would hold the question "am i".
        #expect(Normaliser.normalise("I'm I'm on lunch") == ["i", "am", "on", "lunch"])
        #expect(Normaliser.normalise("i’m i'm on lunch") == ["i", "am", "on", "lunch"])
        #expect(Grammar.english.recognise("i'm i'm on lunch").intent == "PauseShift")
        #expect(Grammar.english.recognise("i'm i'm not on lunch").intent == nil)
        // Words said twice stay; so does a contraction after a clause ends.
        #expect(Normaliser.normalise("no no") == ["no", "no"])
        #expect(Normaliser.normalise("I'm parked. I'm back") == ["i", "am", "parked", "i", "am", "back"])
        #expect(Normaliser.analyse("that's it, that's it").tokens == ["that", "is", "it", "that", "is", "it"])
    }

    @Test func unifiesDashesQuotesAndWhitespace() {
        #expect(Normaliser.normalise("“drop—off”\t  now") == ["drop", "off", "now"])
        #expect(Normaliser.normalise("pick-up") == ["pick", "up"])
    }

    @Test func marksClausesAndQuestions() {
        let sentence = Normaliser.analyse("grabbing lunch, pause my shift")
        #expect(sentence.clauseStarts == [2])
        #expect(!sentence.isQuestion)
        #expect(Normaliser.analyse("did I park?").isQuestion)
    }

    @Test func keepsNonEnglishLettersLowerCased() {
        #expect(Normaliser.normalise("Je suis GARÉ") == ["je", "suis", "garé"])
    }

    @Test func cutsOffOverlongInput() {
        let long = String(repeating: "word ", count: GrammarLimits.sentenceTokens + 10)
        #expect(Normaliser.analyse(long).isTooLong)
        #expect(!Normaliser.analyse("start my shift").isTooLong)
    }

    @Test func moneySignBecomesAWord() {
        #expect(Normaliser.normalise("$6 tip") == ["dollars", "6", "tip"])
    }

    @Test func anApostropheDAfterAnythingButAPronounMarksThePast() {
        #expect(Normaliser.normalise("pu'd") == ["pu"])
        #expect(Normaliser.normalise("RTS'd") == ["rts"])
        #expect(Normaliser.normalise("I'd") == ["i", "would"])
        #expect(Normaliser.normalise("they'd") == ["they", "would"])
    }
}
