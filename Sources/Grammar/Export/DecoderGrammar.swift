import Glibc

/// A grammar small enough for a speech recogniser to search quickly, written as JSGF: the command cores a
/// driver says, every one checked against the recogniser; the refusal side (negations, plans, questions,
/// things voice cannot do) as paths that decode to sentences the recogniser refuses; and a loop of common
/// words that are no command at all, so speech that is not a command has somewhere to go.
public struct DecoderGrammar: Sendable {
    /// The grammar as JSGF text.
    public let jsgf: String
    /// The same paths as a finite-state grammar in sphinxbase's FSG format, which the recogniser loads faster.
    public let fsg: String
    /// Every word the JSGF uses, sorted; each needs a pronunciation in the recogniser's dictionary.
    public let words: [String]
    /// The words of the out-of-grammar loop. A transcript holding one of them was not a command.
    public let garbageWords: Set<String>
    /// Command sentences kept, each recognised with its own intent and slots.
    public let commandSentences: [(sentence: String, intent: String, slots: [String: String])]
    /// Command sentences said alone or with any of their group's prefixes before them ("i'm", "let's", "i want
    /// to") and suffixes after them ("for the day", "at the door"); each sentence is in `commandSentences` too.
    public let groups: [Group]

    /// The sentences of phrase lines that open or end with the same part they may leave out, and that part's
    /// spellings, each checked to keep the meaning of the sentences beside it.
    public struct Group: Sendable {
        public let prefixes: [String]
        public let cores: [String]
        public let suffixes: [String]
    }
    /// Commands said in two clauses of the same meaning ("i'm done for today end the shift"): any first clause
    /// followed by any second one, every pair checked to mean `intent` and `slots`. Like the other commands of
    /// two clauses, said only with skip phrases around them, never beside a refusal phrase (a veto reaches
    /// only its own clause).
    public let twoClauses: [TwoClauses]

    public struct TwoClauses: Sendable {
        public let intent: String
        public let slots: [String: String]
        public let firsts: [String]
        public let seconds: [String]
    }
    /// Sentences spelled out from the templates and then dropped: the recogniser does not give them the
    /// phrase's meaning (a skip word inside them, a veto, another intent), or a word has no pronunciation.
    public let droppedSentences: [String]
    /// Refusal phrases: each, before a command, after one or alone (openers before one), makes the sentence no
    /// command.
    public let refusalPhrases: [String]
    /// Commands with their "is", "are", "has" or "i've" negated ("the order isn't delivered", "i haven't picked it
    /// up"): a "not" said inside the command, where no refusal phrase before or after it can stand, each refused.
    public let negatedCommands: [String]
    /// Phrases that make a sentence no command only after a command or alone: a retraction ("just kidding")
    /// takes back what came before it, and what follows it may still be a command; and the refusal words a
    /// recogniser hears for the word that opens a command (`openingLookalikes`).
    public let trailingRefusalPhrases: [String]
    /// Retractions after a command that the command meant may follow ("end my shift sorry i mean start my shift"),
    /// and the commands that may follow them: the plainest clauses of every meaning, each checked after each.
    public let correctionPhrases: [String]
    public let correctedCommands: [(sentence: String, intent: String, slots: [String: String])]
    public let openerPhrases: [String]
    /// Words said around a command that do not change it ("okay", "now"): before a command, and after one.
    public let skipPhrasesBefore: [String]
    public let skipPhrasesAfter: [String]
    /// Remarks that are whole phrases, said after a command of one clause ("back in the car, let's go").
    public let asidePhrasesAfter: [String]
    /// Words usable around a refusal phrase.
    public let refusalContextWords: [String]

    /// Prefixes a recogniser hears for "don't" or "i'm not" before a command: "to unpause the shift" for "don't
    /// pause the shift", "i would start" for "don't start", "i got to park" for "i'm not parked". The decoder
    /// grammar leaves them out before a command (longer prefixes holding them, "i want to", stay), and `listen`
    /// asks about a command another pass heard after one.
    /// "i want take the break" was espeak-ng's "i'm not taking a break".
    public static let negationLookalikes: [[String]] = [["to"], ["i", "would"], ["got", "to"], ["i", "got", "to"], ["i", "want"]]
    /// Words a recogniser hears for "not" ("hi now i'm parked" for "i'm not parked"): no skip phrase before a
    /// command ends with one, so the grammar pass has no path that turns "not" into a filler.
    public static let notLookalikes: Set<String> = ["now"]
    /// Refusal words a recogniser hears for the word that opens a command: "pay begin my shift please" for "hey, begin
    /// my shift please", on every "hey" but one of flite slt's; "noon instacart batch accepted" for "new …", a plan, on
    /// every flite voice of the twenty-second set. Offered alone and after a command, never before one, so the grammar
    /// pass has no path that turns the opening into a refusal (docs/voice.md); a time said before a command keeps its
    /// "at" ("at noon start my shift"). "game" and "payout" were the grammar pass's "hey" on flite slt and kal of the
    /// twenty-sixth set ("game moving again", "payout i just took an order").
    public static let openingLookalikes: Set<String> = ["pay", "paid", "say", "noon", "game", "payout"]
}

extension Grammar {
    /// The decoder-sized grammar. `hasPronunciation` says which words the recogniser's dictionary can say;
    /// sentences with any other word are left out (nil: every word is kept).
    public func decoderGrammar(hasPronunciation: ((String) -> Bool)? = nil) -> DecoderGrammar {
        DecoderGrammarBuilder(grammar: self, hasPronunciation: hasPronunciation ?? { _ in true }).build()
    }
}

extension Grammar {
    /// Every word the decoder grammar could use, so a caller can look up only these in a large dictionary.
    public var decoderCandidateWords: Set<String> {
        var words = Set(tables.vocabulary.words)
        words.formUnion(DecoderGrammarBuilder.commonWords)
        words.formUnion(Answers.yes.flatMap { $0.split(separator: " ").map(String.init) })
        words.formUnion(DecoderGrammarBuilder.contractions.values)
        words.formUnion(tables.vocabulary.words.map { $0 + "'s" })
        words.formUnion(DecoderGrammarBuilder.negatedForms(["not"]).joined())
        return words
    }
}

struct DecoderGrammarBuilder {
    /// Spellings of an optional part longer than this many words are left out.
    static let optionalWordsKept = 3
    /// Sentences spelled out per phrase line, at most.
    static let sentencesPerPhrase = 1000
    /// Spellings of a list, whose every line is a phrase of its own: "picked up the order", "the food's in the car".
    static let spellingsPerList = 2000
    /// How many spellings of each part of a line are combined before the others grow further.
    static let commonRequiredSpellings = 12
    static let commonOptionalSpellings = 6
    /// Refusal phrases are short; longer spellings add size without adding much that is said.
    static let refusalPhraseWords = 3
    static let refusalPhrasesPerLine = 60
    static let skipPhraseWords = 3
    /// Spellings of a line's opening or closing part longer than this are left out ("i am heading out to" is
    /// kept as "i'm heading out to"), and at most so many are kept, the plainest first.
    static let endPartWords = 4
    static let endPhrasesPerPart = 120
    /// Spellings of each line, and clauses of each meaning, a command of two clauses is made of.
    static let clausesPerLine = 2
    /// Spellings of a line's first optional part said in its fuller clauses: "my", "the".
    static let fillsPerLine = 2
    static let clausesPerMeaning = 100
    /// Sentences of a line whose subject, said in its opening part, contracts with its core ("i've parked").
    static let contractedPerLine = 24
    /// Words after which "just" may come before the rest of a command: "i just parked", "i've just picked it up".
    static let subjects: Set<String> = ["i", "we", "am", "are", "have", "got"]

    /// Word runs a recogniser readily hears for a command of another meaning ("i'm parked" as "unpark",
    /// "delivered" as "out delivering" or "truck is off"), in rarely said spellings. Sentences holding one are
    /// left out of the decoder grammar only: typed, they still mean what they say (docs/voice.md).
    static let confusableRuns: [[String]] = [
        ["unparked"], ["unparking"], ["unpark"], ["truck", "is", "off"], ["out", "delivering"], ["off", "delivering"],
        ["through", "delivering"], ["took", "delivery"], ["start", "our", "delivery"], ["my", "trip"],
        ["grabbed", "a", "offer"],
        // Heard for "pause my shift", "dropped it off" and "begin my shift"; rare spoken to an assistant. "ute" and
        // "knock off", said by drivers of two sets in a row, are kept: on 350 recordings of the thirtieth to
        // thirty-fifth sets holding them or the commands they were heard for, they made nothing wrong (docs/voice.md).
        ["jeep"], ["rig"], ["wagon"], ["suv"], ["minivan"], ["motor"], ["knocked", "off"], ["short", "rest"],
        // Heard for commands of the opposite or another meaning: "i'm done for the day", "clock in", "begin my shift".
        ["logged", "on", "for"], ["pulled", "in"], ["my", "short"],
        // Heard for "pause the session" and "i have the package": ending a shift or recording a delivery in
        // their place is worse than asking again.
        ["close", "the"], ["close", "my"], ["close", "this"], ["close", "our"], ["hand", "the"],
        // A learner's "i would to start" is what "i don't start" sounds like; "ta" (thanks) is what "don't"
        // and "how long was" sound like before a command.
        ["would", "to"], ["ta"],
        // "turn lyft on" is what a navigation prompt's "turn left onto …" sounds like.
        ["turn", "lyft"], ["turning", "lyft"], ["switch", "lyft"],
        // "open the doordash app" was heard as "open the doordash shift": a shift is started, not opened, aloud.
        ["open", "the"],
        // Typed shorthand nobody says aloud.
        ["deliv"],
    ]

    /// Counts said aloud before "minutes": a driver takes a break of "ten minutes" or "a couple of minutes", not of
    /// "ninety minutes" or "half minutes".
    static let spokenCounts: Set<String> = [
        "two", "three", "four", "five", "six", "ten", "fifteen", "twenty", "thirty", "forty", "couple", "few", "of",
    ]

    /// Whether every length in `tokens` is said as drivers say it aloud. Typed abbreviations ("mins"), a unit that
    /// disagrees with its count ("two minute", "one minutes") and counts nobody takes a break for are left out of
    /// the decoder grammar: each break line may end with a length, and these only make the search larger.
    static func saysLengthsAloud(_ tokens: [String]) -> Bool {
        tokens.indices.allSatisfy { index in
            let previous = index > 0 ? tokens[index - 1] : ""
            switch tokens[index] {
            case "mins", "min": return false
            // "a minute", "one minute"; a count before a thing it measures: "a ten minute break".
            case "minute": return previous == "a" || previous == "one" || (spokenCounts.contains(previous) && index + 1 < tokens.count)
            case "minutes": return spokenCounts.contains(previous)
            default: return true
            }
        }
    }

    /// Refusal words a recogniser hears for the yes words and fillers beside a command ("yet" for "yeah" or
    /// "yep"): left out of the decoder grammar, they still refuse a transcript the general model writes them in.
    static let unsaidRefusals: Set<String> = ["yet"]
    /// "at night", a plan a general-model pass heard for "at nine" ("start my shift at night"): it refuses such a
    /// transcript, but as a path of the decoder grammar it would take the end of what a driver says at night.
    static let unsaidRefusalPhrases: Set<String> = ["at night"]

    /// A day named after "this", "next" or "coming" ("this saturday"): a plan the typed grammar refuses wherever a
    /// general-model pass hears it, but as a refusal path of its own it took the end of remarks the grammar pass has
    /// no path for ("parking now this lot is a nightmare" was "parking now this saturday" on three voices).
    static func namesADayAhead(_ tokens: [String]) -> Bool {
        zip(tokens, tokens.dropFirst()).contains { ["this", "next", "coming"].contains($0) && days.contains($1) }
    }

    static let days: Set<String> = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "weekend"]

    /// Whole sentences a recogniser hears for a command of another meaning: a bare "handed" (delivered) is what
    /// "end it" sounds like ("pause my shift, actually no, end it" was heard "… actually no handed" by both passes).
    static let confusableSentences: Set<[String]> = [["handed"]]

    /// Apps whose work nobody calls a "block" (Amazon Flex's word): "the doordash block" is what the grammar pass heard
    /// for "open the doordash app", and started a shift on five voices of the twenty-second set.
    static let appsWithoutBlocks: Set<String> = [
        "doordash", "dash", "dd", "eats", "ubereats", "ue", "uber", "instacart", "grubhub", "hub", "postmates", "shipt", "caviar",
        "gopuff", "roadie", "lyft",
    ]

    static func holdsConfusableRun(_ tokens: [String]) -> Bool {
        if confusableSentences.contains(tokens) { return true }
        if zip(tokens, tokens.dropFirst()).contains(where: { appsWithoutBlocks.contains($0) && $1 == "block" }) { return true }
        // "start my shift back up" resumes; heard for "start my shift" and a sound after it, it would start nothing.
        if tokens.contains("start"), tokens.suffix(2) == ["back", "up"] { return true }
        return confusableRuns.contains { run in
            tokens.count >= run.count && (0...(tokens.count - run.count)).contains { Array(tokens[$0..<$0 + run.count]) == run }
        }
    }

    /// Common English that is no command: what passengers, phone calls, the radio and navigation prompts
    /// are made of. Words the grammar uses, or could be respelt into, are removed when the grammar is built.
    static let commonWords: [String] = [
        "the", "of", "a", "to", "is", "you", "that", "it", "he", "was", "for", "are", "as", "with", "his",
        "they", "be", "this", "have", "from", "or", "had", "by", "word", "but", "what", "some", "we", "can",
        "were", "all", "there", "when", "your", "said", "each", "she", "which", "their", "if", "will", "up",
        "other", "about", "many", "them", "these", "so", "would", "make", "like", "him", "into", "has", "look",
        "two", "more", "write", "see", "number", "way", "could", "people", "than", "first", "water", "been",
        "who", "oil", "its", "find", "long", "down", "did", "come", "made", "may", "part", "over", "new",
        "sound", "only", "little", "work", "know", "place", "year", "live", "back", "give", "most", "very",
        "after", "thing", "our", "name", "good", "sentence", "think", "say", "great", "where", "help",
        "through", "much", "before", "line", "too", "mean", "old", "any", "same", "tell", "boy", "follow",
        "came", "want", "show", "also", "around", "form", "three", "small", "set", "put", "end", "does",
        "another", "well", "large", "must", "big", "even", "such", "because", "turn", "here", "why", "ask",
        "went", "men", "read", "need", "land", "different", "home", "us", "move", "try", "kind", "hand",
        "picture", "again", "change", "off", "play", "spell", "air", "away", "animal", "house", "point",
        "page", "letter", "mother", "answer", "found", "study", "still", "learn", "should", "america", "world",
        "weather", "rain", "sunny", "traffic", "exit", "highway", "mile", "miles", "feet", "turn", "left",
        "keep", "merge", "destination", "arrive", "arrived", "route", "minutes", "hello", "hi", "how", "doing",
        "mom", "dad", "dinner", "tonight", "weekend", "movie", "song", "love", "baby", "yeah", "okay", "sure",
        "maybe", "really", "pretty", "nice", "cold", "hot", "today", "tomorrow", "morning", "night", "game",
        "score", "team", "news", "station", "listening", "coming", "next", "hour", "call", "phone", "text",
        "school", "kids", "friend", "money", "tip", "customer", "restaurant", "food", "weird", "funny",
        "wait", "stop", "light", "red", "green", "yellow", "street", "avenue", "road", "north", "south",
        "east", "west", "station", "gas", "store", "open", "closed", "sorry", "excuse", "thank", "thanks",
        "music", "radio", "podcast", "story", "president", "election", "market", "price", "prices", "sale",
    ]

    let grammar: Grammar
    let hasPronunciation: (String) -> Bool

    typealias Spelling = (tokens: [String], slots: [String: String])

    func build() -> DecoderGrammar {
        let definition = GrammarFileParser.parse(source: grammar.source, file: grammar.fileName).0
        var kept: [(sentence: String, intent: String, slots: [String: String])] = []
        var keptSet = Set<String>()
        var dropped: [String] = []
        // A line that opens or ends with a part it may leave out ("<lead>", "[<forday>]") is spelled without those
        // parts, into a group whose prefixes and suffixes may then open and end any of its sentences: spelled apart,
        // neither uses up the share of the line the other needs.
        var plain: [String] = []
        var groups: [(prefix: Template?, suffix: Template?, cores: [String])] = []
        var groupIndex: [String: Int] = [:]
        var seen = Set<String>()
        // Each line's first spellings, with its first optional part said and without, which commands of two
        // clauses are made of.
        var lineClauses: [(sentence: String, line: String, group: Int?, intent: String, slots: [String: String])] = []
        // "hey dash now" is heard as DashPilot's name and "now": a sentence opening with a word that follows the
        // first word of a wake phrase is left out, so that "hey" may open every other command.
        let wakeFollowers = Set(definition.wake.flatMap { spell($0.template, definition) }.compactMap { $0.tokens.dropFirst().first })
        let spellingsKey = { (part: Template?) in
            part.map { spell($0, definition).map { $0.tokens.joined(separator: " ") }.joined(separator: "|") } ?? ""
        }
        // A spelling is kept when the recogniser can say it and `parse` gives it its own line's meaning.
        let keeps = { (tokens: [String], intent: String, slots: [String: String]) -> Bool in
            guard !tokens.isEmpty, saysAloud(tokens), !wakeFollowers.contains(tokens[0]),
                case .match(intent, slots, _) = grammar.recognise(tokens.joined(separator: " "), tolerance: false)
            else { return false }
            return true
        }
        // The apps said as one word: a line names one in its first spellings only ("starting my doordash shift").
        let apps = definition.rules["app"].map { spell($0.template, definition).filter { $0.tokens.count == 1 }.map { $0.tokens[0] } } ?? []
        for intent in definition.intents {
            for (lineNumber, phrase) in intent.phrases.enumerated() {
                let (prefix, core, suffix) = splitEnds(phrase.template, definition)
                let key = prefix == nil && suffix == nil ? "" : spellingsKey(prefix) + "/" + spellingsKey(suffix)
                if !key.isEmpty, groupIndex[key] == nil {
                    groupIndex[key] = groups.count
                    groups.append((prefix, suffix, []))
                }
                var clausesOfLine: [[String: String]: Int] = [:]
                var plainClauses: [(sentence: String, slots: [String: String])] = []
                // A subject said in the line's opening part contracts with the core's first word ("i" and "have parked"
                // are said "i've parked"), which the group's free combination of the two cannot spell: the core's first
                // spellings are said so whole.
                let coreSpellings = spell(core, definition).prefix(Self.spellingsPerList)
                let openingSubjects = Set((prefix.map { spell($0, definition) } ?? []).filter { $0.tokens.count == 1 }.map { $0.tokens[0] }).sorted()
                var contracted = 0
                for spelling in coreSpellings where contracted < Self.contractedPerLine {
                    guard let first = spelling.tokens.first else { continue }
                    for subject in openingSubjects {
                        guard let short = Self.contractions[subject + " " + first] else { continue }
                        let tokens = [short] + spelling.tokens.dropFirst()
                        let sentence = tokens.joined(separator: " ")
                        guard seen.insert("|" + sentence).inserted, keeps(tokens, intent.name, spelling.slots) else { continue }
                        contracted += 1
                        if keptSet.insert(sentence).inserted { kept.append((sentence, intent.name, spelling.slots)) }
                        plain.append(sentence)
                    }
                }
                for spelling in Self.withEveryApp(coreSpellings, apps: apps) {
                    for tokens in Self.spokenForms(spelling.tokens) {
                        let sentence = tokens.joined(separator: " ")
                        guard !tokens.isEmpty, seen.insert(key + "|" + sentence).inserted else { continue }
                        guard keeps(tokens, intent.name, spelling.slots) else {
                            dropped.append(sentence)
                            continue
                        }
                        let slots = spelling.slots
                        if keptSet.insert(sentence).inserted { kept.append((sentence, intent.name, slots)) }
                        if let index = groupIndex[key] { groups[index].cores.append(sentence) } else { plain.append(sentence) }
                        if clausesOfLine[slots, default: 0] < Self.clausesPerLine {
                            clausesOfLine[slots, default: 0] += 1
                            plainClauses.append((sentence, slots))
                        }
                    }
                }
                // The plainest spellings leave out every optional word; people say some ("end my shift").
                var filledOfLine = [[[String: String]: Int]](repeating: [:], count: Self.fillsPerLine)
                let filled = (0..<Self.fillsPerLine).flatMap { fill in
                    spell(core, definition, filling: true, fill: fill).prefix(Self.clausesPerLine * 8).map { (fill, $0) }
                }
                var filledSeen = Set<String>()
                var filledClauses = [[(sentence: String, slots: [String: String])]](repeating: [], count: Self.fillsPerLine)
                for (fill, spelling) in filled {
                    let tokens = Self.spokenForms(spelling.tokens).last ?? spelling.tokens
                    let sentence = tokens.joined(separator: " ")
                    guard filledOfLine[fill][spelling.slots, default: 0] < Self.clausesPerLine, !tokens.isEmpty, filledSeen.insert(sentence).inserted,
                        keeps(tokens, intent.name, spelling.slots)
                    else { continue }
                    filledOfLine[fill][spelling.slots, default: 0] += 1
                    filledClauses[fill].append((sentence, spelling.slots))
                }
                // Taken in turn: the first with "my", with "the", the first plainest; then the second of each.
                let line = "\(intent.name) \(lineNumber)"
                let lists = filledClauses + [plainClauses]
                for rank in 0..<(lists.map(\.count).max() ?? 0) {
                    for list in lists where rank < list.count {
                        lineClauses.append((list[rank].sentence, line, groupIndex[key], intent.name, list[rank].slots))
                    }
                }
            }
        }
        let meaningOf = Dictionary(kept.map { ($0.sentence, $0) }) { a, _ in a }
        // Every directive that refuses a sentence, each phrase checked around commands of every intent.
        let refusing = definition.negation + definition.plan + definition.veto + definition.sentenceVeto + definition.clauseVeto + definition.retract
        // A veto reaches only its own clause, so a command of two clauses ("picked it up and heading to the
        // customer") can stay a command with a refusal beside it: such commands are said alone in the grammar.
        let representatives = [definition.negation, definition.veto, definition.clauseVeto, definition.plan].compactMap {
            $0.first.flatMap { shortSpellings($0, definition).first?.first?.joined(separator: " ") }
        }
        let openerRepresentatives = definition.opener.first.flatMap { shortSpellings($0, definition).first?.first }.map {
            [$0.joined(separator: " ")]
        } ?? []
        // Only a joiner ("and", "then") opens a second clause, so only sentences with one need trying.
        let joinerWords = Set(definition.joiner.flatMap { spell($0.template, definition).flatMap(\.tokens) })
        let oneClause = { (sentence: String) in !sentence.split(separator: " ").contains { joinerWords.contains(String($0)) } }
        let mayStandBesideARefusal = { (sentence: String) -> Bool in
            guard !oneClause(sentence) else { return true }
            return representatives.allSatisfy { refused(sentence + " " + $0) && refused($0 + " " + sentence) }
                && openerRepresentatives.allSatisfy { refused($0 + " " + sentence) }
        }
        let framed = plain.filter(mayStandBesideARefusal)
        var alone = plain.filter { !mayStandBesideARefusal($0) }
        // A prefix can move where a clause begins ("i in the van and driving again"), so a group's sentence of two
        // clauses is said alone, as it is, and a prefix or suffix of two ("and driving again") is left out.
        var decoderGroups: [DecoderGrammar.Group] = []
        var decoderGroupOf: [Int: Int] = [:]
        for (index, group) in groups.enumerated() {
            let cores = group.cores.filter(oneClause)
            alone += group.cores.filter { !oneClause($0) }
            guard !cores.isEmpty else { continue }
            decoderGroupOf[index] = decoderGroups.count
            let probes = Self.probeCommands(cores.compactMap { meaningOf[$0] })
            // A word said twice in a row is read as a stutter, once: a prefix ending with a word some core opens
            // with ("that order's order's done") or a suffix opening with one some core ends with is left out.
            let firstWords = Set(cores.compactMap { $0.split(separator: " ").first }), lastWords = Set(cores.compactMap { $0.split(separator: " ").last })
            decoderGroups.append(
                DecoderGrammar.Group(
                    prefixes: group.prefix.map {
                        endPhrases($0, before: true, definition, probes: probes).filter { oneClause($0) && !firstWords.contains($0.split(separator: " ").last ?? "") }
                    } ?? [],
                    cores: cores,
                    suffixes: group.suffix.map {
                        endPhrases($0, before: false, definition, probes: probes).filter { oneClause($0) && !lastWords.contains($0.split(separator: " ").first ?? "") }
                    } ?? []))
        }
        var aloneSeen = Set<String>()
        alone = alone.filter { aloneSeen.insert($0).inserted }
        let commandWords = Set(
            (kept.map(\.sentence) + decoderGroups.flatMap { $0.prefixes + $0.suffixes }).flatMap { $0.split(separator: " ").map(String.init) })
        let probes = Self.probeCommands((framed + decoderGroups.flatMap(\.cores)).compactMap { meaningOf[$0] })
        let (anywhere, retractions) = refusalPhrases(refusing, definition, probes: probes)
        // A refusal said only alone or after a command: the retractions, and the words heard for a command's opening.
        let refusals = anywhere.filter { !DecoderGrammar.openingLookalikes.contains($0) }
        let trailing = retractions + anywhere.filter(DecoderGrammar.openingLookalikes.contains)
        let openers = openerPhrases(definition.opener, definition, probes: probes)
        // Addressing DashPilot ("hey assistant") is said before a command as a filler is, but not in words a command
        // says ("hey dash" would take the "dash" of "dash now").
        let wakePhrases = Set(definition.wake.flatMap { spell($0.template, definition) }.map { $0.tokens.joined(separator: " ") })
        let addressesWithCommandWords = { (phrase: String) in
            wakePhrases.contains(phrase) && phrase.split(separator: " ").contains { commandWords.contains(String($0)) }
        }
        var (skipsBefore, skipsAfter) = skipPhrases(definition.skip + definition.request + definition.wake + definition.lead, definition, probes: probes)
        skipsBefore.removeAll(where: addressesWithCommandWords)
        skipsAfter.removeAll(where: addressesWithCommandWords)
        // A remark that is a whole phrase after a command ("back in the car, let's go", "left it on the porch, took a
        // photo"), as said; of two words or more, since one word opens any remark ("i", "the") and would take the end
        // of whatever follows a command; none that stops where the remark's own words begin ("let me", "headed to").
        // Only after a command of one clause: after two, the typed grammar reads a third.
        var asidesAfter: [String] = []
        let asides = skipPhrases(definition.aside, definition, probes: probes).after.filter {
            $0.contains(" ") && !Self.remarkGoesOnAfter.contains(String($0.split(separator: " ").last!))
        }
        for tokens in asides.flatMap({ Self.spokenForms($0.split(separator: " ").map(String.init)) }) where saysAloud(tokens) {
            let aside = tokens.joined(separator: " ")
            if !skipsAfter.contains(aside), !asidesAfter.contains(aside) { asidesAfter.append(aside) }
        }
        // A yes is said alone, to answer a question a near miss was asked with; it is no command by itself.
        let answers = Answers.yes.sorted().filter { $0.split(separator: " ").allSatisfy { hasPronunciation(String($0)) } }
        let clausesOfMeanings = plainClauses(
            lineClauses.compactMap { clause in
                guard oneClause(clause.sentence) else { return nil }
                return (clause.sentence, clause.line, clause.group.flatMap { decoderGroupOf[$0] }.map { decoderGroups[$0] }, clause.intent, clause.slots)
            })
        let twoClauses = twoClauseCommands(clausesOfMeanings)
        // "the order isn't delivered" has no path through a refusal before or after a command: its "not" is inside one.
        // Each meaning's plainest clauses are negated, with the article a group's sentence is said with.
        // So is every kept command whose subject is a thing and its state ("the order's delivered", "break's over").
        let statesOfThings = kept.map(\.sentence).filter { sentence in
            let words = sentence.split(separator: " ")
            guard words.count <= Self.stateWords, let subjectEnd = words.firstIndex(where: { $0 == "is" || $0.hasSuffix("'s") }) else { return false }
            let subject = words[..<subjectEnd] + (words[subjectEnd] == "is" ? [] : [words[subjectEnd].dropLast(2)])
            // One noun, or an article and its noun: "break's over", "the order's delivered".
            return !Self.notAnIs.contains(String(words[subjectEnd]))
                && (subject.count == 1 || (subject.count == 2 && ["the", "my"].contains(subject.first!)))
        }
        let plainestWords = Set(clausesOfMeanings.flatMap(\.clauses).flatMap { $0.split(separator: " ").map(String.init) })
        let negated = negatedCommands(
            clausesOfMeanings.flatMap(\.clauses) + statesOfThings.sorted { $0.split(separator: " ").count < $1.split(separator: " ").count },
            subjects: plainestWords)
        // A bare "actually" between two commands takes the first back as typed ("pause my shift actually end my shift");
        // alone after a command it is a filler, so it is offered only where the command meant follows it. A bare "no"
        // is not: before a command it is as often a negation heard short.
        let corrections = corrections(retractions.filter { !Self.andLookalikes.contains($0) } + ["actually"], clausesOfMeanings)
        let correctedSentences = corrections.commands.map { $0.sentence }
        let context = commandWords.sorted()
        let refusalWords = Set((refusals + trailing + answers + openers + skipsBefore + skipsAfter + asidesAfter + negated).flatMap { $0.split(separator: " ").map(String.init) })
        let garbage = garbageWords(definition: definition, avoiding: commandWords.union(refusalWords))
        let jsgf = Self.jsgf(
            commands: framed, groups: decoderGroups, aloneCommands: alone, refusals: refusals, trailingRefusals: trailing,
            openers: openers, answers: answers, skipsBefore: skipsBefore, skipsAfter: skipsAfter, asidesAfter: asidesAfter,
            garbage: garbage.sorted(), twoClauses: twoClauses, corrections: (corrections.phrases, correctedSentences), negated: negated)
        let words = commandWords.union(refusalWords).union(garbage).sorted()
        let split = { (phrases: [String]) in phrases.map { $0.split(separator: " ").map(String.init) } }
        let fsg = FSGWriter.write(
            commands: split(framed), groups: decoderGroups.map { (split($0.prefixes), split($0.cores), split($0.suffixes)) },
            aloneCommands: split(alone),
            refusals: split(refusals), trailingRefusals: split(trailing), openers: split(openers), answers: split(answers),
            skipsBefore: split(skipsBefore), skipsAfter: split(skipsAfter), asidesAfter: split(asidesAfter), garbage: garbage.sorted(),
            twoClauses: twoClauses.map { (split($0.firsts), split($0.seconds)) },
            corrections: (split(corrections.phrases), split(correctedSentences)), negated: split(negated))
        return DecoderGrammar(
            jsgf: jsgf, fsg: fsg, words: words, garbageWords: garbage, commandSentences: kept, groups: decoderGroups,
            twoClauses: twoClauses, droppedSentences: dropped, refusalPhrases: refusals, negatedCommands: negated,
            trailingRefusalPhrases: trailing,
            correctionPhrases: corrections.phrases, correctedCommands: corrections.commands, openerPhrases: openers,
            skipPhrasesBefore: skipsBefore, skipPhrasesAfter: skipsAfter, asidePhrasesAfter: asidesAfter, refusalContextWords: context)
    }

    /// Each meaning's plainest clauses: the first spellings of its lines, alone and after their group's
    /// commonest contracted prefix ("end the shift", "i'm done for today"), every line's first before any line's
    /// second, at most `clausesPerMeaning`.
    private func plainClauses(
        _ clauses: [(sentence: String, line: String, group: DecoderGrammar.Group?, intent: String, slots: [String: String])]
    ) -> [(intent: String, slots: [String: String], clauses: [String])] {
        var order: [String] = []
        var lines: [String: [[[String]]]] = [:]  // meaning -> each line's spellings -> each as said
        var lineOf: [String: Int] = [:]  // "meaning|sentence's line" -> index in lines[meaning]
        var meanings: [String: (intent: String, slots: [String: String])] = [:]
        let spoken = Set(Self.contractions.values)
        for clause in clauses {
            let key = clause.intent + " " + clause.slots.sorted { $0.key < $1.key }.map { $0.key + "=" + $0.value }.joined(separator: ",")
            if meanings[key] == nil {
                meanings[key] = (clause.intent, clause.slots)
                order.append(key)
            }
            // A group's sentence also with its commonest contracted prefix: "i'm done for today" is how it is said.
            let prefix = clause.group.flatMap { group in group.prefixes.first(where: spoken.contains) ?? group.prefixes.first }
            let said = [clause.sentence] + (prefix.map { [$0 + " " + clause.sentence] } ?? [])
            let lineKey = key + "|" + clause.line
            if let index = lineOf[lineKey] { lines[key]![index].append(said) } else {
                lineOf[lineKey] = lines[key, default: []].count
                lines[key, default: []].append([said])
            }
        }
        // The lines taken in turn, so that every line's first spelling is in before any line's second.
        return order.map { key in
            var taken: [String] = [], seen = Set<String>()
            let byLine = (lines[key] ?? []).map { $0.flatMap { $0 } }
            for round in 0..<(byLine.map(\.count).max() ?? 0) {
                for line in byLine where round < line.count && taken.count < Self.clausesPerMeaning {
                    if seen.insert(line[round]).inserted { taken.append(line[round]) }
                }
            }
            return (meanings[key]!.intent, meanings[key]!.slots, taken)
        }
    }

    /// For each meaning, first and second clauses of a command said twice over in other words, from its plainest
    /// clauses. Clauses are dropped until every first followed by every second means the command.
    private func twoClauseCommands(
        _ plain: [(intent: String, slots: [String: String], clauses: [String])]
    ) -> [DecoderGrammar.TwoClauses] {
        return plain.compactMap { intent, slots, all in
            // means[a][b]: "a b" is this command.
            let means = all.map { first in
                all.map { second in
                    if case .match(intent, slots, _) = grammar.recognise(first + " " + second, tolerance: false) { return true }
                    return false
                }
            }
            // The fewest clauses to drop so that every pair left is the command, the plainest spellings (first in
            // `all`) counting most: a minimum vertex cover of the failing pairs, by a minimum cut.
            let weights = all.indices.map { exp(-Double($0) / 20) }
            let dropped = Self.minimumCover(
                failing: all.indices.flatMap { a in all.indices.filter { !means[a][$0] }.map { (a, $0) } }, count: all.count, weights: weights)
            let firsts = all.indices.filter { !dropped.firsts.contains($0) }
            let seconds = all.indices.filter { !dropped.seconds.contains($0) }
            guard !firsts.isEmpty, !seconds.isEmpty else { return nil }
            return DecoderGrammar.TwoClauses(
                intent: intent, slots: slots, firsts: firsts.map { all[$0] }, seconds: seconds.map { all[$0] })
        }
    }

    /// Retractions after which the command meant may follow ("sorry i mean", "no wait"), and the plainest clauses
    /// of every meaning that may follow them: each pair, after a command of another meaning, checked to mean the
    /// clause. A retraction that fails with more than a tenth of the clauses is left out ("actually no" before
    /// "on a pause" reads as a negation), then every clause that fails with one left ("just kidding in car" is a
    /// place where someone kids).
    private func corrections(
        _ retractions: [String], _ plain: [(intent: String, slots: [String: String], clauses: [String])]
    ) -> (phrases: [String], commands: [(sentence: String, intent: String, slots: [String: String])]) {
        let meanings = plain.filter { !$0.clauses.isEmpty }
        guard meanings.count >= 2 else { return ([], []) }
        var clauses: [(sentence: String, intent: String, slots: [String: String], before: String)] = []
        var seen = Set<String>()
        for (index, meaning) in meanings.enumerated() {
            // Taken back: the plainest clause of the next meaning.
            let before = meanings[(index + 1) % meanings.count].clauses[0]
            for clause in meaning.clauses where seen.insert(clause).inserted {
                clauses.append((clause, meaning.intent, meaning.slots, before))
            }
        }
        let reads = { (retraction: String) in
            clauses.map { clause in
                if case .match(clause.intent, clause.slots, _) = grammar.recognise(
                    clause.before + " " + retraction + " " + clause.sentence, tolerance: false) { return true }
                return false
            }
        }
        var kept: [String] = []
        var failing = Set<Int>()
        for retraction in retractions {
            let results = reads(retraction)
            let failures = results.indices.filter { !results[$0] }
            guard failures.count * 10 <= clauses.count else { continue }
            kept.append(retraction)
            failing.formUnion(failures)
        }
        guard !kept.isEmpty else { return ([], []) }
        return (kept, clauses.indices.filter { !failing.contains($0) }.map { (clauses[$0].sentence, clauses[$0].intent, clauses[$0].slots) })
    }

    /// Which of `count` first and `count` second clauses to drop so that no `failing` pair (first, second) is
    /// left, at the least total weight: the cut a maximum flow leaves from firsts to seconds.
    static func minimumCover(failing: [(Int, Int)], count: Int, weights: [Double]) -> (firsts: Set<Int>, seconds: Set<Int>) {
        // Nodes: 0 source, 1...count firsts, count+1...2count seconds, 2count+1 sink.
        let sink = 2 * count + 1
        var capacity = [[Int: Double]](repeating: [:], count: sink + 1)
        for index in 0..<count {
            capacity[0][index + 1] = weights[index]
            capacity[count + 1 + index][sink] = weights[index]
        }
        for (first, second) in failing { capacity[first + 1][count + 1 + second] = .infinity }
        var residual = capacity
        for node in 0...sink { for next in capacity[node].keys where residual[next][node] == nil { residual[next][node] = 0 } }
        func reachable() -> [Int?] {
            var parent = [Int?](repeating: nil, count: sink + 1)
            parent[0] = 0
            var queue = [0], head = 0
            while head < queue.count {
                let node = queue[head]
                head += 1
                for (next, left) in residual[node] where left > 1e-12 && parent[next] == nil {
                    parent[next] = node
                    queue.append(next)
                }
            }
            return parent
        }
        while true {
            let parent = reachable()
            guard parent[sink] != nil else {
                let firsts = Set((0..<count).filter { parent[$0 + 1] == nil })
                let seconds = Set((0..<count).filter { parent[count + 1 + $0] != nil })
                return (firsts, seconds)
            }
            var flow = Double.infinity, node = sink
            while node != 0, let previous = parent[node] {
                flow = min(flow, residual[previous][node]!)
                node = previous
            }
            node = sink
            while node != 0, let previous = parent[node] {
                residual[previous][node]! -= flow
                residual[node][previous]! += flow
                node = previous
            }
        }
    }

    /// A phrase line's opening and closing parts that it may leave out, when something of its own is said
    /// between them ("<lead> (start | begin) <my> <shiftword> [<forday>]"), and what is between. A part is nil
    /// when the line has none to split off.
    private func splitEnds(_ template: Template, _ definition: GrammarDefinition) -> (Template?, Template, Template?) {
        guard case .sequence(var items) = template, items.count >= 2 else { return (nil, template, nil) }
        let sayable = { (part: Template) in
            let spellings = spell(part, definition)
            return spellings.count > 1 && spellings.contains(where: \.tokens.isEmpty) && spellings.allSatisfy(\.slots.isEmpty)
        }
        let saysSomething = { (items: [Template]) in
            !items.isEmpty && !spell(items.count == 1 ? items[0] : .sequence(items), definition).contains(where: \.tokens.isEmpty)
        }
        var prefix: Template?, suffix: Template?
        if sayable(items[0]), saysSomething(Array(items.dropFirst())) { prefix = items.removeFirst() }
        if items.count >= 2, sayable(items[items.count - 1]), saysSomething(Array(items.dropLast())) { suffix = items.removeLast() }
        return (prefix, items.count == 1 ? items[0] : .sequence(items), suffix)
    }

    /// Short spellings of a line's opening part ("i'm", "let's", "i want to"; a subject also with "just" after
    /// it: "i just accepted an order") or closing part ("for the day", "at the door"), each kept when every
    /// probe command said with it keeps its meaning.
    private func endPhrases(_ part: Template, before: Bool, _ definition: GrammarDefinition, probes: [String]) -> [String] {
        let meanings = probes.map(meaning)
        var phrases: [String] = []
        var seen = Set<String>()
        // Lengths not said aloud are left out before the first `endPhrasesPerPart` are taken, not in their place.
        let spellings = spell(part, definition).filter {
            !$0.tokens.isEmpty && $0.tokens.count <= Self.endPartWords && Self.saysLengthsAloud($0.tokens)
        }
        for spelling in spellings.prefix(Self.endPhrasesPerPart) {
            let adverb = before && Self.subjects.contains(spelling.tokens.last!) ? Self.spokenForms(spelling.tokens + ["just"]) : []
            for tokens in Self.spokenForms(spelling.tokens) + adverb {
                let phrase = tokens.joined(separator: " ")
                guard saysAloud(tokens), !(before && DecoderGrammar.negationLookalikes.contains(tokens)),
                    seen.insert(phrase).inserted,
                    zip(probes, meanings).allSatisfy({ meaning(before ? phrase + " " + $0 : $0 + " " + phrase) == $1 })
                else { continue }
                phrases.append(phrase)
            }
        }
        return phrases
    }

    /// A sentence's intent and slots as one dictionary, nil when it is no command.
    private func meaning(_ sentence: String) -> [String: String]? {
        guard case .match(let intent, var slots, _) = grammar.recognise(sentence, tolerance: false) else { return nil }
        slots["intent"] = intent
        return slots
    }

    // MARK: Spelling templates out

    /// At most `sentencesPerPhrase` spellings of a template, the plainest first and spread over every choice:
    /// the first spelling of each alternative comes before any second one, and a sequence combines the first
    /// few of every part, so "begin my shift" is spelled before the hundredth way of saying "start my …".
    /// `filling`: the first optional part of a sequence is said before it is left out, with its spelling
    /// number `fill` first ("end my shift", "end the shift" before "end shift").
    private func spell(_ template: Template, _ definition: GrammarDefinition, filling: Bool = false, fill: Int = 0) -> [Spelling] {
        let spell = { (template: Template, definition: GrammarDefinition) in self.spell(template, definition, filling: filling, fill: fill) }
        switch template {
        case .word(let word):
            if word == Vocabulary.anyWordSpelling { return [] }  // a recogniser cannot say "any word"
            return [(Normaliser.normalise(word), [:])]
        case .sequence(let items):
            guard filling else { return Self.combined(items.map { spell($0, definition) }, limit: Self.sentencesPerPhrase) }
            // Only the first part that may be left out is said: "end my shift", not "end my new shift".
            var filled = false
            return Self.combined(
                items.map { item in
                    let plain = self.spell(item, definition)
                    guard !filled, plain.contains(where: \.tokens.isEmpty) else { return plain }
                    filled = true
                    return self.spell(item, definition, filling: true, fill: fill)
                }, limit: Self.sentencesPerPhrase, fewestWordsFirst: false)
        case .alternatives(let choices):
            // Only choices a speaker says, each sound once: a choice only ever typed ("dd", "pu", "dlvd") or spelled as
            // another sounds ("door dash" beside "doordash", "grub hub" beside "grubhub") would take the place of one
            // said otherwise, as only the first spellings of each part are combined ("grubhub" was left out so).
            // Of two that sound alike, the one of fewer words is kept ("ubereats"), as a part's shorter spellings come first.
            let spoken = choices.map { spell($0, definition).filter { $0.tokens.allSatisfy(Self.isSpoken) } }
            let sound = { (spelling: Spelling) in spelling.tokens.joined() }
            let fewest = Dictionary(spoken.joined().map { (sound($0), $0.tokens.count) }, uniquingKeysWith: min)
            var sounds = Set<String>()
            return Self.interleaved(spoken.map { spellings in
                spellings.filter { fewest[sound($0)] == $0.tokens.count && sounds.insert(sound($0)).inserted }
            })
        case .optional(let inner):
            // Leaving the part out is the first spelling; of a large part ("<lead>", "[<item>]") only short
            // spellings are kept, and the order of `combined` reaches them after the plainer sentences.
            let parts = Self.shortestFirst(spell(inner, definition).filter { $0.tokens.count <= Self.optionalWordsKept })
            guard filling else { return [([], [:])] + parts }
            let first = min(fill, max(parts.count - 1, 0))
            return Array(parts[first...] + parts[..<first]) + [([], [:])]
        case .rule(let name, _):
            guard let rule = definition.rules[name] else { return [] }
            return spell(rule.template, definition)
        case .slot(let name, _):
            guard let list = definition.lists[name] else { return [] }
            // Every line of every value is reached early: each line's commonest spellings first, whatever their
            // length, its lines taken in turn, then the values in turn. Cut shortest first over the whole list, the
            // lines of short spellings had taken every place: "picked up the order" and "the order's in the car" were
            // left out for "picked up pizza" and "got drinks".
            var lines: [String: [[Spelling]]] = [:]
            var order: [String] = []
            for value in list.values {
                if lines[value.value] == nil { order.append(value.value) }
                let spellings: [Spelling]
                if case .sequence(let items) = value.forms.template {
                    spellings = Self.combined(items.map { spell($0, definition) }, limit: Self.sentencesPerPhrase, fewestWordsFirst: false)
                } else {
                    spellings = spell(value.forms.template, definition)
                }
                lines[value.value, default: []].append(
                    spellings.filter { Self.agreesInNumber($0.tokens) }.map { ($0.tokens, $0.slots.merging([name: value.value]) { a, _ in a }) })
            }
            return Self.shortestFirst(Self.inTurn(order.map { Self.inTurn(lines[$0]!) }))
        }
    }

    /// Last words of a remark's opening that the remark goes on after: "let me …", "headed to …", "wish me …".
    static let remarkGoesOnAfter: Set<String> = ["me", "you", "to", "for", "toward", "towards", "see", "the", "a"]

    /// Whether a thing named before "is" or "are" agrees with it: nobody says "the bags is picked up", and each such
    /// spelling of a list would take the place of one said.
    static func agreesInNumber(_ tokens: [String]) -> Bool {
        zip(tokens, tokens.dropFirst()).allSatisfy { thing, verb in
            switch verb {
            case "is": !pluralThings.contains(thing)
            case "are": !singularThings.contains(thing)
            default: true
            }
        }
    }

    static let pluralThings: Set<String> = ["bags", "groceries", "drinks", "items", "parcels", "packages", "orders", "totes"]
    static let singularThings: Set<String> = [
        "order", "food", "bag", "package", "parcel", "delivery", "meal", "drink", "pizza", "coffee", "stuff", "grub", "cart", "tucker",
    ]

    /// The first of every list, then the second of every list, and so on.
    static func byRank(_ lists: [[Spelling]]) -> [Spelling] {
        var result: [Spelling] = []
        let longest = lists.map(\.count).max() ?? 0
        for rank in 0..<longest {
            for list in lists where rank < list.count { result.append(list[rank]) }
        }
        return result
    }

    /// `byRank`, cut at `spellingsPerList` in that order, so that each list keeps its first spellings.
    static func inTurn(_ lists: [[Spelling]]) -> [Spelling] {
        Array(byRank(lists).prefix(spellingsPerList))
    }

    /// `byRank`, then the shorter before the longer, since a short sentence is the likelier to be said.
    static func interleaved(_ lists: [[Spelling]]) -> [Spelling] {
        Array(shortestFirst(byRank(lists)).prefix(sentencesPerPhrase))
    }

    static func shortestFirst(_ spellings: [Spelling]) -> [Spelling] {
        spellings.enumerated().sorted { ($0.element.tokens.count, $0.offset) < ($1.element.tokens.count, $1.offset) }.map(\.element)
    }

    /// Each spelling, and after one that names an app in a word the same with every other app of `apps` in its place:
    /// any app may be named wherever one is, but only the first few choices of a part are spelled, so "starting my
    /// grubhub shift" was left out where "starting my doordash shift" was kept.
    static func withEveryApp<S: Sequence>(_ spellings: S, apps: [String]) -> [Spelling] where S.Element == Spelling {
        let named = Set(apps)
        return spellings.flatMap { spelling -> [Spelling] in
            let places = spelling.tokens.indices.filter { named.contains(spelling.tokens[$0]) }
            guard places.count == 1, let place = places.first else { return [spelling] }
            return [spelling] + apps.filter { $0 != spelling.tokens[place] }.map { app in
                var tokens = spelling.tokens
                tokens[place] = app
                return (tokens, spelling.slots)
            }
        }
    }

    /// Every combination of one spelling from each part, taking from each part only its first spellings (the
    /// plainest: lists come shortest first), as many from each as keeps the count within `limit`, the parts
    /// growing in turn, those a sentence must say before those it may leave out. Whole products, rather than
    /// the first `limit` combinations, keep every part's common spellings ("begin" as well as "start") and
    /// let the recogniser's graph share them.
    static func combined(_ parts: [[Spelling]], limit: Int, fewestWordsFirst: Bool = true) -> [Spelling] {
        guard !parts.contains(where: \.isEmpty) else { return [] }
        var taken = parts.map { _ in 1 }
        // The parts a sentence must say (what is done, to what) grow first, to their common spellings; then the
        // parts it may leave out ("my" in "finishing my shift"); then each further, in the same order.
        let optional = parts.map { $0[0].tokens.isEmpty }
        let required = parts.indices.filter { !optional[$0] }, optionals = parts.indices.filter { optional[$0] }
        let phases = [(required, Self.commonRequiredSpellings), (optionals, Self.commonOptionalSpellings), (required, Int.max), (optionals, Int.max)]
        for (growing, cap) in phases {
            var grew = true
            while grew {
                grew = false
                for index in growing.sorted(by: { (taken[$0], $0) < (taken[$1], $1) }) where taken[index] < min(parts[index].count, cap) {
                    let count = taken.enumerated().reduce(1) { $0 * ($1.offset == index ? $1.element + 1 : $1.element) }
                    if count <= limit {
                        taken[index] += 1
                        grew = true
                        break
                    }
                }
            }
        }
        var result: [(spelling: Spelling, places: [Int])] = [(([], [:]), [])]
        for (part, count) in zip(parts, taken) {
            result = result.flatMap { head in
                part.prefix(count).enumerated().map { place, spelling in
                    ((head.spelling.tokens + spelling.tokens, head.spelling.slots.merging(spelling.slots) { a, _ in a }), head.places + [place])
                }
            }
        }
        // The result is itself a part of larger sequences: fewest words first, then the commonest spellings,
        // varying an earlier part before a later one ("my shift" before "new shift").
        let key = { (entry: (spelling: Spelling, places: [Int])) in
            (fewestWordsFirst ? entry.spelling.tokens.count : 0, entry.places.reduce(0, +), Array(entry.places.reversed()))
        }
        return result.sorted { a, b in
            let (x, y) = (key(a), key(b))
            return x.0 != y.0 ? x.0 < y.0 : x.1 != y.1 ? x.1 < y.1 : x.2.lexicographicallyPrecedes(y.2)
        }.map(\.spelling)
    }

    /// A sentence as written and as it is said with the usual contractions ("i am parked", "i'm parked", "car
    /// is parked", "car's parked"): a recogniser hears the contraction as its own word.
    static func spokenForms(_ tokens: [String]) -> [[String]] {
        var contracted: [String] = []
        var index = 0
        while index < tokens.count {
            if index + 1 < tokens.count, let short = contractions[tokens[index] + " " + tokens[index + 1]] {
                contracted.append(short)
                index += 2
            } else if index + 1 < tokens.count, tokens[index + 1] == "is", tokens[index].allSatisfy(\.isLetter), tokens[index].last != "s" {
                // "the car is parked" is said "the car's parked", "break is over" "break's over".
                contracted.append(tokens[index] + "'s")
                index += 2
            } else {
                contracted.append(tokens[index])
                index += 1
            }
        }
        return contracted == tokens ? [tokens] : [tokens, contracted]
    }

    /// The contractions a speaker uses, spelled the way the recogniser's dictionary spells them.
    static let contractions: [String: String] = [
        "i am": "i'm", "let us": "let's", "that is": "that's", "it is": "it's", "we are": "we're",
        "i have": "i've", "we have": "we've", "i will": "i'll", "do not": "don't", "did not": "didn't",
        "can not": "can't", "will not": "won't", "is not": "isn't", "are not": "aren't", "was not": "wasn't",
        "have not": "haven't", "has not": "hasn't", "does not": "doesn't", "what is": "what's", "where is": "where's",
    ]

    // MARK: The refusal side

    /// A thing and its state longer than this many words is not negated: "the food's in the car" is.
    static let stateWords = 5
    /// Negated commands longer than this many words are left out.
    static let negatedWords = 6

    /// Each command with its first "is", "are", "has", "have" or "i've" negated, as said aloud ("the order's delivered":
    /// "the order isn't delivered", "i've picked it up": "i haven't picked it up"), where the recogniser refuses the
    /// result; sorted and without repeats. "i'm not" needs none: it is a refusal phrase before the command's own words.
    func negatedCommands(_ commands: [String], subjects: Set<String>) -> [String] {
        var candidates: [(subjectAndMeaning: String, said: [[String]])] = []
        var seen = Set<String>()
        for command in commands {
            let tokens = command.split(separator: " ").map(String.init)
            guard tokens.count < Self.negatedWords, let negated = Self.negated(tokens),
                seen.insert(negated.joined(separator: " ")).inserted,
                let verb = negated.firstIndex(where: { $0.hasSuffix("n't") })
            else { continue }
            let subject = negated[..<verb].filter { !["the", "my"].contains($0) }.joined(separator: " ")
            // Only things the plainest commands name: "the car", not every word for one.
            guard !Self.noSubjects.contains(subject), subject.split(separator: " ").allSatisfy({ subjects.contains(String($0)) })
            else { continue }
            // A noun said bare as the subject ("break isn't over") is said with its article too.
            let subjectIsBare = negated[verb] == "isn't" && verb == 1
            let said = ([negated] + (subjectIsBare ? ["the", "my"].map { [$0] + negated } : [])).filter {
                $0.allSatisfy(hasPronunciation) && refused($0.joined(separator: " "))
            }
            let meant = meaning(command).map { $0.sorted { $0.key < $1.key }.map { $0.key + "=" + $0.value }.joined(separator: ",") } ?? ""
            if !said.isEmpty { candidates.append((subject + " " + meant, said)) }
        }
        // Each thing's first states of each meaning only ("the order isn't delivered", "… isn't picked up"), not every
        // way of saying each.
        var result = Set<String>()
        for (_, states) in Dictionary(grouping: candidates, by: \.subjectAndMeaning) {
            for state in states.prefix(Self.statesPerMeaning) { result.formUnion(state.said.map { $0.joined(separator: " ") }) }
        }
        return result.sorted()
    }

    /// States negated per thing and meaning ("order", delivered: "isn't delivered", "isn't done"), the first spelled.
    static let statesPerMeaning = 4
    /// Words before an "is" that are no thing with a state: "there is a new order", "that is a wrap".
    static let noSubjects: Set<String> = ["there", "that", "this", "it", "here", "what", "where"]

    /// The tokens with their first auxiliary negated, nil when they have none.
    static func negated(_ tokens: [String]) -> [String]? {
        for (index, word) in tokens.enumerated() {
            let replacement: [String]
            switch word {
            case "is": replacement = ["isn't"]
            case "are": replacement = ["aren't"]
            case "has": replacement = ["hasn't"]
            // "i have parked", not "i'm have parked" as a lead-in may run into a line's own words.
            case "have" where index > 0 && ["i", "we"].contains(tokens[index - 1]): replacement = ["haven't"]
            case "i've": replacement = ["i", "haven't"]
            case "we've": replacement = ["we", "haven't"]
            default:
                // "the order's delivered", "break's over": the noun and a negated "is".
                guard word.hasSuffix("'s"), !Self.notAnIs.contains(word) else { continue }
                replacement = [String(word.dropLast(2)), "isn't"]
            }
            return Array(tokens[..<index]) + replacement + Array(tokens[(index + 1)...])
        }
        return nil
    }

    /// Contractions whose "'s" is not "is" or is said negated another way ("let's", "that's it").
    static let notAnIs: Set<String> = ["let's", "that's", "it's", "what's", "where's", "here's", "there's"]

    /// A few kept commands of every intent, shortest and longest, to try refusal phrases against: how far a
    /// phrase reaches depends on the clause around it, so one command alone would not show it.
    static func probeCommands(_ kept: [(sentence: String, intent: String, slots: [String: String])]) -> [String] {
        var byIntent: [String: [String]] = [:]
        for entry in kept { byIntent[entry.intent, default: []].append(entry.sentence) }
        var probes: [String] = []
        for intent in byIntent.keys.sorted() {
            let sentences = byIntent[intent]!.sorted { ($0.count, $0) < ($1.count, $1) }
            for sentence in [sentences.first, sentences[sentences.count / 2], sentences.last].compactMap({ $0 })
            where !probes.contains(sentence) {
                probes.append(sentence)
            }
        }
        return probes
    }

    /// Spellings of a line short enough for a refusal phrase, with their contracted forms ("don't").
    private func shortSpellings(_ line: GrammarDefinition.Located, _ definition: GrammarDefinition) -> [[[String]]] {
        spell(line.template, definition).filter { $0.tokens.count <= Self.refusalPhraseWords }.map {
            // Typed shorthand ("dd" for DoorDash in "open dd app") is never heard.
            (Self.spokenForms($0.tokens) + Self.negatedForms($0.tokens)).filter {
                !$0.isEmpty && $0.allSatisfy(hasPronunciation) && !$0.contains(where: Self.typedShorthand.contains)
            }
        }
    }

    /// Short spellings of the grammar's refusal phrases ("not", "in ten", "call mom", "just kidding") that the
    /// recogniser refuses alone and after any command; those it also refuses before any command are the
    /// first list, the others (retractions, which a command may follow) the second.
    private func refusalPhrases(
        _ lines: [GrammarDefinition.Located], _ definition: GrammarDefinition, probes: [String]
    ) -> (anywhere: [String], trailing: [String]) {
        let phrases = shortPhrases(lines, definition) { phrase in probes.allSatisfy { refused($0 + " " + phrase) } }
        let before = { (phrase: String) in probes.allSatisfy { refused(phrase + " " + $0) } }
        return (phrases.filter(before), phrases.filter { !before($0) })
    }

    /// Question openers the recogniser refuses before any command ("did", "can i").
    private func openerPhrases(_ lines: [GrammarDefinition.Located], _ definition: GrammarDefinition, probes: [String]) -> [String] {
        shortPhrases(lines, definition) { phrase in probes.allSatisfy { refused(phrase + " " + $0) } }
    }

    /// Distinct short spellings of `lines` refused alone and kept by `keeps`, at most `refusalPhrasesPerLine` a line.
    private func shortPhrases(
        _ lines: [GrammarDefinition.Located], _ definition: GrammarDefinition, keeps: (String) -> Bool
    ) -> [String] {
        var phrases: [String] = []
        var seen = Set<String>()
        for line in lines {
            var taken = 0
            for forms in shortSpellings(line, definition) {
                guard taken < Self.refusalPhrasesPerLine else { break }
                for tokens in forms {
                    let phrase = tokens.joined(separator: " ")
                    guard seen.insert(phrase).inserted, !tokens.contains(where: Self.unsaidRefusals.contains),
                          !Self.unsaidRefusalPhrases.contains(phrase),
                          !Self.namesADayAhead(tokens), refused(phrase),
                          keeps(phrase)
                    else { continue }
                    phrases.append(phrase)
                    taken += 1
                }
            }
        }
        return phrases
    }

    /// Skip phrases and request frames of up to three words ("okay", "now", "go ahead and", "please") that leave
    /// every probe command as it is, said before it and after it: spoken commands come wrapped in them, and the
    /// spelled-out sentences do not hold them.
    private func skipPhrases(
        _ lines: [GrammarDefinition.Located], _ definition: GrammarDefinition, probes: [String]
    ) -> (before: [String], after: [String]) {
        let meanings = probes.map(meaning)
        // Every probe, said with the phrase, is still heard as itself.
        let keeps = { (sentences: [String]) in zip(sentences, meanings).allSatisfy { meaning($0) == $1 } }
        var before: [String] = [], after: [String] = []
        var seen = Set<String>()
        for line in lines {
            // Said as a speaker says it too: "i'm knackered" is how "i am knackered" reaches a recogniser.
            for forms in spell(line.template, definition) where forms.tokens.count <= Self.skipPhraseWords {
                for tokens in Self.spokenForms(forms.tokens) {
                    let phrase = tokens.joined(separator: " ")
                    guard !phrase.isEmpty, saysAloud(tokens), seen.insert(phrase).inserted
                    else { continue }
                    if !DecoderGrammar.notLookalikes.contains(tokens.last!), keeps(probes.map { phrase + " " + $0 }) {
                        before.append(phrase)
                    }
                    if keeps(probes.map { $0 + " " + phrase }) { after.append(phrase) }
                }
            }
        }
        return (before, after)
    }

    /// Whether the decoder grammar may hold these words: each has a pronunciation, none is a confusable run, and
    /// every length is spelled as it is said aloud.
    private func saysAloud(_ tokens: [String]) -> Bool {
        tokens.allSatisfy(isSaid) && !Self.holdsConfusableRun(tokens) && Self.saysLengthsAloud(tokens)
    }

    /// A word a speaker says and the recogniser can write.
    private func isSaid(_ word: String) -> Bool {
        Self.isSpoken(word) && hasPronunciation(word)
    }

    /// Shorthand typed without vowels ("dlvd", "rn") and digits are how a sentence is typed, never what a speaker
    /// says; nor is `typedShorthand`.
    static func isSpoken(_ word: String) -> Bool {
        word.contains { "aeiouyáéíóú".contains($0) } && !typedShorthand.contains(word)
    }

    /// Retractions a recogniser hears for "and" between two commands ("stopped undo parked it" for "stopped and parked",
    /// "new uber eats order just came in meant i've picked up" for "… and i took it", on flite voices of the twenty-sixth
    /// and twenty-seventh sets), and that nobody says alone before the command meant: no path of a correction.
    static let andLookalikes: Set<String> = ["undo", "meant", "rather", "psych", "sike"]

    /// Shorthand that drivers type and do not say: "pu" (picked up), two short sounds that the grammar pass found in
    /// car noise and chatter ("hello yo i'm pu on my way") far more often than in a pickup; "dd" (DoorDash), which
    /// the recogniser's dictionary cannot say.
    static let typedShorthand: Set<String> = ["pu", "dd"]

    private func refused(_ sentence: String) -> Bool {
        grammar.recognise(sentence, tolerance: false).intent == nil
    }

    /// "not" is said inside a contraction more often than alone: "don't", "i'm not".
    static func negatedForms(_ tokens: [String]) -> [[String]] {
        guard tokens == ["not"] else { return [] }
        return [["don't"], ["didn't"], ["won't"], ["can't"], ["isn't"], ["i'm", "not"], ["do", "not"]]
    }

    /// Common words that the grammar does not use and that tolerance cannot respell into a grammar word.
    private func garbageWords(definition: GrammarDefinition, avoiding used: Set<String>) -> Set<String> {
        let vocabulary = Set(grammar.tables.vocabulary.words)
        var result = Set<String>()
        for word in Self.commonWords where !used.contains(word) && !vocabulary.contains(word) && hasPronunciation(word) {
            let close = vocabulary.contains { known in
                let limit = EditDistance.allowance(forLength: word.count)
                return limit > 0 && EditDistance.distance(word, known, limit: limit) <= limit
            }
            // Alone or as a run, the loop must not be a command.
            if !close, grammar.recognise(word).intent == nil, grammar.recognise(word + " " + word).intent == nil {
                result.insert(word)
            }
        }
        // Tolerance may respell two words together into a command ("market men" as "make ten"): of such a pair
        // the later word is left out.
        let candidates = result.sorted()
        for first in candidates where result.contains(first) {
            for second in candidates where second != first && result.contains(second) {
                if grammar.recognise(first + " " + second).intent != nil || grammar.recognise(second + " " + first).intent != nil {
                    result.remove(second)
                }
            }
        }
        return result
    }

    // MARK: Writing JSGF

    static func jsgf(
        commands: [String], groups: [DecoderGrammar.Group] = [], aloneCommands: [String] = [], refusals: [String],
        trailingRefusals: [String], openers: [String], answers: [String] = [], skipsBefore: [String] = [], skipsAfter: [String] = [],
        asidesAfter: [String] = [], garbage: [String], twoClauses: [DecoderGrammar.TwoClauses] = [], corrections: (phrases: [String], commands: [String]) = ([], []),
        negated: [String] = []
    ) -> String {
        var lines = ["#JSGF V1.0;", "", "grammar dashpilot;", ""]
        // The same paths as the FSG: a command, with one or two skip phrases, a refusal phrase or a question
        // opener before it and skip phrases, a refusal or a retraction after it, or a correction and the command
        // meant; a refusal or a retraction alone; a command of two clauses alone; an answer; a run of
        // out-of-grammar words.
        lines.append(
            "public <utterance> = [ <skip> [ <skip> ] | <refusal> | <opener> ] <command>"
                + " [ <skipafter> [ <skipafter> ] | <asideafter> | <refusal> | <retraction> | <correction> <corrected> [ <skipafter> [ <skipafter> ] ] ]"
                + " | <refusal> | <retraction> | <whole> | [ <skip> [ <skip> ] ] <twice> [ <skipafter> [ <skipafter> ] ]"
                + " | <negated> | <answer> | <garbage>;")
        let trie = { (sentences: [String]) in
            sentences.isEmpty ? "<VOID>" : trieExpression(sentences.map { $0.split(separator: " ").map(String.init) })
        }
        // A command: a sentence said as it is, or one that may open with its group's prefix ("i'm", "let's") and
        // end with its suffix ("for the day").
        var choices = commands.isEmpty ? [] : ["<plain>"]
        var rules: [String] = []
        for (index, group) in groups.enumerated() {
            let prefix = group.prefixes.isEmpty ? "" : "[ <prefix\(index)> ] "
            let suffix = group.suffixes.isEmpty ? "" : " [ <suffix\(index)> ]"
            choices.append(prefix + "<core\(index)>" + suffix)
            if !group.prefixes.isEmpty { rules.append("<prefix\(index)> = " + alternatives(group.prefixes) + ";") }
            rules.append("<core\(index)> = " + trie(group.cores) + ";")
            if !group.suffixes.isEmpty { rules.append("<suffix\(index)> = " + alternatives(group.suffixes) + ";") }
        }
        lines.append("<command> = " + (choices.isEmpty ? "<VOID>" : choices.joined(separator: " | ")) + ";")
        if !commands.isEmpty { lines.append("<plain> = " + trie(commands) + ";") }
        lines += rules
        lines.append("<whole> = " + trie(aloneCommands) + ";")
        lines.append("<twice> = " + (twoClauses.isEmpty ? "<VOID>" : twoClauses.indices.map { "<first\($0)> <second\($0)>" }.joined(separator: " | ")) + ";")
        for (index, pair) in twoClauses.enumerated() {
            lines.append("<first\(index)> = " + trie(pair.firsts) + ";")
            lines.append("<second\(index)> = " + trie(pair.seconds) + ";")
        }
        lines.append("<negated> = " + trie(negated) + ";")
        lines.append("<refusal> = " + alternatives(refusals) + ";")
        lines.append("<retraction> = " + alternatives(trailingRefusals) + ";")
        lines.append("<correction> = " + alternatives(corrections.phrases) + ";")
        lines.append("<corrected> = " + trie(corrections.commands) + ";")
        lines.append("<opener> = " + alternatives(openers) + ";")
        lines.append("<answer> = " + alternatives(answers) + ";")
        lines.append("<skip> = " + alternatives(skipsBefore) + ";")
        lines.append("<skipafter> = " + alternatives(skipsAfter) + ";")
        lines.append("<asideafter> = " + alternatives(asidesAfter) + ";")
        lines.append("<garbage> = " + (garbage.isEmpty ? "<VOID>" : "( " + alternatives(garbage) + " )+") + ";")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func alternatives(_ phrases: [String]) -> String {
        phrases.isEmpty ? "<VOID>" : phrases.joined(separator: " | ")
    }

    /// Sentences sharing a beginning share it in the grammar, which keeps the recogniser's search small.
    static func trieExpression(_ sentences: [[String]]) -> String {
        final class Node {
            var children: [(String, Node)] = []
            var ends = false
        }
        let root = Node()
        for sentence in sentences {
            var node = root
            for word in sentence {
                if let child = node.children.first(where: { $0.0 == word })?.1 {
                    node = child
                } else {
                    let child = Node()
                    node.children.append((word, child))
                    node = child
                }
            }
            node.ends = true
        }
        func write(_ node: Node) -> String {
            let branches = node.children.map { word, child in
                child.children.isEmpty ? word : word + " " + write(child)
            }
            if branches.isEmpty { return "" }
            let body = branches.count == 1 ? branches[0] : "( " + branches.joined(separator: " | ") + " )"
            return node.ends ? "[ " + body + " ]" : body
        }
        return write(root)
    }
}

extension DecoderGrammar {
    /// Counts and the sentences left out, for `grammar export --jsgf --compact --verbose`.
    public var summary: String {
        var lines = [
            "\(commandSentences.count) command sentences, \(words.count) words, \(jsgf.utf8.count) bytes of JSGF, \(fsg.utf8.count) of FSG",
            "\(groups.count) groups of sentences that may open with one of \(groups.map(\.prefixes.count).reduce(0, +)) prefixes and end with one of \(groups.map(\.suffixes.count).reduce(0, +)) suffixes",
            "\(refusalPhrases.count) refusal phrases, \(trailingRefusalPhrases.count) said only after a command, \(openerPhrases.count) question openers, \(garbageWords.count) out-of-grammar words",
            "\(twoClauses.count) meanings said in two clauses, of \(twoClauses.map(\.firsts.count).reduce(0, +)) first and \(twoClauses.map(\.seconds.count).reduce(0, +)) second clauses",
            "\(correctionPhrases.count) retractions after which one of \(correctedCommands.count) commands may follow",
            "\(negatedCommands.count) commands negated inside (\"the order isn't delivered\")",
            "\(droppedSentences.count) sentences left out:",
        ]
        lines += droppedSentences.map { "  " + $0 }
        return lines.joined(separator: "\n")
    }
}
