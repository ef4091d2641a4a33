import Glibc
import Grammar
import Testing
@testable import Services

/// Every word the recogniser may be asked to say has a pronunciation, and DashPilot's own entries only fill
/// the dictionary's gaps. Skipped, saying why, only where pocketsphinx-en-us is not installed.
@Suite(.enabled(if: access(Pronunciations.systemDictionary, R_OK) == 0, "pocketsphinx-en-us is not installed"))
struct PronunciationsTests {
    @Test func everyWordOfTheEnglishDecoderGrammarCanBeSaid() throws {
        let pronunciations = try #require(Pronunciations.system(only: Grammar.english.decoderCandidateWords))
        let unfiltered = Grammar.english.decoderGrammar()
        // Digits ("at 5") are how a sentence is typed, not said; a recogniser writes the word.
        let unsaid = unfiltered.words.filter { !pronunciations.has($0) && !$0.allSatisfy(\.isNumber) }
        #expect(unsaid.isEmpty, "no pronunciation: \(unsaid)")
    }

    @Test func extraEntriesOnlyFillGapsAndUseTheModelsPhones() throws {
        let system = try #require(Pronunciations.read(path: Pronunciations.systemDictionary))
        let phones = Set(system.entries.values.flatMap { $0.flatMap { $0.split(separator: " ") } })
        let extra = Pronunciations.parse(ExtraPronunciations.text)
        #expect(!extra.isEmpty)
        for (word, said) in extra {
            #expect(!system.has(word), "\(word) is already in the dictionary")
            for phone in said.flatMap({ $0.split(separator: " ") }) { #expect(phones.contains(phone), "\(word): \(phone)") }
        }
    }

    @Test func theDictionaryIsReadInTheCMUFormat() {
        let entries = Pronunciations.parse("# comment\nread R EH D\nread(2) R IY D\nparked  P AA R K T\n")
        #expect(entries["read"] == ["R EH D", "R IY D"])
        #expect(entries["parked"] == ["P AA R K T"])
        #expect(Pronunciations(entries: entries).dictionaryText(for: ["read"]) == "read R EH D\nread(2) R IY D\n")
    }
}

/// The FSG handed to pocketsphinx names each alternate pronunciation itself, as pocketsphinx would otherwise
/// add it on every load.
@Suite struct AlternatePronunciationTests {
    @Test func aWordOfTwoPronunciationsGetsATransitionForEach() {
        let pronunciations = Pronunciations(entries: ["read": ["R EH D", "R IY D"], "it": ["IH T"]])
        let fsg = "FSG_BEGIN g\nNUM_STATES 3\nSTART_STATE 0\nFINAL_STATE 2\nTRANSITION 0 1 0.5 read\nTRANSITION 1 2 1 it\nTRANSITION 0 2 0.5\nFSG_END\n"
        #expect(pronunciations.spellingAlternates(in: fsg) == """
            FSG_BEGIN g
            NUM_STATES 3
            START_STATE 0
            FINAL_STATE 2
            TRANSITION 0 1 0.5 read
            TRANSITION 0 1 0.5 read(2)
            TRANSITION 1 2 1 it
            TRANSITION 0 2 0.5
            FSG_END

            """)
    }
}

/// How far apart two transcripts sound, from a dictionary searched in place.
@Suite struct SoundDistanceTests {
    static let dictionary = PronouncingDictionary(
        bytes: Array("""
            cause K AA Z
            cause(2) K AH Z
            my M AY
            one W AH N
            one(2) HH W AH N
            one's W AH N Z
            shift SH IH F T
            pause P AO Z
            """.utf8) + [0x0A], extras: ["gopuff": ["G OW P AH F"]])

    @Test func wordsAreFoundByTheirFirstPronunciationEvenWhereTheFileIsOutOfOrder() {
        let dictionary = Self.dictionary
        #expect(dictionary.phones(of: "pause") == ["P", "AO", "Z"])
        #expect(dictionary.phones(of: "cause") == ["K", "AA", "Z"])
        #expect(dictionary.phones(of: "one's") == ["W", "AH", "N", "Z"])
        #expect(dictionary.phones(of: "gopuff") == ["G", "OW", "P", "AH", "F"])
        #expect(dictionary.phones(of: "weather") == nil && dictionary.phones(of: "") == nil)
    }

    @Test func oneMisheardSoundIsASmallDistance() {
        let dictionary = Self.dictionary
        // K AA for P AO: two of nine phones.
        #expect(abs(SoundDistance.between("pause my shift", "cause my shift", dictionary: dictionary) - 2.0 / 9.0) < 1e-9)
        #expect(SoundDistance.between("pause my shift", "pause my shift", dictionary: dictionary) == 0)
        #expect(SoundDistance.between("pause my shift", "", dictionary: dictionary) == 1)
        // A word not in the dictionary counts letter by letter.
        #expect(SoundDistance.between("pause", "pauze", dictionary: dictionary) > 0.9)
    }

    @Test(.enabled(if: access(Pronunciations.systemDictionary, R_OK) == 0, "pocketsphinx-en-us is not installed"))
    func theSystemDictionaryTellsMishearingsFromOtherSpeech() throws {
        let dictionary = try #require(PronouncingDictionary())
        #expect(SoundDistance.between("okay start my shift", "okay spark my shift", dictionary: dictionary) < 0.25)
        #expect(SoundDistance.between("start a new trip", "start a new trick", dictionary: dictionary) < 0.25)
        #expect(SoundDistance.between("i am on break right now", "hey i'm driving right now can i call you back", dictionary: dictionary) > 0.5)
        #expect(SoundDistance.between("start my shift", "the weather is nice today", dictionary: dictionary) > 0.5)
    }
}

/// A second pass's words put into clauses where its speaker paused, as a typist would put commas.
@Suite struct TranscriptionClauseTests {
    static func transcription(_ segments: [(String, Int, Int)]) -> SpeechRecogniser.Transcription {
        SpeechRecogniser.Transcription(
            text: segments.map(\.0).filter { !$0.hasPrefix("<") }.joined(separator: " "), score: 0,
            segments: segments.map { SpeechRecogniser.Segment(word: $0.0, start: $0.1, end: $0.2) })
    }

    @Test func aPauseAsLongAsTheThresholdEndsAClause() {
        let heard = Self.transcription([
            ("<s>", 0, 20), ("lunch's", 21, 50), ("over", 51, 70), ("<sil>", 71, 85), ("put", 86, 95), ("me", 96, 100),
            ("back", 101, 120), ("on", 121, 140), ("</s>", 141, 160),
        ])
        #expect(heard.pauses == [0, 15, 0, 0, 0])
        #expect(heard.clauses(pauseFrames: 15) == "lunch's over, put me back on")
        #expect(heard.clauses(pauseFrames: 16) == "lunch's over put me back on")
    }

    @Test func fillersAndAlternatePronunciationsAreNoWords() {
        let heard = Self.transcription([
            ("<s>", 0, 9), ("okay(2)", 10, 30), ("[NOISE]", 31, 60), ("++BREATH++", 61, 62), ("parked", 63, 90), ("</s>", 91, 99),
        ])
        #expect(heard.clauses(pauseFrames: 20) == "okay, parked")
        #expect(heard.clauses(pauseFrames: 40) == "okay parked")
    }

    @Test func aPauseLeavingAClauseOfOneWordEndsNone() {
        // espeak-ng's "am i still on break", misheard with pauses around "still on".
        let heard = Self.transcription([
            ("i'm", 0, 20), ("<sil>", 21, 35), ("still", 36, 50), ("on", 51, 60), ("<sil>", 61, 75), ("break", 76, 99),
        ])
        #expect(heard.clauses(pauseFrames: 7) == "i'm, still on, break")
        #expect(heard.clauses(pauseFrames: 7, shortestClause: 2) == "i'm still on break")
        let remark = Self.transcription([
            ("list", 0, 9), ("of", 10, 19), ("<sil>", 20, 30), ("clock", 31, 40), ("me", 41, 45), ("out", 46, 60),
        ])
        #expect(remark.clauses(pauseFrames: 7, shortestClause: 2) == "list of, clock me out")
    }

    @Test func nothingHeardIsNoClause() {
        #expect(Self.transcription([("<s>", 0, 9), ("<sil>", 10, 50), ("</s>", 51, 60)]).clauses(pauseFrames: 10).isEmpty)
    }
}
