import Testing
@testable import Command
import Grammar

@Suite struct ListenOptionsTests {
    @Test func filesAreKeptInOrderAndParseRecognisesOnly() throws {
        let options = try CommandLineOptions.parse(["listen", "--parse", "--json", "--file", "a.wav", "--file=b.wav"])
        #expect(options.subcommand == .listen(files: ["a.wav", "b.wav"], parseOnly: true))
        #expect(options.json)
    }

    @Test func withoutFilesItListensToStandardInput() throws {
        #expect(try CommandLineOptions.parse(["listen"]).subcommand == .listen(files: [], parseOnly: false))
    }

    @Test func listenOptionsBelongToListen() {
        #expect(throws: UsageError.self) { try CommandLineOptions.parse(["say", "parked", "--file", "a.wav"]) }
        #expect(throws: UsageError.self) { try CommandLineOptions.parse(["parse", "--parse", "parked"]) }
        #expect(throws: UsageError.self) { try CommandLineOptions.parse(["listen", "start", "my", "shift"]) }
        #expect(throws: UsageError.self) { try CommandLineOptions.parse(["listen", "--file", ""]) }
    }

    @Test func enrollingAndItsProfileAreListenOptions() throws {
        #expect(try CommandLineOptions.parse(["listen", "--enrol", "--file", "a.wav"]).subcommand
            == .listenEnrol(files: ["a.wav"], profile: nil))
        #expect(try CommandLineOptions.parse(["listen", "--enrol", "--voice-profile=/p"]).subcommand
            == .listenEnrol(files: [], profile: "/p"))
        #expect(try CommandLineOptions.parse(["listen", "--prompts"]).subcommand == .listenPrompts)
        #expect(try CommandLineOptions.parse(["listen", "--parse", "--voice-profile", "/p"]).subcommand
            == .listen(files: [], parseOnly: true, profile: "/p"))
        #expect(throws: UsageError.self) { try CommandLineOptions.parse(["listen", "--enrol", "--parse"]) }
        #expect(throws: UsageError.self) { try CommandLineOptions.parse(["listen", "--prompts", "--file", "a.wav"]) }
        #expect(throws: UsageError.self) { try CommandLineOptions.parse(["say", "parked", "--voice-profile", "/p"]) }
        #expect(throws: UsageError.self) { try CommandLineOptions.parse(["listen", "--voice-profile", ""]) }
    }

    @Test func compactBelongsToTheExport() throws {
        #expect(try CommandLineOptions.parse(["grammar", "export", "--jsgf", "--compact"]).subcommand == .grammarExportCompactJSGF)
        #expect(throws: UsageError.self) { try CommandLineOptions.parse(["parse", "--compact", "parked"]) }
    }
}

/// What `listen` does with what the two passes heard: the rule it acts by, on transcripts as the decoders
/// report them.
@Suite struct ListenCheckTests {
    typealias Decision = Listener.CheckPolicy.Decision
    let policy = Listener.CheckPolicy.sounds(acting: 0.3, asking: 0.6, refusalVetoes: true)
    let grammar = Grammar.english

    /// `witness`: what the general model alone heard, in clauses where it paused, when it is asked.
    func decide(
        _ heard: String, second: String, distance: Double = 0, policy: Listener.CheckPolicy? = nil, outOfGrammar: Bool = false,
        witness: String? = nil, secondAsOneClause: String? = nil, tailsApart: Double = 1
    ) -> Decision {
        // Both general-model passes are read beside the grammar's transcript, as `listen` reads them.
        let second = Listener.reading(second, besideGrammar: heard)
        let witness = witness.map { Listener.reading($0, besideGrammar: heard) }
        return (policy ?? self.policy).decide(
            grammarTranscript: heard, grammarMeaning: outOfGrammar ? nil : grammar.recognise(heard), secondTranscript: second,
            secondMeaning: grammar.recognise(second), distance: { distance },
            meaningWithout: { grammar.recognise(heard.split(separator: " ").dropFirst($0).dropLast($1).joined(separator: " ")) },
            witnessMeaning: { witness.map { grammar.recognise($0) } }, witnessTranscript: { witness },
            witnessRefusal: {
                witness.flatMap { Listener.refusal(ofWitness: $0.replacingOccurrences(of: ",", with: ""), besideGrammar: heard, grammar: grammar) }
            },
            witnessNamesARecord: { witness.map { Listener.namesARecord($0, besideGrammar: heard) } ?? false },
            witnessTakesBack: { witness.map { grammar.takesBack($0) } ?? false },
            secondAsOneClause: { secondAsOneClause.map { grammar.recognise($0) } },
            grammarTakesBack: { grammar.takesBack(heard) },
            corrections: { (grammar.correction(heard), grammar.correction(second)) }, soundsApart: { _, _ in tailsApart },
            meaningOf: { grammar.recognise($0) })
    }

    @Test func aCorrectionBothPassesHeardIsTheSecondPasssWhereTheyDifferOnlyOnWhatWasMeant() {
        // Both heard "pause my shift" taken back; the grammar forced the rest onto its nearest path.
        #expect(decide("pause my shift no sorry driving so record that", second: "pause my shift, no sorry, i mean start my shift")
            == .act("pause my shift, no sorry, i mean start my shift"))
        // Different commands taken back, or a retraction only one pass heard: two meanings, asked about.
        #expect(decide("end my shift sorry no pause it", second: "pause my shift sorry no, start my shift")
            == .ask("pause my shift sorry no, start my shift"))
        #expect(decide("taking this order oops parked up", second: "taking this order, started up") == .ask("taking this order, started up"))
    }

    @Test func aCommandWordNeitherGeneralModelHeardIsAskedAbout() {
        // "i'm so tired" heard "i'm out so tired" by the grammar: "out", what makes it a command, is the grammar's alone.
        #expect(decide("i'm out so tired", second: "i'm so tired", distance: 0.1, witness: "i'm so tired") == .ask("i'm out so tired"))
        // A word written run together is still heard: "pickup" for "picked up".
        #expect(decide("food picked up", second: "foods pickup", distance: 0.1, witness: "his ticket") == .act("food picked up"))
        #expect(decide("i'm out so tired", second: "i'm out so tired", distance: 0, witness: "i'm so tired") == .act("i'm out so tired"))
    }

    @Test func whatOppositeCommandsBothActOnIsNoCommandHeard() {
        // "yeah the shift's been alright" heard "… the shift's live …" by the grammar: both general-model passes heard
        // "shift", which a start and an end share, and neither heard "live".
        #expect(decide("yeah the shift's live alright", second: "yeah the shift's been alright", distance: 0.1, witness: "yeah the shifts been alright")
            == .ask("yeah the shift's live alright"))
        #expect(decide("yeah the shift's live alright", second: "yeah the shift's live alright", distance: 0, witness: "yeah the shifts live alright")
            == .act("yeah the shift's live alright"))
    }

    @Test func aCorrectionBothPassesHeardStandsThoughTheGeneralModelAloneLostItsEnd() {
        #expect(decide("i do park at pole sorry riding again", second: "i'm parked, no sorry, driving again", witness: "i'm parked, no sorry, writing again")
            == .act("i'm parked, no sorry, driving again"))
        // Two passes that differ on the command meant: the retraction the general model alone heard stands.
        #expect(decide("pickedup oh wait pu aqui ah", second: "picked up, but wait, we're on the clock", witness: "the top but wait, wrong god")
            == .ask("picked up, but wait, we're on the clock"))
        // Without a correction, a retraction the general model alone heard still makes the command a question.
        #expect(decide("i'm parked", second: "i'm parked", witness: "i'm parked, just kidding") == .ask("i'm parked"))
    }

    @Test func aCorrectionBothPassesHeardStandsThoughTheGeneralModelAloneHeardItsRetractionAsANegation() {
        // "no wait" heard "no way" by the general model alone.
        #expect(decide("start my shift no wait resume my shift", second: "start my shift, no wait, resume my shift",
                       witness: "start my shift, no way to pursue my shift") == .act("start my shift, no wait, resume my shift"))
        // Without a correction both passes heard, its negation still makes the command a question.
        #expect(decide("resume my shift", second: "resume my shift", witness: "no way to resume my shift") == .ask("resume my shift"))
    }

    @Test func aRefusalTheGrammarHeardOnlyInItsLastWordsGivesWayToTheSecondPasssCommand() {
        #expect(decide("so i'm stopping for a coffee break no", second: "so i'm stopping for a coffee break now i'm")
            == .act("so i'm stopping for a coffee break now i'm"))
        #expect(decide("accepted the ping at flex ago", second: "accepted the ping, let's go") == .act("accepted the ping, let's go"))
        // A retraction at the end, or a refusal before the command, stands.
        #expect(decide("end my shift just kidding", second: "end my shift okay") == .ask("end my shift okay"))
        #expect(decide("i am not parked", second: "i am parked now") == .ask("i am parked now"))
        // A plan stands, however it ends.
        #expect(decide("start my shift tomorrow", second: "start my shift, to borrow", witness: "start my shift") == .ask("start my shift, to borrow"))
        // More than two words of refusal stand.
        #expect(decide("picked up the order not right now", second: "picked up the order, to know", witness: "picked up the order")
            == .ask("picked up the order, to now"))
        // Where the second pass heard nothing after the command, only the general model alone hearing it settles the refusal.
        #expect(decide("end my shift no", second: "end my shift") == .ask("end my shift"))
        #expect(decide("end my shift no", second: "end my shift", witness: "end my shift") == .act("end my shift"))
        #expect(decide("end my shift no", second: "end my shift", witness: "end my shift no") == .ask("end my shift"))
    }

    @Test func aPlanOrRetractionTheGrammarForcedOntoTheCommandsOwnSoundsGivesWayWhereTheOtherTwoHeardTheCommand() {
        #expect(decide("time for a pause three pm", second: "time for a coffee break", witness: "time for a coffee break")
            == .act("time for a coffee break"))
        #expect(decide("picked up the or rather", second: "picked up the order", witness: "picked up the order") == .act("picked up the order"))
        #expect(decide("finished my lunch as soon as", second: "finished my lunch resume shift", witness: "finished my lunch resume shift")
            == .act("finished my lunch resume shift"))
        // The general model alone hearing no command, or another, leaves it a question.
        #expect(decide("time for a pause three pm", second: "time for a coffee break", witness: "time for a copy brick")
            == .ask("time for a coffee break"))
        #expect(decide("time for a pause three pm", second: "time for a coffee break") == .ask("time for a coffee break"))
        // The second pass ending on words of no command heard something there: the plan stands.
        // (Its "and night" is "at night", a plan of its own: the grammar's refusal is answered.)
        #expect(decide("start my shift at nine", second: "start my shift, and night", witness: "start my shift") == .asHeard)
        #expect(decide("going offline at eight", second: "going offline that they tonight", witness: "going offline that date tonight")
            == .ask("going offline that they tonight"))
        // The same command said again after it is no remark.
        #expect(decide("i'm finished for the day oclock", second: "i'm finished for the day clock me out",
                       witness: "i'm finished for the day clock me out") == .act("i'm finished for the day clock me out"))
        // A question's opener is never overruled so.
        #expect(decide("does i'm calling it a night", second: "uh i'm calling it a night", witness: "uh i'm calling it a night")
            == .ask("uh i'm calling it a night"))
    }

    @Test func aQuestionsOpenerHeardOnlyBeforeABareCommandVerbIsAMisheardFiller() {
        #expect(decide("where resume my shift please", second: "hey resume my shift please", witness: "hey resume my shift please")
            == .act("hey resume my shift please"))
        #expect(decide("does start shift", second: "us start shift", witness: "thus start shift") == .act("us start shift"))
        // A question puts its subject after the opener; and the general model alone must hear the command too.
        #expect(decide("did i start my shift", second: "dude i start my shift", witness: "dude i start my shift")
            == .ask("dude i start my shift"))
        #expect(decide("where resume my shift please", second: "hey resume my shift please", witness: "where is my shift please")
            == .ask("hey resume my shift please"))
        // "shut" and "hold" open commands as bare verbs.
        #expect(decide("should shut down for the day", second: "shut it down for the day", witness: "shut it down for the day")
            == .act("shut it down for the day"))
    }

    @Test func anOpenerTheGeneralModelAloneHeardInPlaceOfACommandWordAsksNothing() {
        #expect(decide("park the car", second: "park the car", witness: "are the car") == .act("park the car"))
        #expect(decide("pause dashing", second: "pause dashing", witness: "was dashing") == .act("pause dashing"))
        #expect(decide("so i'm starting work now", second: "so i'm starting work now", witness: "so when starting work now")
            == .act("so i'm starting work now"))
        // Said before the command, or in place of a filler, it asks.
        #expect(decide("we parked here", second: "we parked here", witness: "are we parked here") == .ask("we parked here"))
        #expect(decide("ah we parked here", second: "ah we parked here", witness: "are we parked here") == .ask("ah we parked here"))
        // A negation so heard still stands: "not another order" is a driver's complaint.
        #expect(decide("got another order", second: "got another order", witness: "not another order") == .ask("got another order"))
    }

    @Test func twoOppositeCommandsHeardInTheSameWordsButOneAreAskedAbout() {
        #expect(decide("hey start the shift", second: "hey stop the shift", witness: "hey stop the shift") == .ask("hey stop the shift"))
        #expect(Listener.CheckPolicy.differInOneWord("hey start the shift", "hey stop the shift"))
        #expect(!Listener.CheckPolicy.differInOneWord("bathroom break up", "bathroom break"))
        // Other words apart, the general model alone still settles them.
        #expect(decide("bathroom break up", second: "bathroom break", witness: "bathroom break") == .act("bathroom break"))
    }

    @Test func aCorrectionToTheOppositeCommandHeardInOneWordApartIsAskedAbout() {
        // espeak-ng's faster voice: "… i mean pause my shift" heard "… i mean unpause my shift" by the second pass.
        #expect(decide("end my shift sorry i mean pause my shift", second: "end my shift sorry i mean unpause my shift",
                       witness: "ends my shift sorry i mean cause my shift") == .ask("end my shift sorry i mean unpause my shift"))
        // Another command meant, not its opposite: the second pass's, as before.
        #expect(decide("end my shift sorry i mean start my shift", second: "end my shift sorry i mean resume my shift")
            == .act("end my shift sorry i mean resume my shift"))
    }

    @Test func aCommandOnlyTheGrammarHeardIsAskedAboutWhereTheGeneralModelAloneHeardAnother() {
        // "resume my shift, no, pause it".
        #expect(decide("resume my shift oh log it that", second: "resume my shift oh log it", witness: "resume my shift no pause it")
            == .ask("resume my shift oh log it that"))
        #expect(decide("resume my shift oh log it that", second: "resume my shift oh log it", witness: "resume my shift oh log it")
            == .act("resume my shift oh log it that"))
    }

    @Test func aCommandOnlyTheGrammarHeardIsAskedAboutWhereAnActuallyFollowsIt() {
        #expect(decide("parking up actually back in hundred", second: "parking on actually back in the car",
                       witness: "parking on actually back in the car") == .ask("parking up actually back in hundred"))
        #expect(decide("parking up", second: "parking on", witness: "parking on") == .act("parking up"))
    }

    @Test func aContractionSaidTwiceBeforeAStateIsAskedAbout() {
        // "wait, am i online", heard by both general-model passes as "wait i'm i'm online".
        #expect(decide("wait no", second: "wait i'm i'm online") == .ask("wait i'm i'm online"))
        #expect(decide("i'm online", second: "i'm online") == .act("i'm online"))
        // Before a verb it was a filler and the "i'm" said.
        #expect(!Listener.CheckPolicy.saysAContractionTwice("i'm i'm grabbing lunch pause my shift"))
        #expect(Listener.CheckPolicy.saysAContractionTwice("i'm i'm on break right now"))
        // The grammar heard a hesitation before the contraction, where a question would have its opener.
        #expect(decide("um i'm back in the car", second: "i'm i'm back in the car") == .act("i'm i'm back in the car"))
        #expect(decide("am i on break right now", second: "i'm i'm on break right now") == .ask("i'm i'm on break right now"))
        // Not before a state drivers ask about: flite kal's "am i parked right now", heard "erm i'm park right now" by the grammar.
        #expect(decide("erm i'm park right now", second: "i'm i'm parked right now") == .ask("i'm i'm parked right now"))
        #expect(decide("um i'm on break", second: "i'm i'm on break") == .ask("i'm i'm on break"))
    }

    @Test func aRequestTheGeneralModelsHeardAsAQuestionIsTheRequest() {
        // flite slt's "could you start my shift please", heard "did you …" by both general-model decoders.
        #expect(decide("could you start my shift please", second: "did you start my shift please", witness: "did you start my shift please")
            == .act("could you start my shift please"))
        #expect(decide("could u mark me as parked", second: "did you mark me as parked", witness: "did you mark me as part")
            == .act("could u mark me as parked"))
        // The second pass heard another command after its "did you", or the grammar heard the question: asked, or no command.
        #expect(decide("could you start my shift please", second: "did you stop my shift please", witness: "did you stop my shift please")
            == .ask("could you start my shift please"))
        #expect(decide("did you pick up my order", second: "did you pick up my order", witness: "did you pick up my order") == .asHeard)
    }

    @Test func instacartHeardAsInsteadIsTheAppWhereTheGrammarHeardIt() {
        #expect(Listener.reading("starting my instead card shift right now", besideGrammar: "starting my instacart shift right now")
            == "starting my instacart shift right now")
        #expect(decide("starting my instacart shift right now", second: "starting my instacart shift right now",
                       witness: "starting my instead card shift right now") == .act("starting my instacart shift right now"))
        // Where the grammar heard no app, "instead" is the speaker's.
        #expect(Listener.reading("instead card me out", besideGrammar: "clock me out") == "instead card me out")
    }

    @Test func imBeforeTheDriversOwnIIsTheFillerTheGrammarHeard() {
        // flite's and espeak-ng's "um i need a break": the general model heard "i'm i need a break", the grammar "um".
        #expect(Listener.reading("i'm i need a break", besideGrammar: "um i need a break") == "um i need a break")
        #expect(decide("erm i got an order", second: "i'm i got an order", witness: "i'm i got an order") == .act("erm i got an order"))
        // Where the grammar heard no filler, the general model's words stand.
        #expect(Listener.reading("i'm i need a break", besideGrammar: "i need a break") == "i'm i need a break")
    }

    @Test func needBeforeABareVerbIsTheMeanTheGrammarHeard() {
        // flite rms with car noise: "end my shift i mean start my shift".
        #expect(Listener.reading("end my shift i need start my shift", besideGrammar: "end my shift i mean start my shift")
            == "end my shift i mean start my shift")
        // Not where the grammar heard no "i mean", nor before anything but a bare verb.
        #expect(Listener.reading("i need start my shift", besideGrammar: "start my shift") == "i need start my shift")
        #expect(Listener.reading("end my shift i need a break", besideGrammar: "end my shift i mean take a break")
            == "end my shift i need a break")
    }

    @Test func onLineAtTheEndIsOnline() {
        // espeak-ng's faster "time to go online": the grammar heard "on lunch", a break; read whole, the passes disagree.
        #expect(Listener.reading("time to go on like", besideGrammar: "time to go on lunch") == "time to go online")
        #expect(decide("time to go on lunch", second: "time to go on like", witness: "time to go on like") != .act("time to go on lunch"))
        #expect(Listener.reading("i'm going on line now", besideGrammar: "i'm going online now") == "i'm going online now")
        // Before anything else "like" is the speaker's.
        #expect(Listener.reading("going on like that", besideGrammar: "going online") == "going on like that")
    }

    @Test func theyBeforeTheDriversOwnImIsHey() {
        #expect(Listener.reading("they i'm starting my shift now", besideGrammar: "am starting my shift now")
            == "hey i'm starting my shift now")
        #expect(Listener.reading("they are parked", besideGrammar: "they are parked") == "they are parked")
    }

    @Test func myBeforeAStateIsAmI() {
        // flite's "am i online right now", heard "my online right now" by both general-model decoders and "erm i gone
        // live right now" by the grammar.
        #expect(Listener.reading("my online right now", besideGrammar: "erm i gone live right now") == "am i online right now")
        #expect(decide("erm i gone live right now", second: "my online right now", witness: "my online right now")
            == .ask("erm i gone live right now"))
        #expect(Listener.reading("my shift is over", besideGrammar: "my shift is over") == "my shift is over")
    }

    @Test func wereHeardForWeAreBeforeTheSecondPasssCommandIsNoQuestion() {
        #expect(decide("were gonna end the shift", second: "we're done and the shift", witness: "we're done and the shift")
            == .act("we're done and the shift"))
        // The general model alone did not hear the command: asked; the second pass heard the question: no command.
        #expect(decide("were gonna end the shift", second: "we're done and the shift", witness: "were done and the ship")
            == .ask("we're done and the shift"))
        #expect(decide("were gonna end the shift", second: "were we done and the shift", witness: "we're done and the shift")
            == .asHeard)
    }

    @Test func anOpenerAloneTheGeneralModelHeardAsksNothing() {
        #expect(decide("park", second: "park", witness: "are") == .act("park"))
        #expect(decide("park", second: "park", witness: "are you parked") == .ask("park"))
    }

    @Test func aCorrectionLandingOnTheCommandItTookBackIsAskedAbout() {
        #expect(decide("end my shift wait no let's call it a day", second: "and my shift, wait no just calling it")
            == .ask("and my shift, wait no just calling it"))
        // Corrected to another command, it is acted on.
        #expect(decide("end my shift wait no pause it", second: "end my shift, wait no, just pause it") == .act("end my shift, wait no, just pause it"))
    }

    @Test func aCorrectionBothPassesHeardIsTheGrammarsWhereTheSecondPassHeardItsEndAsNoCommand() {
        // Both took back "delivered"; the second pass's "kicked up" sounds like the grammar's "pickedup".
        #expect(decide("delivered no wait pickedup", second: "delivered no wait, kicked up", tailsApart: 0.2) == .act("delivered no wait pickedup"))
        #expect(decide("delivered no wait pickedup", second: "delivered no wait, kicked up", tailsApart: 0.5) == .ask("delivered no wait pickedup"))
        #expect(decide("delivered no wait pickedup", second: "delivered no wait, kicked up", tailsApart: 0.9) == .drop)
        // Words after the retraction that refuse on their own are asked about, however alike they sound.
        #expect(decide("delivered no wait pickedup", second: "delivered no wait, they can't", tailsApart: 0.1) == .ask("delivered no wait pickedup"))
        // Nothing after the second pass's retraction, or another command taken back: dropped.
        #expect(decide("delivered no wait pickedup", second: "delivered no wait", tailsApart: 0) == .drop)
        #expect(decide("parked no wait pickedup", second: "delivered no wait, kicked up", tailsApart: 0) == .drop)
    }

    @Test func aCommandAfterARetractionOnlyTheGrammarHeardGivesWayToOneTheOtherTwoHeard() {
        #expect(decide("taking this order oops parked up", second: "taking this order, started up", witness: "taking this order, started up")
            == .act("taking this order, started up"))
        // The general model alone heard something else, or the grammar's command took nothing back: asked about.
        #expect(decide("taking this order oops parked up", second: "taking this order, started up", witness: "taking this order parked up")
            == .ask("taking this order, started up"))
    }

    @Test func twoDifferentCommandsAreTheSecondPasssWhereTheGeneralModelAloneHeardItsVeryWords() {
        #expect(decide("okay i going on lunch", second: "okay i'm going online", witness: "okay i'm going online")
            == .act("okay i'm going online"))
        // The general model alone heard another command, or none: asked about.
        #expect(decide("okay i going on lunch", second: "okay i'm going online", witness: "okay i'm going on lunch")
            == .ask("okay i'm going online"))
        #expect(decide("okay i going on lunch", second: "okay i'm going online", witness: "okay i'm going on the line")
            == .ask("okay i'm going online"))
        // The second pass's command read through a misheard word ("hated" for "haven't" read as "have"): asked about.
        #expect(decide("bye hey the package dropped if you can", second: "i hated picked up the food", witness: "i hated picked up the food")
            == .ask("i hated picked up the food"))
    }

    @Test func aCorrectionOnlyTheGrammarHeardIsDropped() {
        // A navigation prompt, heard by the grammar as a retraction and a command.
        #expect(decide("in three handed the tucker nah riding", second: "in three hundred feet turn right", distance: 0.2) == .drop)
        // Heard by both passes, it is the command meant.
        #expect(decide("end my shift sorry i mean start my shift", second: "end my shift sorry, i mean start my shift")
            == .act("end my shift sorry, i mean start my shift"))
        // Without a retraction the grammar's command still stands on sounds alone.
        #expect(decide("i'm riding", second: "him riding", distance: 0.2) == .act("i'm riding"))
    }

    @Test func aRefusalHeardAcrossAPauseStillAsks() {
        // The speaker hesitated after "not": the pause made two clauses, and the second alone is a command.
        #expect(decide("", second: "i'm not, going offline", outOfGrammar: true) == .act("i'm not, going offline"))
        #expect(decide("", second: "i'm not, going offline", outOfGrammar: true, secondAsOneClause: "i'm not going offline")
            == .ask("i'm not, going offline"))
        #expect(decide("", second: "coffee's in the cup holder, let's go online", outOfGrammar: true,
                       secondAsOneClause: "coffee's in the cup holder let's go online") == .act("coffee's in the cup holder, let's go online"))
    }

    @Test func aCommandVerbAfterWordsHeardForDontIsAskedAbout() {
        // espeak-ng's "do not start my shift", heard by the grammar as "off to start my shift".
        #expect(decide("off to start my shift", second: "got to start my shift") == .ask("got to start my shift"))
        #expect(decide("", second: "to pause my shift", outOfGrammar: true) == .ask("to pause my shift"))
        // Not before a verb: "got to the order" is "got the order" misheard.
        #expect(decide("got the order", second: "got to the order") == .act("got the order"))
        #expect(decide("time to start my shift", second: "time to start my shift") == .act("time to start my shift"))
        // flite awb's "don't end my shift" and "unassign me from this order", heard so by all three decoders.
        #expect(decide("going to end my shift", second: "going to end my shift") == .ask("going to end my shift"))
        #expect(decide("gonna sign me off from this hours er", second: "gonna sign me from this order", distance: 0.2)
            == .ask("gonna sign me off from this hours er"))
        #expect(decide("i'm going to end my shift", second: "i'm going to end my shift") == .act("i'm going to end my shift"))
    }

    @Test func bothPassesHearingTheSameCommandActOnIt() {
        #expect(decide("okay start my shift", second: "okay start my shift") == .act("okay start my shift"))
        #expect(decide("start my shift", second: "start my shift", policy: .agree) == .act("start my shift"))
    }

    @Test func twoDifferentCommandsAreAskedAboutNeverGuessed() {
        // Asked in the second pass's words, the likelier to be right when the two differ.
        #expect(decide("clock me out", second: "clock me in") == .ask("clock me in"))
        #expect(decide("alright unpause my shift", second: "all right to pause my shift") == .ask("all right to pause my shift"))
        #expect(decide("picked up", second: "delivered") == .ask("delivered"))
        #expect(decide("clock me out", second: "clock me in", policy: .agree) == .ask("clock me out"))
    }

    @Test func aCommandOfAnotherMeaningTheSecondPassHeardAfterTheGrammarsIsAskedAbout() {
        // Two commands: the grammar took the second clause for a remark.
        #expect(decide("picked up the food let's go", second: "picked up the food i'm parked") == .ask("picked up the food let's go"))
        // A word heard in two, its second half a command's words, is no second command.
        #expect(decide("parking the car now", second: "park in the car now") == .act("parking the car now"))
        // Words of no command that end on the grammar's own command leave it the grammar's.
        #expect(decide("time to hit the road starting it", second: "wow the traffic time to hit the road")
            == .act("time to hit the road starting it"))
    }

    @Test func theSecondPassHearsCommandsTheGrammarHadNoPathFor() {
        // The grammar heard a filler where the command was, or no command at all.
        #expect(decide("", second: "end the shift and heading home") == .act("end the shift and heading home"))
        #expect(decide("finished my lunch break uh", second: "finished my lunch break resume the dash") == .act("finished my lunch break resume the dash"))
        #expect(decide("what a nice day", second: "i'm parked", outOfGrammar: true) == .act("i'm parked"))
    }

    @Test func aRefusalTheGrammarHeardTurnsTheSecondPassesCommandIntoAQuestion() {
        #expect(decide("ready to clock out tonight at nine", second: "ready to clock out") == .ask("ready to clock out"))
        #expect(decide("am driving now", second: "i'm driving now") == .ask("i'm driving now"))
        #expect(decide("don't end my shift", second: "going to end my shift") == .ask("going to end my shift"))
        #expect(decide("pay was good wrap up my shift", second: "hey wrap up my shift") == .ask("hey wrap up my shift"))
    }

    @Test func aThingVoiceCannotDoHeardOnlyInTheFirstWordIsAMisheardFiller() {
        // "pay" (money) for "hey": the rest is the command the second pass heard.
        #expect(decide("pay wrap up my shift", second: "hey wrap up my shift") == .act("hey wrap up my shift"))
        #expect(decide("pay wrap up my shift", second: "hey start my shift") == .ask("hey start my shift"))
        let noVeto = Listener.CheckPolicy.sounds(acting: 0.25, asking: 0.6, refusalVetoes: false)
        #expect(decide("ready to clock out tonight at nine", second: "ready to clock out", policy: noVeto) == .act("ready to clock out"))
    }

    @Test func theGrammarsCommandStandsWhenTheSecondPassHeardTheSameSounds() {
        #expect(decide("pause my shift", second: "cars my shift", distance: 0.14) == .act("pause my shift"))
        #expect(decide("pause my shift", second: "cars my shift", distance: 0.3) == .act("pause my shift"))
        #expect(decide("pause my shift", second: "cars the shift", distance: 0.4) == .ask("pause my shift"))
        #expect(decide("pause my shift", second: "the sunset is nice today", distance: 0.8) == .drop)
        #expect(decide("pause my shift", second: "cars my shift", distance: 0.14, policy: .agree) == .ask("pause my shift"))
    }

    @Test func theGeneralModelAloneHearingTheGrammarsCommandActsWhereTheSecondPassMisheardIt() {
        #expect(decide("order picked up", second: "order fifth of", distance: 0.4, witness: "order picked up") == .act("order picked up"))
        #expect(decide("park the car", second: "pack the car", distance: 0.8, witness: "i'm parked") == .act("park the car"))
        // The general model alone hearing another command, or none, leaves it a question or drops it.
        #expect(decide("park the car", second: "pack the car", distance: 0.4, witness: "i took the offer") == .ask("park the car"))
        #expect(decide("park the car", second: "pack the car", distance: 0.8, witness: "pack the car") == .drop)
        // A refusal the second pass heard still asks.
        #expect(decide("i'm on break", second: "i'm not on break", distance: 0.4, witness: "i'm on break") == .ask("i'm on break"))
    }

    @Test func aRefusalTheSecondPassHeardIsAskedAboutHoweverClose() {
        #expect(decide("i'm on break", second: "i'm not on break", distance: 0.1) == .ask("i'm on break"))
        #expect(decide("start my shift", second: "start my shift at nine", distance: 0.1) == .ask("start my shift"))
    }

    @Test func aRefusalTheGeneralModelAloneHeardMakesAnyCommandAQuestion() {
        // The command model pulled "don't go offline" towards the command in both passes; alone, the general model heard it.
        #expect(decide("time to go offline", second: "time to go offline", witness: "don't go offline") == .ask("time to go offline"))
        #expect(decide("time to go offline", second: "time to go offline", witness: "time to go off line") == .act("time to go offline"))
        #expect(decide("pause my shift", second: "cars my shift", witness: "pause my shift just kidding") == .ask("pause my shift"))
    }

    @Test func aNegationTheGeneralModelAloneHeardOnlyInItsLastWordIsNoVeto() {
        // "not" comes before what it denies: a last "no" or "can't" after the command both passes heard is their sound.
        #expect(decide("picked up", second: "picked up", witness: "they can't") == .act("picked up"))
        #expect(decide("clock me in", second: "clock me in", witness: "blocked me yet") == .act("clock me in"))
        // Anywhere before its end, it stands.
        #expect(decide("i'm on break", second: "i'm on break", witness: "i'm not on break") == .ask("i'm on break"))
        #expect(decide("picked up", second: "picked up", witness: "can't pick it up") == .ask("picked up"))
    }

    @Test func aNoTheGeneralModelHeardForTheGrammarsLastNowIsNow() {
        #expect(Listener.reading("parking no", besideGrammar: "parking now") == "parking now")
        #expect(Listener.reading("i'm on the clock, know", besideGrammar: "i'm on the clock now") == "i'm on the clock, now")
        // Only where the grammar heard "now" there, and never a "no" said alone.
        #expect(Listener.reading("parking no", besideGrammar: "parking") == "parking no")
        #expect(Listener.reading("no", besideGrammar: "now") == "no")
        #expect(decide("i'm on the clock now", second: "i'm on the clock no") == .act("i'm on the clock now"))
        #expect(decide("i'm on the clock", second: "i'm on the clock no", distance: 0.1) == .ask("i'm on the clock"))
        #expect(decide("parking now", second: "parking now", witness: "parking no") == .act("parking now"))
    }

    @Test func oClockOpeningTheSentenceIsAFillerRunIntoClock() {
        #expect(Listener.reading("oclock in", besideGrammar: "") == "uh clock in")
        #expect(Listener.reading("o'clock me out", besideGrammar: "i clocking out") == "uh clock me out")
        #expect(decide("i clocking in", second: "oclock in", witness: "o'clock in") == .act("uh clock in"))
        // A time says its hour first, and "o'clock" alone is no command.
        #expect(Listener.reading("five oclock in the morning", besideGrammar: "") == "five oclock in the morning")
        #expect(Listener.reading("oclock", besideGrammar: "") == "oclock")
        #expect(Listener.reading("oclock the time", besideGrammar: "") == "oclock the time")
    }

    @Test func iMeanHeardAsByMeanWhereTheGrammarHeardItIsIMean() {
        #expect(Listener.reading("picked up by mean delivered", besideGrammar: "picked up i mean delivered")
            == "picked up i mean delivered")
        #expect(decide("picked up i mean delivered", second: "picked up by mean delivered") == .act("picked up i mean delivered"))
        // Only where the grammar heard "i mean".
        #expect(Listener.reading("picked up by mean delivered", besideGrammar: "picked up") == "picked up by mean delivered")
    }

    @Test func aNotAndTheRestOfOfflineWhereTheGrammarHeardOfflineIsOffline() {
        #expect(Listener.reading("boeing not flying", besideGrammar: "going offline") == "boeing offline")
        #expect(decide("going offline", second: "going offline", witness: "boeing not flying") == .act("going offline"))
        // Anywhere else the "not" stands.
        #expect(Listener.reading("i'm not flying", besideGrammar: "i'm driving") == "i'm not flying")
        #expect(decide("going offline", second: "going offline", witness: "not going offline") == .ask("going offline"))
    }

    @Test func aBareOnPauseIsAskedAboutForItSoundsAsUnpause() {
        let judge = HearingJudge(grammar: grammar, policy: policy)
        func judged(_ transcript: String) -> Decision {
            judge.decide(grammarTranscript: transcript, rejected: false, general: transcript, clauses: transcript,
                         heardAlone: { (transcript, transcript) })
        }
        #expect(judged("hey on pause please") == .ask("hey on pause please"))
        // Someone on pause, or the shift, is the pause; "unpause" is the resume.
        #expect(judged("i'm on pause") == .act("i'm on pause"))
        #expect(judged("put my shift on pause") == .act("put my shift on pause"))
        #expect(judged("unpause") == .act("unpause"))
    }

    @Test func theyBeforeABareCommandVerbIsHey() {
        #expect(Listener.reading("they log me off, i'm done", besideGrammar: "aight log me off kindly um") == "hey log me off, i'm done")
        #expect(decide("aight log me off kindly um", second: "they log me off, i'm done", distance: 0.5) == .act("hey log me off, i'm done"))
        #expect(Listener.reading("they assistant start my work shift", besideGrammar: "a session started directions")
            == "hey assistant start my work shift")
        // So is "they" before a question to someone: a passenger's "hey can we take a break and get food" stays a question.
        #expect(Listener.reading("they can we take a break and get food", besideGrammar: "take ten wait take break innit dude")
            == "hey can we take a break and get food")
        #expect(decide("take ten wait take break innit dude", second: "they can we take a break and get food",
                       witness: "they can we take a break and get food") == .drop)
        // Before anything else "they" is who did it.
        #expect(Listener.reading("they just handed it to me", besideGrammar: "just handed it to me") == "they just handed it to me")
        #expect(Listener.reading("they can pick it up", besideGrammar: "pick it up") == "they can pick it up")
        #expect(Listener.reading("they, start", besideGrammar: "start") == "they, start")
    }

    @Test func aThingVoiceCannotDoOnlyTheGeneralModelAloneHeardIsItsOwnMishearing() {
        #expect(decide("okay that's it, i'm done for the day", second: "okay that's it, i'm done for the day",
                       witness: "okay that said, i'm done for the day") == .act("okay that's it, i'm done for the day"))
        #expect(decide("parked out front", second: "parked out front", witness: "for show different") == .act("parked out front"))
        // Counted again when asked for by name.
        let withThings = Listener.CheckPolicy.sounds(
            acting: 0.3, asking: 0.6, refusalVetoes: true, witnessVetoes: [.negation, .question, .retraction, .other])
        #expect(decide("parked out front", second: "parked out front", policy: withThings, witness: "for show different")
            == .ask("parked out front"))
    }

    @Test func aPlanOnlyTheGeneralModelAloneHeardIsItsOwnMishearing() {
        // "back on the clock" heard alone as "becca and o'clock", "end shift please" as "i'm sure if please".
        #expect(decide("back on the clock", second: "back on the clock", witness: "becca and o'clock") == .act("back on the clock"))
        #expect(decide("end shift please", second: "end shift please", witness: "i'm sure if please") == .act("end shift please"))
        // A question it heard still asks: it has stood for a lost "not" ("are you doing" for "i'm not on break").
        #expect(decide("on break", second: "on break", witness: "are you doing") == .ask("on break"))
        // Counted again when asked for by name.
        let allKinds = Listener.CheckPolicy.sounds(
            acting: 0.3, asking: 0.6, refusalVetoes: true, witnessVetoes: Set(Recognition.Refusal.allCases))
        #expect(decide("back on the clock", second: "back on the clock", policy: allKinds, witness: "becca and o'clock")
            == .ask("back on the clock"))
    }

    @Test func theGeneralModelAloneHearingTheSecondPassesCommandSettlesAnAppOrASumTheGrammarForced() {
        // The grammar had no path for the remark before the command and forced the speech onto "dollars".
        let second = "bici one, accepted the delivery"
        #expect(decide("bici locked out back seven dollars", second: second, witness: "easy one, accepted the delivery") == .act(second))
        #expect(decide("okay lunch's done receipt", second: "ok lunch's done it, resume the shift",
                       witness: "okay one of just the, resume the shift") == .act("ok lunch's done it, resume the shift"))
        // Heard otherwise alone, not asked, or not settled by choice: still a question.
        #expect(decide("bici locked out back seven dollars", second: second, witness: "easy one accepted the delivery") == .ask(second))
        #expect(decide("bici locked out back seven dollars", second: second, witness: "easy one, clock me in") == .ask(second))
        #expect(decide("bici locked out back seven dollars", second: second) == .ask(second))
        let unsettled = Listener.CheckPolicy.sounds(acting: 0.3, asking: 0.6, refusalVetoes: true, witnessSettles: false)
        #expect(decide("bici locked out back seven dollars", second: second, policy: unsettled, witness: second) == .ask(second))
    }

    @Test func aNegationPlanOrRetractionTheGrammarHeardIsNeverSettled() {
        // All three decoders can lose a "not", a time or a "forget it"; the grammar's refusal path is then the
        // only one that heard it.
        #expect(decide("don't end my shift", second: "going to end my shift", witness: "going to end my shift") == .ask("going to end my shift"))
        #expect(decide("can u pick up my to customer after", second: "can you pick up, my sister out to do",
                       witness: "can you pick up, my sister wrote to do") == .ask("can you pick up, my sister out to do"))
        #expect(decide("taking a break forget it", second: "taking a break, out again six", witness: "taking a break, off again the")
            == .ask("taking a break, out again six"))
        // A refusal the general model alone heard, read as one clause, still asks.
        #expect(decide("bici locked out back seven dollars", second: "bici one, accepted the delivery",
                       witness: "i'm not, accepted the delivery") == .ask("bici one, accepted the delivery"))
    }

    @Test func anAmountOnlyTheGeneralModelAloneHeardMakesTheCommandAQuestion() {
        // "record my mileage for today": both passes heard a lunch break.
        #expect(decide("record my my lunch break dale", second: "record my my lunch for today", witness: "record my mileage for today")
            == .ask("record my my lunch break dale"))
        #expect(decide("record my my lunch break dale", second: "record my my lunch for today", witness: "record my my lunch for today")
            == .act("record my my lunch break dale"))
        // Heard by the grammar too, the word is its own: the typed grammar refuses it there.
        #expect(!Listener.namesARecord("no tip on that one", besideGrammar: "no tip on that one"))
    }

    @Test func aBreakNamedAfterMyIsAQuestionRunTogether() {
        // "am i on break right now" heard "my long break right now" by the grammar.
        #expect(decide("my long break right now", second: "my own break right now") == .ask("my long break right now"))
        #expect(decide("my break is over", second: "my break is over") == .act("my break is over"))
        #expect(decide("lunch break", second: "lunch break") == .act("lunch break"))
    }

    @Test func theyBeforeAnotherSubjectOrASubjectAndItsIsIsHey() {
        #expect(Listener.reading("they break is over resume please", besideGrammar: "") == "hey break is over resume please")
        #expect(Listener.reading("they i just took an order", besideGrammar: "") == "hey i just took an order")
        #expect(Listener.reading("they picked up the order", besideGrammar: "") == "they picked up the order")
        #expect(Listener.reading("they moving again", besideGrammar: "") == "they moving again")
        // The grammar heard the same words after another opening.
        #expect(Listener.reading("they moving again", besideGrammar: "game moving again") == "hey moving again")
        #expect(Listener.reading("they moving again", besideGrammar: "they moving again") == "they moving again")
    }

    @Test func anAreHeardForParkAsksNothing() {
        #expect(Listener.refusal(ofWitness: "are the far", besideGrammar: "park the car", grammar: grammar) == nil)
        #expect(Listener.refusal(ofWitness: "are it", besideGrammar: "parked", grammar: grammar) == nil)
        #expect(Listener.refusal(ofWitness: "are you parked", besideGrammar: "i'm parked", grammar: grammar) == .question)
    }

    @Test func haventHeardAsAVerbAndAndIsStillANegation() {
        #expect(Listener.reading("i gave and accepted that order", besideGrammar: "") == "i haven't accepted that order")
        #expect(Grammar.english.recognise(Listener.reading("i gave and accepted that order", besideGrammar: "")).intent == nil)
        #expect(Listener.reading("i gave and took the order", besideGrammar: "") == "i gave and took the order")
    }

    @Test func inMyShiftAtTheEndAfterARemarkIsItsEnd() {
        #expect(Listener.reading("i'm heading home in my shift", besideGrammar: "") == "i'm heading home end my shift")
        #expect(Grammar.english.recognise(Listener.reading("i'm heading home in my shift", besideGrammar: "")).intent == "EndShift")
        #expect(Listener.reading("i'm still in my shift", besideGrammar: "") == "i'm still in my shift")
        #expect(Listener.reading("i'm in my shift", besideGrammar: "") == "i'm in my shift")
    }

    @Test func aCorrectionOnlyTheGrammarAndTheGeneralModelAloneHeardIsActedOn() {
        #expect(decide("pickedup on the way i mean new order", second: "picked up on the line me new order",
                       witness: "picked up on no i mean new order") == .act("pickedup on the way i mean new order"))
        #expect(decide("pickedup on the way i mean new order", second: "picked up on the line me new order",
                       witness: "picked up on the line me new order") == .drop)
    }

    @Test func aRetractionHeardAsANegationByTheGeneralModelAloneLeavesACorrectionBothPassesHeard() {
        #expect(decide("end my shift no wait just checked in", second: "end my shift no wait just pause it",
                       witness: "then my shift no way to just cause it") == .act("end my shift no wait just pause it"))
    }

    @Test func aNotOnlyTheSecondPassHeardLastIsOverruledByTheOtherTwo() {
        #expect(decide("um okay break is done", second: "i'm ok break isn't", witness: "i'm okay break is done") == .act("um okay break is done"))
        #expect(decide("um okay break is done", second: "i'm ok break isn't", witness: "i'm ok break isn't") == .ask("um okay break is done"))
        #expect(decide("i'm on break", second: "i'm not on break", witness: "i'm on break") == .ask("i'm on break"))
    }

    @Test func aNoWhereTheGrammarHeardNewIsNoNegation() {
        #expect(Listener.refusal(ofWitness: "no uber eats order starting now", besideGrammar: "new ubereats order starting now", grammar: grammar) == nil)
        #expect(Listener.refusal(ofWitness: "no new order", besideGrammar: "new order", grammar: grammar) == .negation)
    }

    @Test func aCorrectionToAnotherCommandOnlyTheGeneralModelAloneHeardMakesACommandAQuestion() {
        #expect(decide("pickedup and on my way", second: "pickedup and oh i'd me new order", witness: "picked up a no i mean new order")
            == .ask("pickedup and oh i'd me new order"))
        #expect(decide("pickedup and on my way", second: "pickedup and oh i'd me new order", witness: "picked up and on my way")
            == .act("pickedup and oh i'd me new order"))
    }

    @Test func aPoliceAtTheEndIsPlease() {
        #expect(Listener.reading("break is over resume police", besideGrammar: "") == "break is over resume please")
        #expect(Listener.reading("pulled over by the police", besideGrammar: "") == "pulled over by the police")
        #expect(Listener.reading("call the police", besideGrammar: "") == "call the police")
    }

    @Test func noCommandFromEitherPassGoesOnAsHeard() {
        #expect(decide("don't end my shift", second: "don't end my shift") == .asHeard)
        #expect(decide("what a nice day", second: "what a nice day", outOfGrammar: true) == .asHeard)
        #expect(decide("start my shift", second: "start my shift", policy: .off) == .asHeard)
    }

    @Test func theCheckIsChosenByName() {
        #expect(Listener.CheckPolicy("off") == .off && Listener.CheckPolicy("agree") == .agree)
        #expect(Listener.CheckPolicy("sounds:0.25") == .sounds(acting: 0.25, asking: 0.6, refusalVetoes: true))
        #expect(Listener.CheckPolicy("sounds:0.2:0.5:noveto") == .sounds(acting: 0.2, asking: 0.5, refusalVetoes: false))
        #expect(Listener.CheckPolicy(nil) == .sounds(acting: 0.3, asking: 0.6, refusalVetoes: true))
        #expect(Listener.CheckPolicy("sounds:x") == .sounds(acting: 0.3, asking: 0.6, refusalVetoes: true))
        #expect(Listener.CheckPolicy("sounds:0.3:0.6:nowitness") == .sounds(acting: 0.3, asking: 0.6, refusalVetoes: true, witnessSettles: false))
        #expect(Listener.CheckPolicy("sounds:0.3:0.6:vetoes=negation+plan")
            == .sounds(acting: 0.3, asking: 0.6, refusalVetoes: true, witnessVetoes: [.negation, .plan]))
    }
}
