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

    @Test(arguments: [("would you be so kind as to clock me in", "StartShift"), ("kindly mark this as dropped off", "RecordDeliveryEvent"),
                      ("could you set me as moving again please", "DriveAgain"), ("get me off lunch, thanks", "ResumeShift"),
                      ("place my dash into pause", "PauseShift"), ("i would appreciate it if you could end my dash", "EndShift"),
                      ("set me on a quick break", "PauseShift")])
    func aRequestOrRecordingFrameAroundACommandIsThatCommand(_ sentence: String, _ intent: String) {
        #expect(grammar.recognise(sentence).intent == intent)
    }

    @Test(arguments: [("jumping on the clock for the dinner rush", "StartShift"), ("logging in for the breakfast rush", "StartShift"),
                      ("the truck is in park", "ParkVehicle"), ("back in the ride", "DriveAgain"), ("on my 15", "PauseShift"),
                      ("hand off done", "RecordDeliveryEvent"), ("another job accepted", "StartDelivery"),
                      ("lunch over let us go", "ResumeShift"), ("i double parked out front", "ParkVehicle"),
                      ("stopping for a snack break 20 mins", "PauseShift")])
    func slangNamesTheCommand(_ sentence: String, _ intent: String) {
        #expect(grammar.recognise(sentence).intent == intent)
    }

    @Test(arguments: [("we have took the groceries", "RecordDeliveryEvent"), ("i am made park here", "ParkVehicle"),
                      ("i hand groceries to the customer", "RecordDeliveryEvent"), ("kindly begin one new order", "StartDelivery")])
    func learnersFormsNameTheCommand(_ sentence: String, _ intent: String) {
        #expect(grammar.recognise(sentence).intent == intent)
    }

    @Test(arguments: ["should i jump on the clock", "my car was in park for an hour", "did i take my 30", "could i be so kind as to end my dash",
                      "don't mark that as dropped off", "put my dash on break tomorrow"])
    func questionsPlansAndNegationsOfTheNewFamiliesAreRefused(_ sentence: String) {
        #expect(grammar.recognise(sentence).intent == nil)
    }

    @Test(arguments: [("clock me o out", "EndShift"), ("pic ked up the food", "RecordDeliveryEvent"), ("take a bre break", "PauseShift"),
                      ("i am par ked", "ParkVehicle"), ("resume my da dash resume", "ResumeShift"), ("start my shift sta", "StartShift")])
    func stuttersAndSplitWordsAreHeardAsTheWord(_ sentence: String, _ intent: String) {
        #expect(grammar.recognise(sentence).intent == intent)
    }

    @Test func twoShortWordsAreNeverJoinedIntoAShortOne() {
        // "i" and "n" would spell nothing the grammar has; "not" split as "no t" must still negate.
        #expect(grammar.recognise("i am no t parked").intent == nil)
    }

    @Test(arguments: [("pickup for jo pickup for jo clock me out", "EndShift"), ("table nine table nine take a break", "PauseShift")])
    func wordsSaidTwiceBeforeACommandAreBackgroundNoise(_ sentence: String, _ intent: String) {
        #expect(grammar.recognise(sentence).intent == intent)
    }

    @Test(arguments: [("my feet are killing me i'm gonna end my shift", "EndShift"), ("gotta stretch my legs pause my shift", "PauseShift"),
                      ("break's done let's roll", "ResumeShift"), ("hey log me off grubhub i'm done", "EndShift"),
                      ("okay let's go online uber eats", "StartShift"), ("clocking out of instacart", "EndShift"),
                      ("okay coffee's finished back to it", "ResumeShift"), ("traffic is bad end my shift", "EndShift"),
                      ("alright food's delivered nice house by the way", "RecordDeliveryEvent"),
                      ("time to make some money clock me in", "StartShift"), ("got a stretch my legs pausing my shift", "PauseShift"),
                      ("ago offline", "EndShift"), ("pause my shift no wait and it", "EndShift"), ("pause my shift no wait ended", "EndShift"),
                      ("firing up grubhub starting my shift now", "StartShift"), ("alright let's keep going break is done", "ResumeShift"),
                      ("done walking back to driving", "DriveAgain"), ("i'm free for today end shift", "EndShift")])
    func aRemarkOfTheDriversOwnOrAnAppBesideACommandCarriesNone(_ sentence: String, _ intent: String) {
        #expect(grammar.recognise(sentence).intent == intent)
    }

    @Test(arguments: ["open the doordash app", "close the uber eats app i'm done", "taking a break a round three", "let me know i'm parked",
                      "my kid wants to end my shift", "my app keeps pausing my shift", "three hours ago offline", "picked up no wait and it", "picked up no wait ended",
                      "time to pick up the kids end my shift", "thinking about starting my shift", "keep going to end my shift",
                      "i'm going break is done"])
    func anAppOpenedAPlanHeardInTwoWordsAndAGovernedCommandAreRefused(_ sentence: String) {
        #expect(grammar.recognise(sentence).intent == nil)
    }

    @Test(arguments: [("done drop off complete", "RecordDeliveryEvent"), ("okay all done order delivered", "RecordDeliveryEvent"),
                      ("done parked", "ParkVehicle"), ("done driving", "EndShift"), ("done for the day", "EndShift")])
    func aDoneSaidBeforeACommandFinishesTheStepItRecords(_ sentence: String, _ intent: String) {
        #expect(grammar.recognise(sentence).intent == intent)
    }

    @Test(arguments: [("about to pull out here we go", "DriveAgain"), ("head out here we go", "DriveAgain")])
    func aFillerOpeningWithAVerbsParticleLeavesTheParticle(_ sentence: String, _ intent: String) {
        #expect(grammar.recognise(sentence).intent == intent)
    }

    @Test(arguments: ["done on break", "done not delivered", "done now parked", "done"])
    func aDoneThatGoesOnWithWhatFollowsItIsNoOpening(_ sentence: String) {
        #expect(grammar.recognise(sentence).intent == nil)
    }

    @Test(arguments: ["i forgot to clock me out", "go team go end my shift", "pickup for jo clock me out"])
    func wordsBeforeACommandThatAreNotSaidTwiceStillGovernIt(_ sentence: String) {
        #expect(grammar.recognise(sentence).intent == nil)
    }

    @Test(arguments: [("goodbye take care back on the road", "DriveAgain"), ("thanks so much have a nice evening dropped it off", "RecordDeliveryEvent"),
                      ("okay, unpause me please", "ResumeShift")])
    func aFarewellBeforeACommandCarriesNone(_ sentence: String, _ intent: String) {
        #expect(grammar.recognise(sentence).intent == intent)
    }

    @Test func aFarewellAloneIsNotACommand() {
        #expect(grammar.recognise("have a great night").intent == nil)
    }

    @Test func aCorrectionByPronounTakesTheObjectOfTheCommandTakenBack() {
        #expect(grammar.recognise("start my dash, no wait, stop it").intent == "EndShift")
        #expect(grammar.recognise("start my dash, no wait, stop it later").intent == nil)
        #expect(grammar.recognise("start my dash, no wait, not it").intent == nil)
        #expect(grammar.recognise("parked, no wait, leave it").intent == nil)
    }

    @Test func aVetoBesideACommandRefusesItInEveryClause() {
        #expect(grammar.recognise("podcast clock me in and go online").intent == nil)
        #expect(grammar.recognise("the podcast is loud on the scooter, clock me in").intent == "StartShift")
    }

    @Test func shiftHeardAsChefIsShift() {
        #expect(grammar.recognise("pause my chef").intent == "PauseShift")
        #expect(grammar.recognise("pause my chef", tolerance: false).intent == nil)
        #expect(grammar.recognise("the chef is slow tonight").intent == nil)
    }
}
