import Domain
import Testing
@testable import Grammar

/// The decoder-sized grammar against the recogniser: every path a speech recogniser can take through it is a
/// sentence `parse` gives that path's meaning (a command) or refuses (a refusal, a question, talk that is no
/// command). Paths are sampled at random, so the test holds whatever the grammar grows into.
@Suite struct DecoderGrammarTests {
    static let english = Grammar.english.decoderGrammar()

    @Test func randomPathsThroughTheFSGRoundTrip() throws {
        let decoder = Self.english
        let fsg = try #require(FSGGraph(decoder.fsg))
        let paths = DecoderPaths(decoder)
        var generator = SplitMix64(seed: 20_261_130)
        var commands = 0, refusals = 0
        for _ in 0..<3_000 {
            // Loops are left after a few turns, so paths stay sentence-sized.
            guard let path = fsg.randomPath(using: &generator, loopTurns: 12) else { continue }
            let sentence = path.joined(separator: " ")
            let heard = Grammar.english.recognise(sentence)
            if let (intent, slots) = paths.meaning(of: sentence) {
                commands += 1
                #expect(heard == .match(intent: intent, slots: slots, matched: heard.matchedText), "\(sentence)")
                #expect(heard.intent == intent, "\(sentence)")
            } else {
                refusals += 1
                #expect(heard.intent == nil, "a refusal path was understood: \(sentence)")
            }
        }
        #expect(commands > 300 && refusals > 100)
    }

    @Test func confusableSpellingsAreLeftOutOfTheDecoderOnly() throws {
        let fsg = try #require(FSGGraph(Self.english.fsg))
        // Heard for "i'm parked", "delivered" and "begin my shift" more often than said; the usual spellings stay.
        // "the doordash block" was heard for "open the doordash app": only Amazon Flex's work is a block.
        for sentence in ["i unparked", "unpark", "truck is off", "through delivering", "took delivery", "start our delivery", "begin my trip",
                         "open the doordash block", "open the doordash shift"] {
            #expect(!fsg.accepts(sentence.split(separator: " ").map(String.init)), "\(sentence)")
            #expect(Grammar.english.recognise(sentence).intent != nil, "typed, \(sentence) still means a command")
        }
        for sentence in ["i'm parked", "parked", "start my shift"] {
            #expect(fsg.accepts(sentence.split(separator: " ").map(String.init)), "\(sentence)")
        }
    }

    @Test func aCorrectionAfterACommandMayBeFollowedByTheCommandMeant() throws {
        let fsg = try #require(FSGGraph(Self.english.fsg))
        let words = { (sentence: String) in sentence.split(separator: " ").map(String.init) }
        for sentence in ["end my shift sorry i mean start my shift", "i'm parked i mean driving again", "picked up sorry i mean delivered"] {
            #expect(fsg.accepts(words(sentence)), "\(sentence)")
        }
        // Alone, a retraction still ends the utterance; a correction opens none.
        #expect(fsg.accepts(words("clock me out just kidding")))
        #expect(!fsg.accepts(words("sorry i mean start my shift")))
        // A bare "actually" between two commands takes the first back, as typed; it is a correction, no retraction.
        #expect(Grammar.english.recognise("pause my shift actually end my shift").intent == "EndShift")
        #expect(fsg.accepts(words("pause my shift actually end my shift")))
        #expect(Self.english.correctionPhrases.contains("actually") && !Self.english.trailingRefusalPhrases.contains("actually"))
        #expect(fsg.accepts(words("end my shift actually")) && Grammar.english.recognise("end my shift actually").intent == "EndShift")
        // Before "on a pause", "actually no" reads as a negation: that pair is no path.
        #expect(Grammar.english.recognise("drive again actually no on a pause").isRefused)
        #expect(!fsg.accepts(words("drive again actually no on a pause")))
    }

    @Test func aWordHeardForNotOpensNoCommand() throws {
        let fsg = try #require(FSGGraph(Self.english.fsg))
        // "i'm not parked" was heard by the grammar pass as "hi now i'm parked".
        #expect(!fsg.accepts(["now", "i'm", "parked"]) && !fsg.accepts(["hi", "now", "i'm", "parked"]))
        #expect(fsg.accepts(["i'm", "parked", "now"]) && fsg.accepts(["hi", "i'm", "parked"]))
    }

    @Test func yetRefusesATranscriptButIsNoPathOfTheDecoder() throws {
        let fsg = try #require(FSGGraph(Self.english.fsg))
        // The general model writes the "yet" of "i'm not parked yet" when it loses the "not"; the grammar pass
        // would hear it for "yeah" beside a command.
        #expect(Grammar.english.recognise("i want park yet").refusal == .negation)
        #expect(!fsg.accepts(["i'm", "parked", "yet"]) && !fsg.accepts(["yet"]))
    }

    @Test func aDayAheadRefusesATranscriptButIsNoPathOfTheDecoder() throws {
        let fsg = try #require(FSGGraph(Self.english.fsg))
        // "parking now this lot is a nightmare" was heard "parking now this saturday" by the grammar pass.
        #expect(Grammar.english.recognise("parking now this saturday").refusal == .plan)
        #expect(!fsg.accepts(["parking", "now", "this", "saturday"]) && !fsg.accepts(["this", "saturday"]))
        #expect(fsg.accepts(["parking", "now"]))
    }

    @Test func breakLengthsAreSpelledAsTheyAreSaidAloud() throws {
        let fsg = try #require(FSGGraph(Self.english.fsg))
        for sentence in ["taking a break for ten minutes", "pause my shift for a minute", "taking a break for forty minutes"] {
            #expect(fsg.accepts(sentence.split(separator: " ").map(String.init)), "\(sentence)")
        }
        // Typed, each still pauses the shift; spoken, they only made the recogniser's search larger.
        for sentence in ["taking a break for ten mins", "taking a break for two minute", "taking a break for ninety minutes", "pause my shift for one minutes"] {
            #expect(!fsg.accepts(sentence.split(separator: " ").map(String.init)), "\(sentence)")
            #expect(Grammar.english.recognise(sentence).intent == "PauseShift", "typed, \(sentence)")
        }
        let said = { (sentence: String) in DecoderGrammarBuilder.saysLengthsAloud(sentence.split(separator: " ").map(String.init)) }
        #expect(said("a ten minute break") && said("for a couple of minutes") && said("for one minute"))
        #expect(!said("for ten minute") && !said("for half minutes") && !said("a ten min break"))
    }

    @Test func everyKeptCommandSentenceMeansItsPhrase() {
        for entry in Self.english.commandSentences.prefix(5_000) {
            guard case .match(let intent, let slots, _) = Grammar.english.recognise(entry.sentence) else {
                Issue.record("not understood: \(entry.sentence)")
                continue
            }
            #expect(intent == entry.intent && slots == entry.slots, "\(entry.sentence)")
        }
    }

    @Test func everyPartsCommonSpellingsAreKept() {
        let kept = Set(Self.english.commandSentences.map(\.sentence))
        // Each is one of many spellings of its phrase line; taking the first few hundred combinations of a line
        // in order had left them out behind "start my new workday for the lunch rush".
        for sentence in ["begin my shift", "stop my shift", "delivered", "dropped it off", "order delivered", "got the order", "taking a break"] {
            #expect(kept.contains(sentence), "\(sentence)")
        }
    }

    @Test func everyLineOfAListKeepsItsCommonestSpellings() throws {
        let fsg = try #require(FSGGraph(Self.english.fsg))
        // Cut shortest first over the whole list of steps, lines of two-word spellings ("got drinks") had taken every
        // place of the longer, commoner ones.
        for sentence in ["picked up the order", "i picked up the food", "order's picked up", "food's in the car", "left it at the door",
                         "handed it to the customer", "dropped off the food"] {
            #expect(fsg.accepts(sentence.split(separator: " ").map(String.init)), "\(sentence)")
        }
    }

    @Test func aThingAgreesInNumberWithItsVerb() throws {
        let agrees = { (sentence: String) in DecoderGrammarBuilder.agreesInNumber(sentence.split(separator: " ").map(String.init)) }
        #expect(agrees("the order is picked up") && agrees("the bags are in the car") && agrees("picked up the bags"))
        #expect(!agrees("the bags is picked up") && !agrees("the order are delivered"))
        let fsg = try #require(FSGGraph(Self.english.fsg))
        #expect(!fsg.accepts(["the", "order", "are", "delivered"]))
        #expect(Grammar.english.recognise("the order are delivered").intent == "RecordDeliveryEvent", "typed, it still is")
    }

    @Test func aRemarkOfItsOwnMayFollowACommand() throws {
        let fsg = try #require(FSGGraph(Self.english.fsg))
        let words = { (sentence: String) in sentence.split(separator: " ").map(String.init) }
        for sentence in ["back in the car let's go", "break's over let's roll", "i'm parked running in"] {
            #expect(fsg.accepts(words(sentence)), "\(sentence)")
            #expect(Grammar.english.recognise(sentence).intent != nil, "\(sentence)")
        }
        // A remark's opening that its own words follow is no path: it would take the start of whatever was said next. Nor is
        // a second remark, or one after two clauses: the typed grammar reads "let's roll" after a remark as a command.
        for sentence in ["back in the car let me", "i'm parked headed to", "parked took a photo let's roll", "parked i'm parked let's go"] {
            #expect(!fsg.accepts(words(sentence)), "\(sentence)")
        }
    }

    @Test func wholeProductsOfEachPartsFirstSpellings() {
        let spellings = { (words: [String]) in words.map { (tokens: $0.split(separator: " ").map(String.init), slots: [String: String]()) } }
        let sentences = { (parts: [[String]], limit: Int) in
            Set(DecoderGrammarBuilder.combined(parts.map(spellings), limit: limit).map { $0.tokens.joined(separator: " ") })
        }
        // Two of each part rather than the first four of one: every part's second spelling is met.
        #expect(sentences([["start", "begin", "open"], ["shift", "dash", "block"]], 4) == ["start shift", "start dash", "begin shift", "begin dash"])
        // What a sentence must say grows before what it may leave out.
        #expect(sentences([["", "please"], ["start", "begin"], ["shift"]], 2) == ["start shift", "begin shift"])
        #expect(sentences([["", "please"], ["start", "begin"], ["shift"]], 4).count == 4)
    }

    @Test func skipPhrasesAroundACommandLeaveItsMeaning() throws {
        let decoder = Self.english
        #expect(decoder.skipPhrasesBefore.contains("okay") && decoder.skipPhrasesAfter.contains("now"))
        for phrase in decoder.skipPhrasesBefore {
            #expect(Grammar.english.recognise(phrase + " start my shift").intent == "StartShift", "\(phrase)")
        }
        for phrase in decoder.skipPhrasesAfter {
            #expect(Grammar.english.recognise("i'm parked " + phrase).intent == "ParkVehicle", "\(phrase)")
        }
        // In the FSG: "okay" leads into the commands, "now" follows them.
        let fsg = try #require(FSGGraph(decoder.fsg))
        #expect(fsg.accepts(["okay", "start", "my", "shift"]) && fsg.accepts(["i'm", "parked", "now"]))
        #expect(!fsg.accepts(["okay"]) && !fsg.accepts(["now"]))
        // A subject in a line's opening part contracts with its core's first word: "i've parked".
        #expect(fsg.accepts(["i've", "parked"]) && fsg.accepts(["i", "have", "parked"]))
        // Said as contracted as a speaker says it: "log me off, i'm knackered".
        #expect(decoder.skipPhrasesAfter.contains("i'm knackered") && fsg.accepts(["log", "me", "off", "i'm", "knackered"]))
        // "ta" (thanks) is what "don't" sounds like before a command.
        #expect(!decoder.skipPhrasesBefore.contains("ta") && !fsg.accepts(["ta", "unpause", "the", "shift"]))
    }

    @Test func openingAndClosingPartsAreSharedByTheirLines() throws {
        let decoder = Self.english
        let fsg = try #require(FSGGraph(decoder.fsg))
        #expect(decoder.groups.contains { $0.prefixes.contains("i'm") } && decoder.groups.contains { $0.prefixes.contains("let's") })
        // Spelled out whole, a line's verbs and nouns used its every sentence, and none of these were in it.
        for sentence in [
            "i'm starting my shift", "so i'm finishing my shift", "i just accepted an order", "i'm taking a break now",
            "i'm starting a delivery", "let's start dashing", "okay go ahead and clock me in", "um clock in real quick",
            "end my shift please", "hey start my shift", "end the shift",
        ] {
            #expect(fsg.accepts(sentence.split(separator: " ").map(String.init)), "\(sentence)")
        }
        // "to" alone before a command is what "don't" sounds like.
        #expect(!decoder.groups.contains { $0.prefixes.contains("to") } && !fsg.accepts(["to", "unpause", "the", "shift"]))
        #expect(decoder.groups.contains { $0.prefixes.contains("going to") })
        // "i got to park" is what "i'm not parked" sounds like.
        #expect(!decoder.groups.contains { $0.prefixes.contains("i got to") || $0.prefixes.contains("got to") })
        #expect(!fsg.accepts(["i", "got", "to", "park"]) && Grammar.english.recognise("i got to park").intent == "ParkVehicle")
        // "i want take the break" is what "i'm not taking a break" sounds like; "i want to" stays.
        #expect(!decoder.groups.contains { $0.prefixes.contains("i want") } && decoder.groups.contains { $0.prefixes.contains("i want to") })
        #expect(!fsg.accepts(["i", "want", "take", "a", "break"]) && Grammar.english.recognise("i want take a break").intent == "PauseShift")
        // "hey dash" is DashPilot's name: "hey" may open a command, so no command opens with "dash".
        #expect(!fsg.accepts(["hey", "dash", "now"]))
        #expect(!fsg.accepts(["i'm", "i'm", "parked"]) && !fsg.accepts(["please"]))
    }

    @Test func twoClausesOfOneMeaningArePathsOfTheirOwn() throws {
        let decoder = Self.english
        let fsg = try #require(FSGGraph(decoder.fsg))
        for sentence in ["okay i'm done for today end my shift", "clock me in start my shift", "resume my shift i'm back"] {
            #expect(fsg.accepts(sentence.split(separator: " ").map(String.init)), "\(sentence)")
        }
        // Every pair said is the command; two clauses of different meanings are no path.
        for pair in decoder.twoClauses {
            for first in pair.firsts {
                for second in pair.seconds {
                    let heard = Grammar.english.recognise(first + " " + second, tolerance: false)
                    #expect(heard.intent == pair.intent && heard == .match(intent: pair.intent, slots: pair.slots, matched: heard.matchedText), "\(first) \(second)")
                }
            }
        }
        #expect(!fsg.accepts("clock me out take a break".split(separator: " ").map(String.init)))
        // A veto reaches only its own clause, so no refusal is said beside two clauses.
        let start = try #require(decoder.twoClauses.first { $0.intent == "EndShift" })
        for refusal in ["don't", "tomorrow"] {
            #expect(!fsg.accepts((refusal + " " + start.firsts[0] + " " + start.seconds[0]).split(separator: " ").map(String.init)))
            #expect(!fsg.accepts((start.firsts[0] + " " + start.seconds[0] + " " + refusal).split(separator: " ").map(String.init)))
        }
    }

    @Test func theFewestPlainestClausesAreDroppedSoEveryPairIsTheCommand() {
        // First 0 fails with seconds 1 and 2, first 1 with second 2: dropping second 2 and first 0 would do, but
        // dropping seconds 1 and 2 costs the two later spellings less than the plainest one.
        let cover = DecoderGrammarBuilder.minimumCover(failing: [(0, 1), (0, 2), (1, 2)], count: 3, weights: [1, 0.5, 0.25])
        #expect(cover.firsts.isEmpty && cover.seconds == [1, 2])
        let plain = DecoderGrammarBuilder.minimumCover(failing: [(2, 0)], count: 3, weights: [1, 0.5, 0.25])
        #expect(plain.firsts == [2] && plain.seconds.isEmpty)
    }

    @Test func negationsAndQuestionsHaveSomewhereToGo() {
        let refusals = Set(Self.english.refusalPhrases)
        #expect(refusals.isSuperset(of: ["don't", "not", "never", "tomorrow", "cancel"]))
        #expect(Set(Self.english.openerPhrases).isSuperset(of: ["did", "what", "how"]))
        #expect(!Self.english.garbageWords.isEmpty)
    }

    /// "the order isn't delivered": a "not" inside a command, where no refusal phrase before or after it can stand,
    /// has a path of its own, and every such path is refused.
    @Test func aNotInsideACommandHasAPath() throws {
        let fsg = try #require(FSGGraph(Self.english.fsg))
        for sentence in ["the order isn't delivered", "break isn't over", "my car isn't parked", "i haven't delivered"] {
            #expect(fsg.accepts(sentence.split(separator: " ").map(String.init)), "\(sentence)")
        }
        #expect(Self.english.negatedCommands.count > 100)
        for sentence in Self.english.negatedCommands {
            #expect(Grammar.english.recognise(sentence).intent == nil, "\(sentence)")
        }
        // Only what a command of its own says: no lead-in run into a line's words, no "there is".
        #expect(!Self.english.negatedCommands.contains { $0.hasPrefix("i'm haven't") || $0.hasPrefix("there") || $0.contains("the there") })
        #expect(DecoderGrammarBuilder.negated(["order's", "delivered"]) == ["order", "isn't", "delivered"])
        #expect(DecoderGrammarBuilder.negated(["i've", "picked", "it", "up"]) == ["i", "haven't", "picked", "it", "up"])
        #expect(DecoderGrammarBuilder.negated(["let's", "roll"]) == nil)
    }

    /// "stopped undo parked it" was "stopped and parked": a retraction that sounds like "and" takes back a command only
    /// at its end, never before another.
    @Test func aRetractionHeardForAndIsNoCorrection() throws {
        let fsg = try #require(FSGGraph(Self.english.fsg))
        #expect(Set(Self.english.correctionPhrases).isDisjoint(with: DecoderGrammarBuilder.andLookalikes))
        #expect(!fsg.accepts(["end", "my", "shift", "undo", "pause", "my", "shift"]))
        #expect(fsg.accepts(["end", "my", "shift", "undo"]))
        #expect(fsg.accepts(["end", "my", "shift", "i", "mean", "pause", "my", "shift"]))
    }

    /// "hey assistant, clock in please": DashPilot addressed before a command, though not in a command's own words.
    @Test func addressingDashPilotMayOpenACommand() throws {
        let fsg = try #require(FSGGraph(Self.english.fsg))
        #expect(fsg.accepts(["hey", "assistant", "clock", "me", "in"]))
        #expect(!Self.english.skipPhrasesBefore.contains("hey dash"))
    }

    @Test func aRefusalHeardForACommandsOpeningIsNeverBeforeACommand() throws {
        // "pay begin my shift please" was the grammar pass's "hey, begin my shift please"; "noon instacart batch
        // accepted" its "new instacart batch accepted".
        let fsg = try #require(FSGGraph(Self.english.fsg))
        #expect(!fsg.accepts(["pay", "begin", "my", "shift"]) && fsg.accepts(["hey", "begin", "my", "shift"]))
        #expect(!fsg.accepts(["noon", "begin", "my", "shift"]) && fsg.accepts(["at", "noon", "begin", "my", "shift"]))
        #expect(!fsg.accepts(["game", "begin", "my", "shift"]) && !fsg.accepts(["payout", "begin", "my", "shift"]))
        #expect(fsg.accepts(["game"]) && fsg.accepts(["payout"]))
        // Said alone or after a command, it still refuses.
        #expect(fsg.accepts(["pay"]) && fsg.accepts(["begin", "my", "shift", "pay"]))
        #expect(fsg.accepts(["noon"]) && fsg.accepts(["begin", "my", "shift", "noon"]))
        #expect(Set(Self.english.refusalPhrases).isDisjoint(with: DecoderGrammar.openingLookalikes))
        #expect(!Self.english.correctionPhrases.contains("pay"))
    }

    @Test func aBareHandedIsNoSentenceOfItsOwn() throws {
        // "end it" was heard "handed", which typed is a delivery.
        let fsg = try #require(FSGGraph(Self.english.fsg))
        #expect(!fsg.accepts(["handed"]) && Grammar.english.recognise("handed").intent == "RecordDeliveryEvent")
        #expect(fsg.accepts(["handed", "off"]))
    }

    @Test func aShiftStartedBackUpIsTypedOnly() throws {
        // Resuming, it sounds like "start my shift" and a breath after it.
        let fsg = try #require(FSGGraph(Self.english.fsg))
        #expect(!fsg.accepts(["start", "my", "shift", "back", "up"]) && Grammar.english.recognise("start my shift back up").intent == "ResumeShift")
        #expect(fsg.accepts(["pick", "my", "shift", "back", "up"]))
    }

    @Test func outOfGrammarWordsAreNeitherGrammarWordsNorRespeltIntoOne() {
        for word in Self.english.garbageWords {
            #expect(!Self.english.commandSentences.contains { $0.sentence.split(separator: " ").contains(Substring(word)) }, "\(word)")
            #expect(Grammar.english.recognise(word).intent == nil, "\(word)")
            // Nor two of them together: tolerance heard "market men" as "make ten".
            for other in Self.english.garbageWords {
                #expect(Grammar.english.recognise(word + " " + other).intent == nil, "\(word) \(other)")
            }
        }
    }

    @Test func everyAppIsNamedWhereverOneIs() throws {
        // Only the first choices of a part are spelled: "starting my grubhub shift" was left out beside "… doordash …".
        let fsg = try #require(FSGGraph(Self.english.fsg))
        for app in ["doordash", "ubereats", "instacart", "grubhub", "shipt"] {
            #expect(fsg.accepts(["starting", "my", app, "shift"]) && fsg.accepts(["new", app, "order", "accepted"]), "\(app)")
        }
        // A block is Amazon Flex's alone.
        #expect(fsg.accepts(["starting", "my", "flex", "block"]) && !fsg.accepts(["starting", "my", "grubhub", "block"]))
    }

    @Test func eachSoundIsSpelledOnceAndCommonKindsOfBreakFirst() throws {
        let fsg = try #require(FSGGraph(Self.english.fsg))
        // "door dash" sounds as "doordash", which is kept; typed shorthand takes no choice's place.
        #expect(fsg.accepts(["start", "my", "doordash", "shift"]) && !fsg.accepts(["start", "my", "door", "dash", "shift"]))
        #expect(!Self.english.words.contains("dd"))
        for kind in ["bathroom", "coffee", "lunch"] { #expect(fsg.accepts([kind, "break"]), "\(kind)") }
    }

    @Test func saysTheUteAndKnockingOffAsDriversDo() throws {
        let fsg = try #require(FSGGraph(Self.english.fsg))
        #expect(fsg.accepts(["back", "in", "the", "ute"]))
        #expect(fsg.accepts(["i'm", "knocking", "off"]))
        #expect(!fsg.accepts(["i", "knocked", "off"]))
    }

    @Test func anInterjectionIsDroppedButNotOfferedToTheRecogniser() {
        #expect(Grammar.english.recognise("phew, back to work").intent == "ResumeShift")
        #expect(!Self.english.words.contains("phew") && !Self.english.words.contains("damn"))
        // A skip word of the same kind is offered: "sweet, back to work" has a path.
        #expect(Self.english.words.contains("sweet"))
    }

    @Test func itIsDecoderSized() {
        // pocketsphinx loads the FSG with its acoustic model in about 0.2 s at this size (1.24 MB here, docs/voice.md).
        #expect(Self.english.fsg.utf8.count < 1_245_000)
        #expect(Self.english.commandSentences.count > 1_000)
    }

    @Test func sentencesTheRecogniserWouldNotSayAreLeftOut() throws {
        let decoder = Grammar.english.decoderGrammar { $0 != "parked" }
        #expect(!decoder.words.contains("parked"))
        #expect(decoder.droppedSentences.contains("parked"))
    }

    @Test func shorthandThatIsTypedNotSaidIsNoWordOfTheDecoder() {
        #expect(!Self.english.words.contains("pu"))
        #expect(Self.english.words.contains("picked"))
        #expect(Grammar.english.recognise("pu").intent == "RecordDeliveryEvent")
    }

    @Test func aSharedEndingIsWrittenOnce() {
        let single = FSGWriter.write(commands: [["start", "my", "shift"]], refusals: [], openers: [], garbage: [])
        let double = FSGWriter.write(commands: [["start", "my", "shift"], ["end", "my", "shift"]], refusals: [], openers: [], garbage: [])
        let count = { (text: String) in text.split(separator: "\n").filter { $0.hasPrefix("TRANSITION") }.count }
        #expect(count(double) == count(single) + 1)
    }
}

/// What each path through the decoder grammar was built to mean: a kept command sentence, said alone or, for a
/// group's sentence, after one of its prefixes and before one of its suffixes, with up to two skip phrases
/// before it and after it.
struct DecoderPaths {
    let decoder: DecoderGrammar
    let meanings: [String: (String, [String: String])]
    let cores: [Set<String>]
    let corrected: [String: (String, [String: String])]

    init(_ decoder: DecoderGrammar) {
        self.decoder = decoder
        corrected = Dictionary(decoder.correctedCommands.map { ($0.sentence, ($0.intent, $0.slots)) }) { a, _ in a }
        meanings = Dictionary(decoder.commandSentences.map { ($0.sentence, ($0.intent, $0.slots)) }) { a, _ in a }
        cores = decoder.groups.map { Set($0.cores) }
    }

    func meaning(of sentence: String) -> (String, [String: String])? {
        var candidates = [sentence]
        for _ in 0..<2 {
            candidates += candidates.flatMap { text in
                decoder.skipPhrasesBefore.filter { text.hasPrefix($0 + " ") }.map { String(text.dropFirst($0.count + 1)) }
            }
        }
        for _ in 0..<2 {
            candidates += candidates.flatMap { text in
                (decoder.skipPhrasesAfter + decoder.asidePhrasesAfter).filter { text.hasSuffix(" " + $0) }.map { String(text.dropLast($0.count + 1)) }
            }
        }
        // A correction after a command takes it back; the command after it is what is meant.
        for correction in decoder.correctionPhrases {
            for range in sentence.ranges(of: " " + correction + " ") {
                // A bare "actually" takes back only a whole command: after a refusal ("rerouting leaving again actually
                // driving again") the path is a refusal.
                if correction == "actually", Grammar.english.recognise(String(sentence[..<range.lowerBound])).intent == nil { continue }
                var rests = [String(sentence[range.upperBound...])]
                for _ in 0..<2 {
                    rests += rests.flatMap { text in
                        decoder.skipPhrasesAfter.filter { text.hasSuffix(" " + $0) }.map { String(text.dropLast($0.count + 1)) }
                    }
                }
                if let meaning = rests.lazy.compactMap({ corrected[$0] }).first { return meaning }
            }
        }
        for text in candidates {
            if let meaning = meanings[text] { return meaning }
            for pair in decoder.twoClauses {
                for first in pair.firsts where text.hasPrefix(first + " ") && pair.seconds.contains(String(text.dropFirst(first.count + 1))) {
                    return (pair.intent, pair.slots)
                }
            }
            for (group, cores) in zip(decoder.groups, cores) {
                let rests = [text] + group.prefixes.filter { text.hasPrefix($0 + " ") }.map { String(text.dropFirst($0.count + 1)) }
                for rest in rests {
                    let middles = [rest] + group.suffixes.filter { rest.hasSuffix(" " + $0) }.map { String(rest.dropLast($0.count + 1)) }
                    if let core = middles.first(where: cores.contains) { return meanings[core] }
                }
            }
        }
        return nil
    }
}

extension Recognition {
    var matchedText: String {
        if case .match(_, _, let matched) = self { return matched }
        return ""
    }
}

/// The `--compact` JSGF walked at random, as a recogniser given it could decode: the same round trip.
@Suite struct CompactJSGFRoundTripTests {
    @Test func randomPathsThroughTheCompactJSGFRoundTrip() throws {
        let decoder = DecoderGrammarTests.english
        let rules = try #require(JSGFRules(decoder.jsgf))
        let paths = DecoderPaths(decoder)
        var generator = SplitMix64(seed: 7)
        var commands = 0, refusals = 0
        for _ in 0..<2_000 {
            let sentence = rules.randomSentence(using: &generator).joined(separator: " ")
            let heard = Grammar.english.recognise(sentence)
            if let (intent, slots) = paths.meaning(of: sentence) {
                commands += 1
                #expect(heard.intent == intent && heard == .match(intent: intent, slots: slots, matched: heard.matchedText), "\(sentence)")
            } else {
                refusals += 1
                #expect(heard.intent == nil, "a refusal path was understood: \(sentence)")
            }
        }
        #expect(commands > 100 && refusals > 100)
    }
}

/// Just enough of JSGF to walk what the exporter writes: rules of words, `( | )`, `[ ]`, `<rule>` and `+`.
struct JSGFRules {
    indirect enum Node {
        case word(String), rule(String), sequence([Node]), choice([Node]), optional(Node), repeated(Node)
    }
    var rules: [String: Node] = [:]
    var publicRule = ""

    init?(_ text: String) {
        for statement in text.split(separator: ";") {
            let body = statement.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("grammar") }.joined(separator: " ")
            guard let equals = body.range(of: " = ") else { continue }
            let head = String(body[..<equals.lowerBound].split(separator: " ").last ?? "")
            if body[..<equals.lowerBound].contains("public") { publicRule = head }
            var tokens = Array(body[equals.upperBound...].split(separator: " ").map(String.init))
            rules[head] = Self.parseChoice(&tokens)
        }
        if publicRule.isEmpty { return nil }
    }

    static func parseChoice(_ tokens: inout [String]) -> Node {
        var choices = [parseSequence(&tokens)]
        while tokens.first == "|" {
            tokens.removeFirst()
            choices.append(parseSequence(&tokens))
        }
        return choices.count == 1 ? choices[0] : .choice(choices)
    }

    static func parseSequence(_ tokens: inout [String]) -> Node {
        var items: [Node] = []
        while let token = tokens.first, token != "|", token != ")", token != "]", !token.hasPrefix(")") {
            tokens.removeFirst()
            var item: Node
            switch token {
            case "(":
                item = parseChoice(&tokens)
                let close = tokens.removeFirst()
                if close == ")+" { item = .repeated(item) }
            case "[":
                item = .optional(parseChoice(&tokens))
                tokens.removeFirst()
            case "{":
                // A tag: kept as one word, "{pickedUp}", for the walker to read.
                item = .word("{" + tokens.removeFirst() + "}")
                tokens.removeFirst()
            default:
                item = token.hasPrefix("<") ? .rule(token) : .word(token)
            }
            items.append(item)
        }
        return .sequence(items)
    }

    func randomSentence(using generator: inout SplitMix64) -> [String] {
        randomSentence(from: publicRule, using: &generator)
    }

    func randomSentence(from rule: String, using generator: inout SplitMix64) -> [String] {
        var words: [String] = []
        expand(.rule(rule), into: &words, using: &generator)
        return words
    }

    /// A path through `<VOID>` can never be said, so a choice or an option leading there is never taken.
    private func isVoid(_ node: Node) -> Bool {
        switch node {
        case .word: false
        case .rule(let name): name == "<VOID>" || (rules[name].map(isVoid) ?? false)
        case .sequence(let items): items.contains(where: isVoid)
        case .choice(let choices): choices.allSatisfy(isVoid)
        case .optional: false
        case .repeated(let inner): isVoid(inner)
        }
    }

    private func expand(_ node: Node, into words: inout [String], using generator: inout SplitMix64) {
        switch node {
        case .word(let word): words.append(word)
        case .rule(let name):
            if name == "<VOID>" || name == "<NULL>" { return }
            expand(rules[name]!, into: &words, using: &generator)
        case .sequence(let items): for item in items { expand(item, into: &words, using: &generator) }
        case .choice(let choices):
            let open = choices.filter { !isVoid($0) }
            expand(open[Int(generator.next() % UInt64(open.count))], into: &words, using: &generator)
        case .optional(let inner): if generator.next() % 2 == 0 && !isVoid(inner) { expand(inner, into: &words, using: &generator) }
        case .repeated(let inner):
            repeat { expand(inner, into: &words, using: &generator) } while generator.next() % 3 == 0
        }
    }
}

/// The full `grammar export --jsgf` walked at random: every sentence it can generate means the intent, and the
/// event tag, of the path that generated it. A path that says a word twice in a row is left out: the
/// recogniser hears a doubled word as a stutter and reads it once.
@Suite struct FullJSGFRoundTripTests {
    @Test func randomPathsThroughTheFullExportRoundTrip() throws {
        let rules = try #require(JSGFRules(Grammar.english.exportJSGF()))
        var generator = SplitMix64(seed: 11)
        var checked = 0
        for intent in rules.rules.keys.filter({ $0.hasPrefix("<intent_") }).sorted() {
            let name = String(intent.dropFirst("<intent_".count).dropLast())
            for _ in 0..<1_500 {
                let words = rules.randomSentence(from: intent, using: &generator)
                let spoken = words.filter { !$0.hasPrefix("{") }
                guard zip(spoken, spoken.dropFirst()).allSatisfy({ $0 != $1 }) else { continue }
                let sentence = spoken.joined(separator: " ")
                let heard = Grammar.english.recognise(sentence)
                #expect(heard.intent == name, "\(sentence)")
                if let tag = words.last(where: { $0.hasPrefix("{") }) {
                    guard case .match(_, let slots, _) = heard else { continue }
                    #expect(slots["event"] == String(tag.dropFirst().dropLast()), "\(sentence)")
                }
                checked += 1
            }
        }
        #expect(checked > 10_000)
    }
}
