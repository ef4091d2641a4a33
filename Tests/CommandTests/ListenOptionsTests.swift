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

    @Test func compactBelongsToTheExport() throws {
        #expect(try CommandLineOptions.parse(["grammar", "export", "--jsgf", "--compact"]).subcommand == .grammarExportCompactJSGF)
        #expect(throws: UsageError.self) { try CommandLineOptions.parse(["parse", "--compact", "parked"]) }
    }
}

/// What the second pass lets through: the rule `listen` acts by, on transcripts and path scores as the two
/// decoders report them.
@Suite struct ListenCheckTests {
    let decoder = DecoderGrammarCacheEntry(fsg: "", words: [], garbageWords: [], skipPhrasesBefore: ["okay", "dale"], skipPhrasesAfter: ["ya esta"])
    let policy = Listener.CheckPolicy.contradiction(margin: 2, skipMargin: 2)

    func confirms(
        _ transcript: String, general: Recognition, heard: String = "the library", score: Int32 = -5000, generalScore: Int32 = -5100
    ) -> Bool {
        policy.confirms(
            transcript, intent: "PauseShift", slots: [:], score: score, generalTranscript: heard, general: general,
            generalScore: generalScore, frames: 200, decoderGrammar: decoder)
    }

    @Test func theGeneralModelHearingTheSameCommandConfirmsIt() {
        #expect(confirms("on break", general: .match(intent: "PauseShift", slots: [:], matched: "on break"), score: -9000))
        #expect(!confirms("on break", general: .match(intent: "ResumeShift", slots: [:], matched: "off break")))
    }

    @Test func silenceFromTheGeneralModelConfirmsOnlyAGoodFit() {
        let nothing = Recognition.noMatch(normalised: "the library", closest: nil)
        #expect(confirms("on break", general: nothing))
        // 2.5 per frame worse than the general model: a forced fit.
        #expect(!confirms("on break", general: nothing, score: -5600, generalScore: -5100))
    }

    @Test func aCommandInsideLongerSpeechNeedsTheGeneralModelToHearIt() {
        let call = "hey i'm driving right now can i call you back"
        let nothing = Recognition.noMatch(normalised: call, closest: nil)
        #expect(!confirms("i am on break right now", general: nothing, heard: call))
        #expect(confirms("i am on break right now", general: nothing, heard: "i'm on break right now"))
    }

    @Test func aCommandWrappedInASkipPhraseNeedsTheGeneralModelToHearItOrAClearlyBetterFit() {
        let nothing = Recognition.noMatch(normalised: "the library", closest: nil)
        // 0.5 per frame better than the general model: not enough beside a filler, enough without one.
        #expect(!confirms("dale on break", general: nothing))
        #expect(!confirms("on break ya esta", general: nothing))
        #expect(confirms("on break", general: nothing))
        #expect(confirms("dale on break", general: .match(intent: "PauseShift", slots: [:], matched: "on break")))
        // 2.5 per frame better: the filler was most likely said.
        #expect(confirms("okay on break", general: nothing, score: -4600, generalScore: -5100))
        #expect(!confirms("okay on break", general: nothing, score: -4800, generalScore: -5100))
    }

    @Test func aForcedFitIsDroppedRatherThanAskedAbout() {
        // 6.5 per frame worse than the general model: speech that held no command.
        #expect(policy.dropsUnconfirmed(score: -6400, generalScore: -5100, frames: 200))
        #expect(!policy.dropsUnconfirmed(score: -5600, generalScore: -5100, frames: 200))
        #expect(!Listener.CheckPolicy.agree.dropsUnconfirmed(score: -9000, generalScore: -5100, frames: 200))
    }

    @Test func theCheckIsChosenByName() {
        #expect(Listener.CheckPolicy("off") == .off && Listener.CheckPolicy("agree") == .agree)
        #expect(Listener.CheckPolicy("contradiction:3") == .contradiction(margin: 3, skipMargin: 2))
        #expect(Listener.CheckPolicy("contradiction:3:1") == .contradiction(margin: 3, skipMargin: 1))
        #expect(Listener.CheckPolicy(nil) == .contradiction(margin: 2, skipMargin: 2))
    }
}
