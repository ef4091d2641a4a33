import Glibc
import Grammar
import Services

/// `dashpilot listen`: speech from WAV files or a raw 16 kHz 16-bit mono stream on standard input, cut into
/// utterances, each decoded against the decoder-sized grammar and again by a second pass that hears any
/// English; `CheckPolicy` decides from both what is acted on, asked about or dropped. A grammar transcript
/// holding a word of its out-of-grammar loop was no command; only the second pass may still hear one there.
final class Listener {
    let recogniser: SpeechRecogniser
    /// The second pass: the general English model weighted towards the grammar's sentences hears the same
    /// audio; `policy` decides from both transcripts (docs/voice.md). Nil when turned off.
    let checker: SpeechRecogniser?
    /// A last check before acting: the general English model alone, which hears a "not" that the command
    /// model pulls towards the command ("going to go offline" for "don't go offline"), and which settles a
    /// refusal the grammar forced onto a remark. Nil without a second pass, or when the second pass is the
    /// general model alone.
    let witness: SpeechRecogniser?
    /// What is done with what the passes heard.
    let judge: HearingJudge
    var policy: CheckPolicy { judge.policy }
    /// A silence this long between two of the second pass's words ends a clause there, as a comma does when
    /// typed (DASHPILOT_LISTEN_PAUSE, in 10 ms frames, or `off`); nil reads the transcript as one clause.
    let pauseFrames: Int?
    /// For measuring (DASHPILOT_LISTEN_WITNESS=always): the general model alone hears every utterance, not only
    /// those where a rule asks for it, so other rules can be tried on its transcripts; what is done is unchanged.
    let witnessesAll: Bool
    let grammar: Grammar
    let decoderGrammar: DecoderGrammarCacheEntry
    /// Seconds spent getting the decoder grammar, and whether it came from the cache.
    let grammarSeconds: Double
    let grammarCached: Bool

    /// How the second pass's transcript decides what is done (DASHPILOT_LISTEN_CHECK; docs/voice.md has the figures).
    enum CheckPolicy: Equatable {
        /// No second pass: the grammar's transcript goes on as heard.
        case off
        /// A command is acted on only when both passes mean it.
        case agree
        /// The second pass's own command is acted on unless the grammar heard another, or refused the speech
        /// (then asked about, unless `refusalVetoes` is false, or unless `witnessSettles`, the grammar's refusal
        /// was of a thing voice cannot do, and the general model alone heard the second pass's command); the
        /// grammar's command is acted on when the second pass heard no command but nearly the same sounds,
        /// phones at most `acting` apart per phone, asked about up to `asking` apart, and dropped beyond.
        /// `witnessVetoes`: the kinds of refusal that, heard by the general model alone, make a command a question.
        case sounds(
            acting: Double, asking: Double, refusalVetoes: Bool, witnessSettles: Bool = true,
            witnessVetoes: Set<Recognition.Refusal> = CheckPolicy.witnessVetoes)

        /// `off`, `agree`, or `sounds:A[:K][:noveto][:nowitness][:vetoes=KIND+KIND…]`; anything else is the default.
        init(_ text: String?) {
            switch text {
            case "off": self = .off
            case "agree": self = .agree
            case let text? where text.hasPrefix("sounds:"):
                let fields = text.dropFirst("sounds:".count).split(separator: ":")
                let numbers = fields.compactMap { Double($0) }
                let vetoes = fields.first { $0.hasPrefix("vetoes=") }.map { field in
                    Set(field.dropFirst("vetoes=".count).split(separator: "+").compactMap { Recognition.Refusal(rawValue: String($0)) })
                }
                self = .sounds(
                    acting: numbers.first ?? Self.actingDistance, asking: numbers.dropFirst().first ?? Self.askingDistance,
                    refusalVetoes: !fields.contains("noveto"), witnessSettles: !fields.contains("nowitness"),
                    witnessVetoes: vetoes ?? Self.witnessVetoes)
            default: self = .default
            }
        }

        /// The refusals the general model alone hears that make a command a question: a negation (which the
        /// command model pulls towards the command it negates), a question or a retraction. A plan it alone heard
        /// was its own mishearing on the seventh and eighth sets ("becca and o'clock" for "back on the clock"); so
        /// was a thing voice cannot do on the ninth to twelfth ("that said" for "that's it", "show different" for
        /// "out front"): 37 commands asked about so, and no non-command the grammar does not now refuse itself
        /// (docs/voice.md).
        static let witnessVetoes: Set<Recognition.Refusal> = [.negation, .question, .retraction]

        static let `default` = CheckPolicy.sounds(acting: actingDistance, asking: askingDistance, refusalVetoes: true)
        /// Chosen on the spoken sets (docs/voice.md): below it, two transcripts of a command differ by a
        /// misheard sound or two ("cause my shift" for "pause my shift").
        static let actingDistance = 0.3
        /// Beyond it the second pass heard other speech altogether: the grammar's command was forced onto the
        /// radio or a passenger more often than it was right, so it is dropped rather than asked about.
        static let askingDistance = 0.6

        /// What to do with one utterance.
        enum Decision: Equatable {
            /// Act on this transcript.
            case act(String)
            /// Ask about this transcript ("Did you mean …?"), acting only on a yes.
            case ask(String)
            /// No command from either pass: the grammar's transcript goes on as heard (a refusal is answered,
            /// anything else is not acted on).
            case asHeard
            /// Speech that was no command, though the grammar forced one onto it: dropped without a reply.
            case drop
        }

        /// The decision on what the grammar heard (`grammarTranscript`, meaning `grammarMeaning`, nil when it was
        /// speech outside the grammar) and what the second pass heard. `distance` gives how far apart the two
        /// transcripts sound, and `meaningWithout(first, last)` what the grammar's transcript means without its first
        /// and last so many words; `witnessMeaning` what the general model alone heard means, in clauses where it paused (nil without
        /// it), and `witnessRefusal` the refusal it heard, read as one clause (nil for none); `secondAsOneClause` what the second
        /// pass's transcript means read without the commas its pauses put in (nil when it had none);
        /// `grammarTakesBack` whether a retraction in the grammar's transcript takes back words before it,
        /// `corrections` each pass's transcript read as a self-correction (nil for none), `soundsApart` how far
        /// apart two stretches of words sound, and `meaningOf` what any words mean (nil when unknown); each is asked
        /// only when needed.
        func decide(
            grammarTranscript: String, grammarMeaning: Recognition?, secondTranscript: String, secondMeaning: Recognition,
            distance: () -> Double, meaningWithout: (_ first: Int, _ last: Int) -> Recognition,
            witnessMeaning: () -> Recognition? = { nil }, witnessTranscript: () -> String? = { nil },
            witnessRefusal: () -> Recognition.Refusal? = { nil }, witnessNamesARecord: () -> Bool = { false },
            witnessTakesBack: () -> Bool = { false },
            secondAsOneClause: () -> Recognition? = { nil }, grammarTakesBack: () -> Bool = { false },
            corrections: () -> (grammar: Grammar.Correction?, second: Grammar.Correction?) = { (nil, nil) },
            soundsApart: (String, String) -> Double = { _, _ in 1 }, meaningOf: (String) -> Recognition? = { _ in nil }
        ) -> Decision {
            let decision = decideFromTwoPasses(
                grammarTranscript: grammarTranscript, grammarMeaning: grammarMeaning, secondTranscript: secondTranscript,
                secondMeaning: secondMeaning, distance: distance, meaningWithout: meaningWithout,
                witnessMeaning: witnessMeaning, witnessTranscript: witnessTranscript, grammarTakesBack: grammarTakesBack,
                corrections: corrections, soundsApart: soundsApart, meaningOf: meaningOf)
            // A bare "on pause" sounds just as "unpause" ("hey unpause please" was heard "hey on pause please" by all
            // three decoders): acting on it could be the opposite command. A driver saying "unpause" is heard so far
            // more often than one saying a bare "on pause", so only the pause is asked about.
            if case .act(let transcript) = decision,
               case .match(_, _, let matched)? = transcript == secondTranscript ? secondMeaning : grammarMeaning {
                if Self.soundsAsItsOpposite.contains(matched) { return .ask(transcript) }
                // "am i on break right now" was heard "my long break right now" by the grammar: "am i" run together. A
                // break named bare is a command, but none opens with "my" before it; a question's "am i" does.
                if transcript.split(separator: " ").first == "my", matched.hasPrefix("my "),
                   let last = matched.split(separator: " ").last, Self.breakWords.contains(String(last)) {
                    return .ask(transcript)
                }
            }
            // "am i online" is heard "i'm i'm online": a contraction said twice before a state, which a typed sentence
            // reads once as a speaker's stumble, is here as often a question turned round. Before a verb ("i'm i'm
            // grabbing lunch") it was a filler and the "i'm" said; so it was where the grammar, which has paths for
            // both a question's "am" and a filler, heard the filler ("um i'm back in the car"), unless what follows is a
            // state drivers ask about: "am i parked right now" was heard "erm i'm park right now" by the grammar.
            if case .act(let transcript) = decision, Self.saysAContractionTwice(transcript),
                !Self.hesitatesBeforeTheContraction(in: grammarTranscript, saidTwiceIn: transcript)
                    || Self.saysAContractionTwiceBeforeAStateAskedAbout(transcript) {
                return .ask(transcript)
            }
            guard case .sounds(_, _, _, _, let witnessVetoes) = self, case .act(let transcript) = decision else { return decision }
            // The request the general-model decoders heard as a question is no question.
            let askedFor = transcript == grammarTranscript
                && Self.heardTheRequestAsAQuestion(grammarTranscript, secondTranscript, meaningOf: meaningOf)
            // A pause may end a clause, but a refusal heard anywhere in the utterance still makes it a question
            // ("i'm not … going offline"); so does a refusal of the vetoing kinds the general model alone heard.
            if secondAsOneClause()?.isRefused == true, !askedFor { return .ask(transcript) }
            if let refusal = witnessRefusal(), witnessVetoes.contains(refusal), !(askedFor && refusal == .question) {
                // Both passes heard a correction and then the same command meant; the general model alone heard the
                // retraction and lost the command ("i'm parked, no sorry, writing again"), or heard the retraction as a
                // negation ("start my shift, no way to pursue my shift" for "… no wait, resume my shift"): no reason to
                // ask. Where the passes differ on the command meant, its refusal stands ("picked up, oh wait, wrong bag").
                // So where both heard the same command taken back, the second pass's correction is acted on and the
                // general model alone heard a negation there ("end my shift, no wait, just pause it", whose "no wait" it
                // heard "no way"); a retraction it heard stands ("picked up, oh wait, wrong bag").
                let grammarCommand = grammarMeaning.flatMap(Self.command)
                guard refusal == .retraction || refusal == .negation else { return .ask(transcript) }
                let (grammarCorrection, secondCorrection) = corrections()
                guard let grammarCorrection, let secondCorrection else { return .ask(transcript) }
                let sameTakenBack = Self.command(grammarCorrection.takenBack).map { $0 == Self.command(secondCorrection.takenBack) } ?? false
                guard (grammarCommand != nil && grammarCommand == Self.command(secondMeaning))
                    || (refusal == .negation && sameTakenBack && transcript == secondTranscript)
                else { return .ask(transcript) }
            }
            // "record my mileage for today", heard "record my my lunch …" by both passes, whose models know a break far
            // better: only the general model alone heard the amount that voice cannot record, and acting would start a
            // break. An amount or a distance it alone heard makes the command a question.
            if witnessNamesARecord() { return .ask(transcript) }
            if Self.opensWithALostNegation(secondTranscript) { return .ask(transcript) }
            // A correction that lands on the very command it took back was misheard in one of its halves ("end my
            // shift, wait no, just pause it" heard "… wait no just calling it"): which half is a guess.
            let (grammarCorrection, secondCorrection) = corrections()
            let (actedOn, correction) = transcript == secondTranscript
                ? (Self.command(secondMeaning), secondCorrection) : (grammarMeaning.flatMap(Self.command), grammarCorrection)
            if let correction, Self.command(correction.takenBack) == actedOn { return .ask(transcript) }
            // "picked up, uh no, i mean new order", heard "pickedup and on my way" by both passes: the general model alone
            // heard the retraction and another command meant after it, which neither pass could say.
            if let actedOn, let witnessed = witnessMeaning().flatMap(Self.command), witnessed != actedOn, witnessTakesBack() {
                return .ask(transcript)
            }
            return decision
        }

        /// "could you start my shift please", heard "did you start my shift please" by both general-model decoders on
        /// flite slt's voices, whose language model knows the question far better: where the grammar, which has paths
        /// for both, heard the request and the second pass's words after its "did you" are the grammar's very command,
        /// the request was said. A question the grammar heard opens with its "did" ("did you pick up my order").
        static func heardTheRequestAsAQuestion(
            _ grammarTranscript: String, _ secondTranscript: String, meaningOf: (String) -> Recognition?
        ) -> Bool {
            let grammarWords = spokenWords(grammarTranscript), secondWords = spokenWords(secondTranscript)
            guard grammarWords.count > 2, secondWords.count > 2,
                  requestOpenings.contains(Array(grammarWords.prefix(2))), questionOpenings.contains(Array(secondWords.prefix(2))),
                  let asked = meaningOf(grammarWords.dropFirst(2).joined(separator: " ")).flatMap(Self.command) else { return false }
            return meaningOf(secondWords.dropFirst(2).joined(separator: " ")).flatMap(Self.command) == asked
        }

        private static let requestOpenings: Set<[String]> = [
            ["could", "you"], ["could", "u"], ["can", "you"], ["can", "u"], ["would", "you"], ["would", "u"],
        ]
        private static let questionOpenings: Set<[String]> = [["did", "you"], ["do", "you"]]

        /// Whether the transcript's words up to some word mean `command` and the rest a command of another meaning, each
        /// of two words or more: a word heard in two ("park in the car now" for "parking the car now") is no second command.
        private static func heardAnotherCommandAfter(_ command: Command?, in transcript: String, meaningOf: (String) -> Recognition?) -> Bool {
            let words = spokenWords(transcript)
            guard words.count >= 4 else { return false }
            return (2...(words.count - 2)).contains { split in
                guard let other = meaningOf(words[split...].joined(separator: " ")).flatMap(Self.command), other != command else { return false }
                return meaningOf(words[..<split].joined(separator: " ")).flatMap(Self.command) == command
            }
        }

        /// The words a break is named by.
        static let breakWords: Set<String> = ["break", "breather", "rest", "pause", "smoko", "lunch", "dinner"]

        /// Whether a contraction is said twice in a row before a word that is not a verb's "-ing" ("i'm i'm online").
        static func saysAContractionTwice(_ transcript: String) -> Bool {
            let words = spokenWords(transcript)
            return contractionsSaidTwice(words).contains { $0 + 2 < words.count && !words[$0 + 2].hasSuffix("ing") }
        }

        /// Whether a contraction said twice is followed by a state drivers ask about ("i'm i'm parked right now").
        static func saysAContractionTwiceBeforeAStateAskedAbout(_ transcript: String) -> Bool {
            let words = spokenWords(transcript)
            return contractionsSaidTwice(words).contains { $0 + 2 < words.count && Listener.statesAskedAbout.contains(words[$0 + 2]) }
        }

        /// Whether `grammarTranscript` holds a hesitation ("um", "erm") and then the contraction `transcript` says twice.
        static func hesitatesBeforeTheContraction(in grammarTranscript: String, saidTwiceIn transcript: String) -> Bool {
            let words = spokenWords(transcript), grammarWords = spokenWords(grammarTranscript)
            let twice = Set(contractionsSaidTwice(words).map { words[$0] })
            return zip(grammarWords, grammarWords.dropFirst()).contains { hesitations.contains($0) && twice.contains($1) }
        }

        /// Where a contraction is said and said again right after it.
        private static func contractionsSaidTwice(_ words: [String]) -> [Int] {
            words.indices.dropLast().filter { words[$0] == words[$0 + 1] && words[$0].contains("'") }
        }

        /// Sounds that fill a pause, which a general model writes as a word it knows ("um i'm" as "i'm i'm").
        static let hesitations: Set<String> = ["uh", "uhh", "um", "umm", "uhm", "er", "erm", "hmm", "mm", "ah", "oh"]

        /// A transcript's words as the recogniser wrote them, without the commas its pauses became.
        private static func spokenWords(_ transcript: String) -> [String] {
            transcript.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        }

        /// Words a recogniser hears for "don't" or "do not" just before a command verb ("got to start my shift" for
        /// "do not start my shift"); the decoder grammar leaves them out for that reason, but the second pass's
        /// model and the typed grammar read them as a lead-in. A command so heard is asked about (docs/voice.md).
        static func opensWithALostNegation(_ transcript: String) -> Bool {
            let words = spokenWords(transcript)
            return lostNegationOpenings.contains { prefix in
                words.count > prefix.count && words.starts(with: prefix) && commandVerbs.contains(words[prefix.count])
            }
        }

        /// Lead-ins a recogniser also hears for "don't" ("going to end my shift" for "don't end my shift", by all three
        /// decoders) or for "un-" ("gonna sign me from this order" for "unassign me …"). The decoder grammar keeps
        /// them, as drivers say them; only a transcript opening with one is asked about (docs/voice.md).
        static let leadInLookalikes: [[String]] = [["going", "to"], ["gonna"]]

        private static let lostNegationOpenings = DecoderGrammar.negationLookalikes + leadInLookalikes

        /// The grammar's bare command verbs, and "go": "got to go online" was "do not go online".
        private static let commandVerbs = Grammar.imperativeVerbs.union(["go"])

        private func decideFromTwoPasses(
            grammarTranscript: String, grammarMeaning: Recognition?, secondTranscript: String, secondMeaning: Recognition,
            distance: () -> Double, meaningWithout: (_ first: Int, _ last: Int) -> Recognition,
            witnessMeaning: () -> Recognition?, witnessTranscript: () -> String?, grammarTakesBack: () -> Bool,
            corrections: () -> (grammar: Grammar.Correction?, second: Grammar.Correction?), soundsApart: (String, String) -> Double,
            meaningOf: (String) -> Recognition?
        ) -> Decision {
            let grammarCommand = grammarMeaning.flatMap(Self.command)
            let secondCommand = Self.command(secondMeaning)
            switch self {
            case .off:
                return .asHeard
            case .agree:
                guard let grammarCommand else { return .asHeard }
                return grammarCommand == secondCommand ? .act(grammarTranscript) : .ask(grammarTranscript)
            case .sounds(let acting, let asking, let refusalVetoes, let witnessSettles, _):
                if let secondCommand {
                    if let grammarCommand, grammarCommand != secondCommand {
                        // Both passes heard one command taken back and then differ on what was meant: a correction,
                        // whose end the grammar forces onto the nearest path it has and the second pass hears as said
                        // ("pause my shift no sorry driving so record that") (docs/voice.md).
                        let (grammarCorrection, secondCorrection) = corrections()
                        // Opposites heard in the same words but the one that decides between them ("hey start the shift"
                        // heard "hey stop the shift", "… i mean pause my shift" heard "… i mean unpause my shift"): a
                        // sound the general model hears one way and the grammar the other, where acting on the wrong one
                        // undoes what the driver asked for. Neither rule below settles them.
                        let heardAsOpposites = grammarCommand.isOpposite(of: secondCommand)
                            && Self.differInOneWord(grammarTranscript, secondTranscript)
                        if !heardAsOpposites, let taken = grammarCorrection.flatMap({ Self.command($0.takenBack) }),
                            taken == secondCorrection.flatMap({ Self.command($0.takenBack) }) {
                            return .act(secondTranscript)
                        }
                        // The general model alone hearing the second pass's command settles two different commands:
                        // where the grammar's came after a retraction only it heard, its way of saying the rest of a
                        // remark it has no path for ("taking this order oops parked up"); elsewhere only where the
                        // second pass heard its command's words as they are, not read through a misheard word ("i
                        // hated picked up the food" for "i haven't …") (docs/voice.md).
                        if !heardAsOpposites, grammarTakesBack() || Self.saysItsCommand(secondMeaning, in: secondTranscript),
                            witnessMeaning().flatMap(Self.command) == secondCommand {
                            return .act(secondTranscript)
                        }
                        // Otherwise never guess between them, but ask in the second pass's words, right more than twice
                        // as often as the grammar's when the two differ (docs/voice.md).
                        return .ask(secondTranscript)
                    }
                    // The grammar's refusal paths heard "not", a time or a retraction the second pass may have missed;
                    // but a thing voice cannot do heard only in the first word, before the very command the second pass
                    // heard, is a filler misheard ("pay wrap up my shift" for "hey wrap up my shift").
                    if refusalVetoes, grammarCommand == nil, case .refused(_, let reason)? = grammarMeaning,
                        reason != .other || Self.command(meaningWithout(1, 0)) != secondCommand,
                        !Self.opensWithAMisheardFiller(grammarTranscript, meaning: reason, without: meaningWithout(1, 0),
                            secondCommand: secondCommand, witnessAgrees: { witnessMeaning().flatMap(Self.command) == secondCommand })
                    {
                        // The grammar has paths for few two-clause sentences, so it forces a clause it cannot say
                        // onto the nearest words it has, often an app or a sum ("guess thanks go live spotify"). The
                        // general model alone hearing the second pass's command settles such a refusal; a negation,
                        // plan, question or retraction the grammar heard is overruled only at its end (docs/voice.md).
                        let settled = witnessSettles && reason == .other && witnessMeaning().flatMap(Self.command) == secondCommand
                        // Its refusal paths also take up the end of an utterance it has no path for ("so i'm stopping
                        // for a coffee break no" for "… break now", "accepted the ping at flex ago" for "… let's go"):
                        // where its words before the last one or two mean the very command the second pass heard, and
                        // the second pass heard words of its own after that command, a "not" or a thing voice cannot do
                        // so heard was the grammar's, not the speaker's. Where the second pass heard nothing after the
                        // command, the general model alone must hear the command too. A plan, which all three decoders
                        // have lost ("can you pick up my sister after school"), a retraction or a question stands.
                        func refusedInItsLast(_ words: Int) -> Bool {
                            (1...words).contains { Self.command(meaningWithout(0, $0)) == secondCommand }
                        }
                        func witnessAgrees() -> Bool { witnessMeaning().flatMap(Self.command) == secondCommand }
                        // A plan or a retraction so heard ("time for a pause three pm" for "time for a coffee break",
                        // "picked up the or rather" for "… the order") is overruled only where the second pass ends on
                        // its command, so the grammar's last words were the command's own sounds, and the general model
                        // alone heard the command too. Where the second pass heard words of no command after it ("start
                        // my shift, to borrow" for "… tomorrow", "going offline that they tonight" for "… at eight
                        // tonight"), a plan stands.
                        let refusedOnlyAtItsEnd: Bool = switch reason {
                        case .negation, .other:
                            refusedInItsLast(Self.refusedEndWords)
                                && (Self.saysMoreAfter(secondMeaning, in: secondTranscript) || witnessAgrees())
                        case .plan, .retraction:
                            refusedInItsLast(Self.forcedEndWords)
                                && Self.endsOnItsCommand(secondMeaning, in: secondTranscript, meaningOf: meaningOf) && witnessAgrees()
                        // "were" or "where" heard where the second pass heard "we're", the rest the second pass's command
                        // ("were gonna end the shift" for "we're done, end the shift"): the same sound, no question.
                        case .question:
                            Self.opensWithWeAre(grammarTranscript, heardAs: secondTranscript)
                                && Self.command(meaningWithout(1, 0)) == secondCommand && witnessAgrees()
                        }
                        return settled || refusedOnlyAtItsEnd ? .act(secondTranscript) : .ask(secondTranscript)
                    }
                    return .act(secondTranscript)
                }
                guard grammarCommand != nil else { return .asHeard }
                // A command after a retraction that only the grammar heard ("in three handed the tucker nah riding"
                // for "in three hundred feet, turn right") is mostly its way of saying the rest of a remark it has
                // no path for: dropped, as the grammar before such paths refused it (docs/voice.md).
                if grammarTakesBack() {
                    // Unless the general model alone heard the same command meant ("picked up, uh no, i mean new order",
                    // heard "pickedup on the way i mean new order" by the grammar and "picked up on the line me new order"
                    // by the second pass): two decoders of three heard it.
                    if witnessMeaning().flatMap(Self.command) == grammarCommand { return .act(grammarTranscript) }
                    // Or both passes heard the same command taken back, and the second pass's words after the
                    // retraction, no command as it heard them, sound like the grammar's ("delivered no wait kicked up"
                    // for "… picked up"): then the grammar's correction is weighed as any command is.
                    let (grammarCorrection, secondCorrection) = corrections()
                    guard let grammarCorrection, let secondCorrection, let taken = Self.command(grammarCorrection.takenBack),
                        taken == Self.command(secondCorrection.takenBack), !secondCorrection.after.isEmpty else { return .drop }
                    if secondCorrection.afterIsRefused { return .ask(grammarTranscript) }
                    let apart = soundsApart(grammarCorrection.after, secondCorrection.after)
                    return apart <= acting ? .act(grammarTranscript) : apart <= asking ? .ask(grammarTranscript) : .drop
                }
                if Self.heardTheRequestAsAQuestion(grammarTranscript, secondTranscript, meaningOf: meaningOf) {
                    return .act(grammarTranscript)
                }
                // The second pass refused what it heard ("i'm not on break"): a question, however alike they sound;
                // unless only its last word refused it and the general model alone heard the grammar's command ("um
                // okay break is done", heard "i'm ok break isn't" by the second pass): a "not" is said before what it
                // denies.
                if secondMeaning.isRefused {
                    let words = secondTranscript.split(separator: " ")
                    let refusedByItsLastWord = secondMeaning.refusal == .negation && words.count > 1
                        && meaningOf(words.dropLast().joined(separator: " "))?.isRefused == false
                    guard refusedByItsLastWord, witnessMeaning().flatMap(Self.command) == grammarCommand else { return .ask(grammarTranscript) }
                    return .act(grammarTranscript)
                }
                // The second pass heard the grammar's command and then one of another meaning ("time to hit the road start my
                // shift", heard "… starting it" by the grammar, whose paths for a remark or a filler took the second
                // clause): two commands, and which was meant is a guess.
                if Self.heardAnotherCommandAfter(grammarCommand, in: secondTranscript, meaningOf: meaningOf) { return .ask(grammarTranscript) }
                // The general model alone heard another command ("resume my shift, no, pause it", heard "resume my shift
                // oh log it that" by the grammar, with no command by the second pass): which was meant is a guess.
                if let witnessCommand = witnessMeaning().flatMap(Self.command), witnessCommand != grammarCommand {
                    return .ask(grammarTranscript)
                }
                // "parking, uh, actually back in the car", heard "parking up actually back in hundred": the grammar's
                // command was taken back by an "actually" it heard, and what was meant instead it did not.
                if Self.correctsAfterItsCommand(grammarMeaning, in: grammarTranscript) { return .ask(grammarTranscript) }
                let apart = distance()
                if apart <= acting {
                    // "i'm so tired" heard "i'm out so tired" by the grammar, whose paths for a remark took a sound for
                    // the word that made it a command: where neither general-model decoder heard any word of the
                    // grammar's command phrase but its subject and articles, however alike the rest sounds, it is asked.
                    if let grammarMeaning, let witness = witnessTranscript(),
                        Self.neitherHeardItsCommandWords(grammarMeaning, in: [secondTranscript, witness]) {
                        return .ask(grammarTranscript)
                    }
                    return .act(grammarTranscript)
                }
                // The second pass misheard a word the command turns on ("order fifth of" for "order picked up"), and
                // the general model alone, which has no command model pulling it, heard the grammar's very
                // command: two decoders of three agree (docs/voice.md).
                if witnessMeaning().flatMap(Self.command) == grammarCommand { return .act(grammarTranscript) }
                return apart <= asking ? .ask(grammarTranscript) : .drop
            }
        }

        /// A question's opener heard only as the grammar's first word, right before a bare command verb ("where resume
        /// my shift please" for "hey resume …", "does start shift" for "uh start shift"): nobody asks so, and a question
        /// puts its subject there ("did i start my shift"). Counted a misheard filler only where the rest is the second
        /// pass's very command and the general model alone heard it too.
        private static func opensWithAMisheardFiller(
            _ transcript: String, meaning reason: Recognition.Refusal, without rest: Recognition, secondCommand: Command,
            witnessAgrees: () -> Bool
        ) -> Bool {
            let words = transcript.split(separator: " ").map(String.init)
            guard reason == .question, words.count > 2, Grammar.imperativeVerbs.contains(words[1]) else { return false }
            return Self.command(rest) == secondCommand && witnessAgrees()
        }

        /// Whether the transcript ends on the command it means: nothing but fillers after the command phrase it matched,
        /// or the same command said again ("i'm finished for the day clock me out"), never a remark ("going offline that
        /// they tonight").
        private static func endsOnItsCommand(_ meaning: Recognition, in transcript: String, meaningOf: (String) -> Recognition?) -> Bool {
            guard let phrase = matchedWords(meaning), !phrase.isEmpty else { return false }
            // The phrase's words in order, as the grammar read them: words it dropped ("for me") may stand between.
            let words = Normaliser.normalise(transcript)
            var next = 0
            var end: Int?
            for (index, word) in words.enumerated() where next < phrase.count && word == phrase[next] {
                next += 1
                if next == phrase.count { end = index + 1 }
            }
            guard let end else { return false }
            let rest = words[end...].joined(separator: " ")
            guard !rest.isEmpty, let restMeaning = meaningOf(rest) else { return true }
            if case .noMatch(let said, _) = restMeaning, said.isEmpty { return true }
            return Self.command(restMeaning) == Self.command(meaning)
        }

        /// Whether the grammar's opening "were" or "where" is the second pass's "we're".
        static func opensWithWeAre(_ grammarTranscript: String, heardAs secondTranscript: String) -> Bool {
            return ["were", "where"].contains(spokenWords(grammarTranscript).first) && spokenWords(secondTranscript).first == "we're"
        }

        /// Whether "actually" follows the command phrase the transcript matched.
        private static func correctsAfterItsCommand(_ meaning: Recognition?, in transcript: String) -> Bool {
            guard let meaning, let phrase = matchedWords(meaning), let last = phrase.last else { return false }
            let words = Normaliser.normalise(transcript)
            guard let end = words.lastIndex(of: last) else { return false }
            return words[(end + 1)...].contains("actually")
        }

        /// Whether the transcript goes on after the command phrase it matched ("accepted the ping, let's go").
        private static func saysMoreAfter(_ meaning: Recognition, in transcript: String) -> Bool {
            guard let phrase = matchedWords(meaning) else { return false }
            return !Normaliser.normalise(transcript).reversed().starts(with: phrase.reversed())
        }

        /// Whole commands that sound as a command of the opposite meaning.
        static let soundsAsItsOpposite: Set<String> = ["on pause"]

        /// Whether two transcripts are the same words but one, said in its place ("start" and "stop").
        static func differInOneWord(_ first: String, _ second: String) -> Bool {
            Listener.onlyDifference(Normaliser.normalise(first), Normaliser.normalise(second)) != nil
        }

        /// Whether the transcript holds the command phrase it matched word for word: no word of it was corrected.
        private static func saysItsCommand(_ meaning: Recognition, in transcript: String) -> Bool {
            guard let phrase = matchedWords(meaning), !phrase.isEmpty else { return false }
            let words = Normaliser.normalise(transcript)
            guard words.count >= phrase.count else { return false }
            return (0...(words.count - phrase.count)).contains { words[$0..<($0 + phrase.count)].elementsEqual(phrase) }
        }

        /// Whether none of the words that make `meaning`'s phrase a command (all but its subject, articles and
        /// pronouns) is among any of the `transcripts`.
        static func neitherHeardItsCommandWords(_ meaning: Recognition, in transcripts: [String]) -> Bool {
            guard let phrase = matchedWords(meaning) else { return false }
            // What a command acts on is said by its opposite too ("the shift's been alright", heard "the shift's live"):
            // hearing it alone confirms no command, unless the phrase says nothing else.
            let spoken = phrase.filter { !Self.wordsOfNoCommand.contains($0) }
            let acting = spoken.filter { !Self.sharedObjects.contains($0) }
            let ownWords = acting.isEmpty ? spoken : acting
            guard !ownWords.isEmpty else { return false }
            // Run together, so a word written as two or two as one ("pickup" for "picked up") is still found.
            let heard = transcripts.map { Normaliser.normalise($0).joined() }
            return !ownWords.contains { word in heard.contains { $0.contains(Self.stem(word)) } }
        }

        /// A word without an ending a recogniser often writes otherwise: "picked" is heard in "pickup".
        private static func stem(_ word: String) -> String {
            for ending in ["ing", "ed", "es", "s"] where word.hasSuffix(ending) && word.count >= ending.count + 3 {
                return String(word.dropLast(ending.count))
            }
            return word
        }

        /// Words a command phrase shares with any remark.
        static let wordsOfNoCommand: Set<String> = [
            "i", "am", "we", "are", "is", "my", "our", "the", "a", "an", "it", "me", "this", "that", "be", "have", "has",
        ]

        /// What opposite commands both act on: a shift is started and ended, a car got into and out of.
        static let sharedObjects: Set<String> = [
            "shift", "dash", "block", "session", "gig", "day", "work", "clock", "car", "van", "truck", "bike", "vehicle",
        ]

        private static func matchedWords(_ meaning: Recognition) -> [String]? {
            guard case .match(_, _, let matched) = meaning else { return nil }
            return matched.split(separator: " ").map(String.init)
        }

        /// How many of the grammar's last words may hold a refusal its paths forced onto the end of a command.
        static let refusedEndWords = 2
        /// How many of the grammar's last words may hold a plan or a retraction its paths forced onto the command's own
        /// sounds ("finished my lunch as soon as" for "finished my lunch resume shift").
        static let forcedEndWords = 3

        private struct Command: Equatable {
            let intent: String
            let slots: [String: String]

            /// The command that undoes this one: a shift started and ended, a break taken and ended, parked and driving.
            func isOpposite(of other: Command) -> Bool {
                Self.opposites.contains([intent, other.intent]) || Self.opposites.contains([other.intent, intent])
            }

            static let opposites: Set<[String]> = [
                ["StartShift", "EndShift"], ["PauseShift", "ResumeShift"], ["ParkVehicle", "DriveAgain"],
            ]
        }

        private static func command(_ meaning: Recognition) -> Command? {
            guard case .match(let intent, let slots, _) = meaning else { return nil }
            return Command(intent: intent, slots: slots)
        }
    }
    let files: [String]

    /// One utterance heard: the transcript acted on, asked about or passed on (empty when nothing was
    /// decoded), whether it was rejected as speech that is no command, and what each pass heard.
    struct Utterance {
        let transcript: String
        let rejected: Bool
        let file: String?
        /// The grammar pass's transcript.
        var grammarTranscript: String? = nil
        /// The second pass's transcript; nil when there was no second pass.
        var general: String? = nil
        /// The general model alone's transcript, in clauses where it paused; heard only before acting or to
        /// settle a refusal.
        var witness: String? = nil
        /// A command the two passes did not agree on: not acted on, only asked about.
        var unconfirmed = false
        /// Path scores of the two passes and the utterance's length in 10 ms frames, for measuring.
        var scores: (grammar: Int32, general: Int32, frames: Int)? = nil
        /// The silences between the second pass's words, in 10 ms frames, for measuring.
        var pauses: [Int]? = nil
    }

    /// Starts the recogniser for `grammar`; no store is touched, so a machine without pocketsphinx changes nothing.
    /// Every decoder hears with the voice profile (`profile`, else the default one, when it has been made).
    init(grammar: Grammar, files: [String], profile: String? = nil, environment: [String: String]) throws(ListenError) {
        // The library first: without it, the model alone is no use, and its absence is what to report.
        let library = environment["DASHPILOT_POCKETSPHINX_LIBRARY"]
        do { try SpeechRecogniser.checkLibrary(library) } catch { throw .recogniser(error) }
        guard let pronunciations = Pronunciations.system(only: grammar.decoderCandidateWords) else {
            throw .recogniser(.modelMissing(Pronunciations.systemDictionary))
        }
        let profilePath: String?
        do {
            profilePath = try VoiceProfile.resolve(explicit: profile, default: XDGPaths(environment: environment).voiceProfile)
        } catch {
            throw .profile(error)
        }
        // The profile's means replace the model's; measuring options given in the environment come after them.
        let adapted = profilePath.map { ["-mean", $0] } ?? []
        let options = adapted + (environment["DASHPILOT_LISTEN_OPTIONS"].map { $0.split(separator: " ").map(String.init) } ?? [])
        // For measuring what another speech-to-text engine piping into DashPilot gives: the general English
        // model alone, no grammar, no out-of-grammar loop and no second pass (docs/voice.md).
        if environment["DASHPILOT_LISTEN_MODEL"] == "general" {
            do { recogniser = try SpeechRecogniser(generalLanguageModelWith: options, library: library) } catch {
                throw Self.failure(error, profile: profilePath)
            }
            recogniser.noiseFloor = Self.noiseFloor(environment, pass: 1)
            decoderGrammar = DecoderGrammarCacheEntry(fsg: "", words: [], garbageWords: [])
            grammarSeconds = 0
            grammarCached = false
            judge = HearingJudge(grammar: grammar, policy: .off)
            checker = nil
            witness = nil
            pauseFrames = nil
            witnessesAll = false
            self.grammar = grammar
            self.files = files
            return
        }
        let started = Self.monotonicSeconds()
        let timing = environment["DASHPILOT_LISTEN_TIMING"] != nil
        let note = { (problem: String) in if timing { StandardStream.error.writeLine("dashpilot: \(problem)") } }
        var (entry, cached) = DecoderGrammarCache.entry(
            for: grammar, pronunciations: pronunciations, environment: environment, note: note)
        grammarSeconds = Self.monotonicSeconds() - started
        do {
            recogniser = try SpeechRecogniser(
                fsg: entry.fsg, words: entry.words, pronunciations: pronunciations, options: options, library: library)
        } catch {
            // A cached grammar the recogniser will not load is not trusted: build it afresh and try once more.
            guard cached else { throw Self.failure(error, profile: profilePath) }
            (entry, cached) = DecoderGrammarCache.entry(
                for: grammar, pronunciations: pronunciations, environment: environment, reading: false, note: note)
            do {
                recogniser = try SpeechRecogniser(
                    fsg: entry.fsg, words: entry.words, pronunciations: pronunciations, options: options, library: library)
            } catch {
                throw Self.failure(error, profile: profilePath)
            }
        }
        decoderGrammar = entry
        grammarCached = cached
        recogniser.noiseFloor = Self.noiseFloor(environment)
        let policy = CheckPolicy(environment["DASHPILOT_LISTEN_CHECK"])
        judge = HearingJudge(grammar: grammar, policy: policy)
        let pause = environment["DASHPILOT_LISTEN_PAUSE"]
        pauseFrames = pause == "off" ? nil : pause.flatMap(Int.init).map { max($0, 1) } ?? Self.pauseFrames
        witnessesAll = environment["DASHPILOT_LISTEN_WITNESS"] == "always"
        if policy == .off {
            checker = nil
            witness = nil
        } else {
            let checkOptions = environment["DASHPILOT_LISTEN_CHECK_OPTIONS"].map { adapted + $0.split(separator: " ").map(String.init) }
            let weight = environment["DASHPILOT_LISTEN_COMMAND_WEIGHT"].flatMap(Double.init).map { min(max($0, 0), 1) }
            // The grammar's words the system dictionary lacks ("gopuff", "brb"), so the second pass can hear them.
            let words = Pronunciations.extras.filter { entry.words.contains($0.key) }
            do {
                // A weight of 0 is the general model alone, as the second pass was first measured.
                checker = weight == 0
                    ? try SpeechRecogniser(generalLanguageModelWith: checkOptions ?? options, library: library)
                    : try SpeechRecogniser(
                        generalLanguageModelWith: checkOptions ?? options, commandModel: entry.languageModel,
                        commandWeight: weight ?? Self.commandWeight, words: words, library: library)
                witness = weight == 0 || policy == .agree
                    ? nil : try SpeechRecogniser(generalLanguageModelWith: checkOptions ?? options, library: library)
            } catch {
                throw Self.failure(error, profile: profilePath)
            }
            recogniser.keepsAudio = true
            checker?.noiseFloor = Self.noiseFloor(environment, pass: 1)
            witness?.noiseFloor = Self.noiseFloor(environment, pass: 1)
        }
        self.grammar = grammar
        self.files = files
    }

    /// A decoder that would not start with a profile was given one pocketsphinx could not read (its checksum
    /// or its numbers): the profile is what to report, not the recogniser.
    private static func failure(_ error: SpeechRecogniserError, profile: String?) -> ListenError {
        guard let profile, case .decoderFailed = error else { return .recogniser(error) }
        return .profile(.damaged(profile))
    }

    /// The hiss added under the audio the general model hears (the second pass and the third decoder), in sample
    /// units (`SpeechRecogniser.noiseFloor`): about 60 dB below full scale. Chosen on the ninth spoken set
    /// (docs/voice.md); the grammar pass hears the audio as it came, which its paths were measured on.
    static let noiseFloors = (grammar: 0, general: 32)

    /// `DASHPILOT_LISTEN_FLOOR=GRAMMAR[:GENERAL]` for measuring (pass 0 the grammar's, 1 the general model's),
    /// or the chosen floor.
    static func noiseFloor(_ environment: [String: String], pass: Int = 0) -> Int {
        let chosen = pass == 0 ? noiseFloors.grammar : noiseFloors.general
        guard let setting = environment["DASHPILOT_LISTEN_FLOOR"] else { return chosen }
        let levels = setting.split(separator: ":").compactMap { Int($0) }
        guard let level = levels.indices.contains(pass) ? levels[pass] : levels.last else { return chosen }
        return min(max(level, 0), 2_000)
    }

    /// The command model's share of the second pass's language model (docs/voice.md).
    static let commandWeight = 0.5
    /// 70 ms: the shortest pause flite leaves at a comma; chosen on the sixth spoken set (docs/voice.md).
    static let pauseFrames = 7
    /// A pause that would leave a clause of one word ends none (docs/voice.md).
    static let shortestClause = 2

    /// Calls `heard` with each utterance as it ends, from the files in order or from standard input.
    /// `heard` returns false to stop listening.
    func listen(_ heard: (Utterance) -> Bool) throws(ListenError) {
        if files.isEmpty {
            try listenToStandardInput(heard)
            return
        }
        for file in files {
            let samples = try WAVFile.samples(atPath: file)
            for text in recogniser.process(samples) + [recogniser.finish()].compactMap({ $0 }) {
                guard heard(utterance(text, file: file)) else { return }
            }
        }
    }

    private func listenToStandardInput(_ heard: (Utterance) -> Bool) throws(ListenError) {
        // Typing at a terminal is not audio; say how to give it some instead of waiting on keystrokes.
        guard isatty(STDIN_FILENO) == 0 else { throw .noAudio }
        var reader = RawAudioReader()
        while let samples = try reader.next() {
            for text in recogniser.process(samples) {
                guard heard(utterance(text, file: nil)) else { return }
            }
        }
        if let text = recogniser.finish() { _ = heard(utterance(text, file: nil)) }
    }

    /// The refusal the general model alone heard in `transcript`, but no negation made only by its last word
    /// ("parking no", "they can't" for "picked up"): a driver says "not" before what it denies, and such a
    /// word after the command both other passes heard is a sound they heard as part of it.
    static func refusal(ofWitness transcript: String, besideGrammar grammarTranscript: String = "", grammar: Grammar) -> Recognition.Refusal? {
        let refusal = grammar.recognise(transcript).refusal
        let words = transcript.split(separator: " "), grammarWords = grammarTranscript.split(separator: " ")
        // An opener alone asks nothing: "are" heard for "park".
        if refusal == .question, words.count == 1 { return nil }
        // Nor one heard in place of a word of the grammar pass's command, the rest as it heard it ("are the car" for
        // "park the car", "was dashing" for "pause dashing"): a question adds its opener before its subject, it
        // does not take a word of the command away.
        if refusal == .question, replacesACommandWord(transcript, of: grammarTranscript, grammar: grammar) { return nil }
        // Nor "are" with no subject after it where the grammar heard a word opening with its sound ("are the far" for
        // "park the car", "are it" for "parked"); "are you parked" asks.
        if refusal == .question, words.first == "are", words.count < 2 || !["you", "u", "we", "i", "they"].contains(words[1]),
           let first = grammarWords.first, first.hasPrefix("par") {
            return nil
        }
        // Nor a "no" where the grammar heard "new" ("no uber eats order starting now").
        if refusal == .negation, words.contains("no"), !words.contains("new"), grammarWords.contains("new"), !grammarWords.contains("no"),
           !grammar.recognise(words.map { $0 == "no" ? "new" : $0 }.joined(separator: " ")).isRefused {
            return nil
        }
        guard refusal == .negation, words.count > 1 else { return refusal }
        return grammar.recognise(words.dropLast().joined(separator: " ")).isRefused ? refusal : nil
    }

    /// Whether the general model alone heard an amount, a distance or a cost (`recordWords`) that the grammar pass did
    /// not: the things voice cannot record, which the command model hears as the nearest command ("mileage" as "my
    /// lunch").
    static func namesARecord(_ witnessTranscript: String, besideGrammar grammarTranscript: String) -> Bool {
        let grammarWords = Set(grammarTranscript.split(separator: " "))
        return witnessTranscript.split(separator: " ").contains { recordWords.contains(String($0)) && !grammarWords.contains($0) }
    }

    /// Words of what a driver may want recorded and voice cannot record: money, distance, costs.
    static let recordWords: Set<String> = [
        "mileage", "miles", "tip", "tips", "tipped", "dollar", "dollars", "bucks", "cents", "earnings", "earned",
        "expense", "expenses", "receipt", "receipts", "refund", "toll", "tolls", "payout",
    ]

    /// Whether `transcript` is the grammar pass's words with one word of its command phrase heard as another.
    static func replacesACommandWord(_ transcript: String, of grammarTranscript: String, grammar: Grammar) -> Bool {
        guard case .match(_, _, let matched) = grammar.recognise(grammarTranscript) else { return false }
        let commandWords = Set(matched.split(separator: " ").map(String.init))
        // Word for word as written ("i'm" for "when"), or as normalised ("are" for "park").
        let written = { (text: String) in text.split(separator: " ").map { $0.filter { $0 != "," }.lowercased() } }
        for (heard, command) in [(written(transcript), written(grammarTranscript)),
                                 (Normaliser.normalise(transcript), Normaliser.normalise(grammarTranscript))] {
            guard let index = onlyDifference(heard, command) else { continue }
            let replaced = Normaliser.normalise(command[index])
            if !replaced.isEmpty, replaced.allSatisfy(commandWords.contains) { return true }
        }
        return false
    }

    /// The one place where two lists of words of the same length differ, nil when they differ in more or none.
    static func onlyDifference(_ first: [String], _ second: [String]) -> Int? {
        guard first.count == second.count else { return nil }
        let differing = first.indices.filter { first[$0] != second[$0] }
        return differing.count == 1 ? differing.first : nil
    }

    /// Words the general model hears for the grammar pass's last word "now": the grammar had "no" to choose
    /// there, so a "no" only the general model heard after a command ("parking no") was the "now" it ends with.
    static let nowLookalikes: Set<String> = ["no", "know"]

    /// Words the general model hears after a "not" for the rest of "offline" ("boeing not flying" for "going offline").
    static let offlineTails: Set<String> = ["flying", "fly", "fine", "line"]
    /// Words after which "in my shift" is where someone is.
    static let beWords: Set<String> = ["am", "are", "is", "was", "were", "i'm", "we're", "it's", "still", "be", "been", "that's"]

    /// Words the general model hears for the "i" of "i mean".
    static let meanLookalikes: Set<String> = ["by", "my", "buy"]

    /// Words that follow "clock" in a command: "clock in", "clock me out".
    static let clockParticles: Set<String> = ["in", "out", "on", "off", "me"]

    /// States a driver asks DashPilot about ("am i online", "am i on break").
    static let statesAskedAbout: Set<String> = ["online", "offline", "on", "off", "parked", "driving", "done"]

    /// `transcript`, a general-model pass's, as read beside the grammar pass's `grammarTranscript`.
    static func reading(_ transcript: String, besideGrammar grammarTranscript: String) -> String {
        var words = transcript.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        let grammarWords = grammarTranscript.split(separator: " ")
        // "they start my break" is "hey, start my break": nobody says "they" before a bare command verb, nor to the
        // assistant ("they assistant start my work shift").
        let second = words.count > 1 ? String(words[1].prefix { $0 != "," }) : ""
        // Nor before a question to someone ("they can we take a break and get food"): "they can we" is no English.
        let asks = words.count > 2 && ["can", "could", "would", "will"].contains(second)
            && ["i", "we", "you", "u"].contains(words[2].prefix { $0 != "," })
        // Nor before the driver's own "i'm" ("they i'm starting my shift now").
        let ownSubject = ["i'm", "im", "i've"].contains(second)
        // Nor before a subject and its "is" ("they break is over resume please"): "they" is no article; nor before
        // another subject ("they i just took an order"). Before a verb's "-ing" it may be "they're" heard short.
        let nounsState = words.count > 2 && words[2].prefix { $0 != "," } == "is"
        let anotherSubject = ["i", "we"].contains(second)
        // Nor where the grammar heard every word after it the same and another first word ("game moving again"): the
        // opening was no subject to either.
        let onlyTheOpeningDiffers = words.count > 1 && grammarWords.count == words.count && grammarWords.first != "they"
            && grammarWords.dropFirst().elementsEqual(words.dropFirst().map { Substring($0) })
        if words.count > 1, words[0] == "they",
            Grammar.imperativeVerbs.contains(second) || second == "assistant" || asks || ownSubject || nounsState || anotherSubject
                || onlyTheOpeningDiffers {
            words[0] = "hey"
        }
        // "my online right now" is "am i online right now" run together: no sentence opens with "my" before a state.
        if words.count > 1, words[0] == "my", Self.statesAskedAbout.contains(second) {
            words[0...0] = ["am", "i"]
        }
        // "oclock in" is "uh, clock in": a time says its hour before "o'clock", so one that opens the sentence is a
        // filler run into "clock".
        if words.count > 1, words[0] == "oclock" || words[0] == "o'clock", clockParticles.contains(second) {
            words[0...0] = ["uh", "clock"]
        }
        // "picked up by mean delivered": "i mean" heard as words nobody says, where the grammar heard it.
        if grammarTranscript.contains("i mean") {
            for index in words.indices.dropLast() where meanLookalikes.contains(words[index]) && words[index + 1] == "mean" {
                words[index] = "i"
            }
            // "end my shift i need start my shift": "need" before a bare command verb is the "mean" the grammar heard.
            for index in words.indices.dropLast(2) where words[index] == "i" && words[index + 1] == "need"
                && Grammar.imperativeVerbs.contains(words[index + 2]) {
                words[index + 1] = "mean"
            }
        }
        // "time to go on like", "i'm going on line now": "online" heard as two words at the end of what is said (espeak-ng's
        // faster voice, where the grammar heard "on lunch"); read whole, the two passes' meanings are compared.
        for index in words.indices.dropLast().reversed() where words[index] == "on" && ["line", "like"].contains(words[index + 1])
            && (index + 2 == words.count || ["now", "right"].contains(words[index + 2])) {
            words[index...(index + 1)] = ["online"]
        }
        // "i'm i need a break" is "um, i need a break": "i'm" is never said before "i", and the grammar heard the filler.
        // ("i'm i'm" is left as heard: it may be "am i" turned round.)
        if words.count > 1, ["i'm", "im"].contains(words[0]), ["i", "we"].contains(second),
            let filler = grammarWords.first.map(String.init), CheckPolicy.hesitations.contains(filler) {
            words[0] = filler
        }
        // "i'm heading home in my shift": "end my shift" at the end of what is said, after a remark; "i'm in my shift"
        // is no ending.
        if words.count > 3, words[words.count - 3] == "in", ["my", "the"].contains(words[words.count - 2]),
           ["shift", "dash"].contains(words[words.count - 1]), !Self.beWords.contains(words[words.count - 4]) {
            words[words.count - 3] = "end"
        }
        // "i gave and accepted that order": "haven't" heard as a verb and "and", before a verb in the past that nobody
        // joins to giving or having.
        for index in words.indices.dropFirst().reversed() where index + 2 < words.count
            && ["i", "we"].contains(words[index - 1]) && ["gave", "have", "haven"].contains(words[index])
            && words[index + 1] == "and" && words[index + 2].hasSuffix("ed") {
            words[index...(index + 1)] = ["haven't"]
        }
        // "going not flying": "offline" heard as a "not" and a word, where the grammar heard "offline".
        if grammarWords.contains("offline") {
            for index in words.indices.dropLast().reversed() where words[index] == "not" && offlineTails.contains(words[index + 1]) {
                words[index...(index + 1)] = ["offline"]
            }
        }
        // "instead card": "instacart", which the general model's dictionary lacks, heard as a "not" and a word, where the
        // grammar heard the app.
        if grammarWords.contains("instacart") {
            for index in words.indices.dropLast().reversed() where ["instead", "instant"].contains(words[index])
                && ["card", "cart", "cards", "carts"].contains(words[index + 1]) {
                words[index...(index + 1)] = ["instacart"]
            }
        }
        // "break is over resume police": flite's "please" at the end, after no word that could open a name for it.
        if words.count > 1, words[words.count - 1] == "police", !["the", "a", "to", "for", "by", "call"].contains(words[words.count - 2]) {
            words[words.count - 1] = "please"
        }
        if words.count > 1, grammarWords.last == "now", let last = words.last, nowLookalikes.contains(last) {
            words[words.count - 1] = "now"
        }
        return words.joined(separator: " ")
    }

    private func utterance(_ heard: SpeechRecogniser.Heard, file: String?) -> Utterance {
        let text = heard.text
        let rejected = text.split(separator: " ").contains { decoderGrammar.garbageWords.contains(String($0)) }
        guard let checker, !heard.samples.isEmpty else {
            return Utterance(transcript: text, rejected: rejected, file: file, grammarTranscript: text)
        }
        let transcription = checker.transcribe(heard.samples)
        // The second pass's words in clauses where its speaker paused: "coffee's in the cup holder, let's go online".
        let rawClauses = pauseFrames.map { transcription.clauses(pauseFrames: $0, shortestClause: Self.shortestClause) }
            ?? transcription.text
        let clauses = Self.reading(rawClauses, besideGrammar: text)
        let scores = (heard.score, transcription.score, heard.samples.count / 160)
        // The general model alone, heard at most once and only when a rule asks for it.
        var witnessed: SpeechRecogniser.Transcription?
        func heardAlone() -> SpeechRecogniser.Transcription? {
            guard let witness else { return nil }
            if witnessed == nil { witnessed = witness.transcribe(heard.samples) }
            return witnessed
        }
        func inClauses(_ transcription: SpeechRecogniser.Transcription) -> String {
            pauseFrames.map { transcription.clauses(pauseFrames: $0, shortestClause: Self.shortestClause) } ?? transcription.text
        }
        let decision = judge.decide(
            grammarTranscript: text, rejected: rejected, general: transcription.text, clauses: rawClauses,
            heardAlone: { heardAlone().map { ($0.text, inClauses($0)) } })
        var utterance: Utterance
        switch decision {
        case .act(let transcript):
            utterance = Utterance(transcript: transcript, rejected: false, file: file)
        case .ask(let transcript):
            utterance = Utterance(transcript: transcript, rejected: false, file: file, unconfirmed: true)
        case .asHeard:
            utterance = Utterance(transcript: text, rejected: rejected, file: file)
        case .drop:
            utterance = Utterance(transcript: text, rejected: true, file: file)
        }
        // Measuring: every utterance's witness, for trying other rules on.
        if witnessesAll { _ = heardAlone() }
        utterance.grammarTranscript = text
        utterance.general = clauses
        utterance.witness = witnessed.map { Self.reading(inClauses($0), besideGrammar: text) }
        utterance.scores = scores
        utterance.pauses = transcription.pauses
        return utterance
    }

    private static func monotonicSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Seconds inside the three decoders, and seconds of audio heard, for the real-time factor.
    var decodingSeconds: Double { recogniser.decodingSeconds + (checker?.decodingSeconds ?? 0) + (witness?.decodingSeconds ?? 0) }
    var loadSeconds: Double { recogniser.loadSeconds + (checker?.loadSeconds ?? 0) + (witness?.loadSeconds ?? 0) }
}

/// Why `listen` stopped before hearing anything through.
enum ListenError: Error {
    case recogniser(SpeechRecogniserError)
    case profile(VoiceProfileError)
    case unreadable(String)
    case badAudio(String)
    case noAudio

    var message: String {
        switch self {
        case .recogniser(let error): error.sentence
        case .profile(let error): error.sentence
        case .unreadable(let what): "cannot read \(what)"
        case .badAudio(let what): what
        case .noAudio:
            "listen reads 16 kHz 16-bit mono audio: arecord -f S16_LE -r 16000 -c 1 -t raw | dashpilot listen, or give --file F.wav"
        }
    }

    /// 69 (EX_UNAVAILABLE) when pocketsphinx or its model is missing; 66 for input that cannot be read,
    /// 65 for audio in the wrong format.
    var exitCode: ExitCode {
        switch self {
        case .recogniser: .unavailable
        case .profile(let error): error.exitCode
        case .unreadable: .noInput
        case .badAudio: .dataError
        case .noAudio: .usage
        }
    }
}
