import Grammar
import Testing

/// Sentences of drivers who never read the grammar: vetoes that reach across clauses, retractions by
/// dismissal, request frames, noise before a command, stutters, slang and learners' forms.
@Suite struct SecondPassTests {
    let grammar = Grammar.english

    @Test(arguments: ["i am not finished yet, carry on", "we are not done here, continue", "not parked yet, still looking",
                      "i am not done for the day, back to it"])
    func aNegatedCommandWordVetoesTheWholeSentence(_ sentence: String) {
        #expect(grammar.recognise(sentence).intent == nil)
    }

    @Test func aNegationOfSomethingElseVetoesOnlyItsClause() {
        #expect(grammar.recognise("the charger is not working, start my shift").intent == "StartShift")
    }

    @Test func keepGoingAloneIsNotAResume() {
        #expect(grammar.recognise("keep going").intent == nil)
        #expect(grammar.recognise("keep delivering").intent == "ResumeShift")
    }

    @Test(arguments: ["i stopped right here last month and the car got towed", "parked at that mall the other day",
                      "once i picked up the food and it was cold", "started my shift on time last friday"])
    func aPastTimeMarkerVetoes(_ sentence: String) {
        #expect(grammar.recognise(sentence).intent == nil)
    }

    @Test(arguments: ["clock me out, disregard that", "start my dash, ignore it", "picked up, my mistake",
                      "take a break, false alarm", "accepted a batch, oh no wrong one", "parked, cancel that"])
    func aDismissalTakesBackWhatCameBefore(_ sentence: String) {
        #expect(grammar.recognise(sentence).isRefused)
        #expect(grammar.recognise(sentence).intent == nil)
    }

    @Test func aDismissalFollowedByACommandMeansThatCommand() {
        #expect(grammar.recognise("take a break, oh wait no, i accepted a new order").intent == "StartDelivery")
    }
}
