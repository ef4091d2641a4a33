/// A normalised sentence with the grammar's skip, wake and request words removed, stutters collapsed, and the
/// clauses a command may stand in on its own ("grabbing lunch, pause my shift").
struct HeardSentence {
    /// Where the last retraction ("just kidding", "no wait", "i mean") was said.
    struct Retraction {
        /// Index in `tokens` of the first word after it: what was meant instead, if anything.
        let resumesAt: Int
        /// Words were said before it, so something was taken back.
        let tookBack: Bool
        /// A bare "no" or "actually" read as taking back, with a pause before it ("end my, no, pause my shift").
        var bareNo = false
    }

    var tokens: [String] = []
    var ids: [Int32] = []
    /// Ranges of `tokens` that are clauses; joiner words ("and", "then") belong to none.
    var clauses: [Range<Int>] = []
    var retraction: Retraction?
    /// A request frame ("could you", "please") was said: the sentence asks for an action.
    var isRequest = false

    /// A word was read as the grammar word it casually spells ("dashin", "gooo").
    var respeltCasually = false
    /// A bare "no" or "actually" was said, dropped or not: what follows it may correct what came before.
    var saysABareCorrection = false
    /// Words that, said alone after a pause or a whole command, may take back what came before when a command
    /// follows them; otherwise "no" is a negation and "actually" a filler.
    /// "know" is how a recogniser writes a "no" between two commands ("resume my shift know pause it").
    static let bareCorrections: Set<String> = ["no", "know", "actually"]

    /// Sounds and words that fill a pause in speech; an adverb such as "finally" carries on the clause instead.
    static let fillers: Set<String> = [
        "uh", "uhh", "um", "umm", "uhm", "er", "erm", "hmm", "mm", "ah", "oh", "okay", "ok", "alright", "so", "well",
        "yeah", "yep", "now", "mate", "man", "dude", "bro", "buddy", "anyways", "right",
    ]

    /// Whether the sentence asks someone to wait while the driver drives ("hang on, i'm driving"): talk to a caller.
    private(set) var asksACallerToWait = false

    /// Indexes in `tokens` where a filler was dropped ("i am cooked mate ending the shift"): a pause in speech,
    /// where a remark may end and a command begin.
    var pauses = Set<Int>()

    /// Readings `Recogniser` tries when the plain one gives no command: `bareNoTakesBack`, a "no" or "actually"
    /// after a pause, with words before it, is a retraction; `waitIsANoun`, a "wait" after a length is the wait a driver had.
    init(
        _ sentence: NormalisedSentence, tables: Grammar.Tables, casualSpellings: Bool = true, bareNoTakesBack: Bool = false,
        waitIsANoun: Bool = false
    ) {
        let raw = casualSpellings ? sentence.tokens.map { Self.casualSpelling($0, tables) ?? $0 } : sentence.tokens
        respeltCasually = raw != sentence.tokens
        saysABareCorrection = raw.contains(where: Self.bareCorrections.contains)
        let rawIDs = raw.map { tables.vocabulary.id(of: $0) }
        var breaks = Set(sentence.clauseStarts)
        var clauseStart = 0
        var index = 0
        while index < raw.count {
            if breaks.contains(index) { closeClause(from: &clauseStart) }
            let retractionLength = tables.retractions.longestPrefix(of: rawIDs, from: index)
            if retractionLength == nil, !tokens.isEmpty, raw[index] == "nope"
                || (bareNoTakesBack && Self.bareCorrections.contains(raw[index]) && (breaks.contains(index) || pauses.contains(tokens.count)
                    || (clauseStart < tokens.count && tables.commands.match(ids[clauseStart...]) != nil))) {
                // "driving again, nope", "end my, no, pause my shift": said after other words, "nope" takes them back
                // as a retraction does; so may a "no" after a pause or after a whole command ("pause shift no end
                // shift", as typed in a hurry), where a command follows it; so may "actually" ("pause shift, actually
                // end shift"), elsewhere a filler.
                closeClause(from: &clauseStart)
                retraction = Retraction(resumesAt: tokens.count, tookBack: true, bareNo: raw[index] != "nope")
                breaks.insert(index + 1)
                index += 1
            } else if let length = retractionLength {
                if asksToWaitWhileDriving(raw, at: index, length: length) { asksACallerToWait = true }
                if asksACallerToWait || Self.runsOnIntoAPlace(raw, at: index + length, breaks: breaks)
                    || Self.followsAnInfinitive(raw, at: index, breaks: breaks)
                    || (waitIsANoun && Self.isAWaitHad(raw, at: index, length: length, breaks: breaks))
                    || deniesWhatFollows(raw, at: index, tables: tables) {
                    append(raw[index..<index + length], rawIDs[index..<index + length])
                } else {
                    closeClause(from: &clauseStart)
                    retraction = Retraction(resumesAt: tokens.count, tookBack: !tokens.isEmpty || retraction != nil)
                    breaks.insert(index + length)
                }
                index += length
            } else if let length = tables.requests.longestPrefix(of: rawIDs, from: index) {
                isRequest = true
                // "log that is been picked up": a recording frame's "that" before "is" is what is recorded, not part
                // of the frame.
                let thatIsTheSubject = length > 1 && raw[index + length - 1] == "that" && index + length < raw.count
                    && Self.verbsAfterASubject.contains(raw[index + length])
                index += thatIsTheSubject ? length - 1 : length
            } else if !tokens.isEmpty, let length = tables.joiners.longestPrefix(of: rawIDs, from: index) {
                // A joiner with nothing before it joins nothing: a leading "and" is more likely a misheard "end".
                closeClause(from: &clauseStart)
                let removable = tables.removable.longestPrefix(of: rawIDs, from: index) != nil
                if !removable { append(raw[index..<index + length], rawIDs[index..<index + length]) }
                clauseStart = tokens.count
                index += length
                breaks.insert(index)
            } else if let length = tables.removable.longestPrefix(of: rawIDs, from: index), !Self.isAVerb(raw, at: index, breaks: breaks),
                      !Self.isAParticle(rawIDs, at: index, after: tokens.count > clauseStart ? ids.last : nil, breaks: breaks, tables: tables) {
                if !tokens.isEmpty, Self.fillers.contains(raw[index]) { pauses.insert(tokens.count) }
                index += length
            } else if tokens.count == clauseStart, let length = tables.leads.longestPrefix(of: rawIDs, from: index), index + length < raw.count,
                      (tables.commands.longestPrefix(of: rawIDs, from: index) ?? 0) <= length {
                // "right, new order": a clause's opening filler; said later it is a word of the clause ("be right back"),
                // and so is one a command goes on from ("here we go again").
                if !tokens.isEmpty, Self.fillers.contains(raw[index]) { pauses.insert(tokens.count) }
                index += length
            } else if index + 1 < raw.count, !breaks.contains(index + 1), rawIDs[index] < 0 || rawIDs[index + 1] < 0,
                      let joined = Self.joined(raw[index], raw[index + 1], tables) {
                // A word split in two by a recogniser or a stammer: "par ked", "new or der".
                append([joined.word], [joined.id])
                index += 2
            } else if rawIDs[index] < 0, index + 1 < raw.count, rawIDs[index + 1] >= 0, raw[index + 1].count > raw[index].count,
                      raw[index + 1].hasPrefix(raw[index]) {
                // A false start of the next word: "end my sh shift".
                index += 1
            } else {
                append(raw[index...index], rawIDs[index...index])
                index += 1
            }
        }
        closeClause(from: &clauseStart)
        collapseRepeatedSentence()
    }

    /// A retraction opening with "not" that has nothing before it to take back, or only a question's opener
    /// ("not that order delivered", "wasn't that order delivered at the door"), denies what follows it: read as
    /// said, so its "not" is the grammar's to refuse.
    private func deniesWhatFollows(_ raw: [String], at index: Int, tables: Grammar.Tables) -> Bool {
        guard Self.denials.contains(raw[index]), retraction == nil else { return false }
        return tokens.isEmpty || tables.openers.longestPrefix(of: ids, from: 0) == tokens.count
    }

    private static let denials: Set<String> = ["not", "never"]

    /// "hang on, i'm driving": a wait asked of a caller, with nothing before it to take back, and the driving that
    /// keeps the driver from talking. Kept as words, the sentence is no command; "hang on, i'm driving again" still
    /// corrects nothing and is driving again.
    private func asksToWaitWhileDriving(_ raw: [String], at index: Int, length: Int) -> Bool {
        guard tokens.isEmpty, retraction == nil, Self.waitingWords.contains(raw[index + length - 1]) else { return false }
        return raw[(index + length)...].filter { !Self.fillers.contains($0) }.elementsEqual(["i", "am", "driving"])
    }

    private static let verbsAfterASubject: Set<String> = ["is", "has", "was", "had"]

    /// "like" right after "i" or "we" is what they like doing ("i like taking a break here"), not a filler: kept, it
    /// is the grammar's to refuse.
    private static func isAVerb(_ raw: [String], at index: Int, breaks: Set<Int>) -> Bool {
        raw[index] == "like" && index > 0 && !breaks.contains(index) && (raw[index - 1] == "i" || raw[index - 1] == "we")
    }

    /// "pull out here we go": a filler opening with the particle of the verb said just before it in its clause
    /// (`lastSaid`, nil when none was) leaves that particle with its verb.
    private static func isAParticle(_ rawIDs: [Int32], at index: Int, after lastSaid: Int32?, breaks: Set<Int>, tables: Grammar.Tables) -> Bool {
        guard index > 0, let lastSaid, lastSaid == rawIDs[index - 1], !breaks.contains(index),
              particles.contains(tables.vocabulary.word(rawIDs[index])),
              let verb = tables.commands.child(TokenTrie.root, lastSaid) else { return false }
        return tables.commands.child(verb, rawIDs[index]) != nil
    }

    private static let particles: Set<String> = ["out", "off", "on", "in", "up", "down", "over", "back"]

    /// Run on into a place without a pause, a retraction of waiting ending at `end` is a verb and where it happens
    /// ("just wait in the car", "hold on at the door"): read as said, it neither takes back what came before nor
    /// makes the place a command.
    private static func runsOnIntoAPlace(_ raw: [String], at end: Int, breaks: Set<Int>) -> Bool {
        waitingWords.contains(raw[end - 1]) && end < raw.count && !breaks.contains(end) && placeWords.contains(raw[end])
    }

    /// The last words of retractions that are also verbs of waiting ("wait", "hold on", "hang on", "hold up"), or a
    /// "no" that may deny the place ("actually no on a pause"). Others are never a verb and its place: "start a
    /// break, i mean, in my shift" is "i mean, end my shift" misheard.
    private static let waitingWords: Set<String> = ["wait", "on", "up", "no"]

    /// After "to" and its contractions in the same clause, a retraction is a verb ("had to wait forever",
    /// "gotta hold on a sec"): nobody takes words back with an infinitive.
    private static func followsAnInfinitive(_ raw: [String], at start: Int, breaks: Set<Int>) -> Bool {
        start > 0 && !breaks.contains(start) && infinitiveMarkers.contains(raw[start - 1])
    }

    private static let infinitiveMarkers: Set<String> = ["to", "gotta", "gonna", "wanna", "hafta", "needa"]

    /// "wait" after a length or "long" in the same clause may be the wait a driver had ("got the food, 20 min
    /// wait"), not a retraction.
    private static func isAWaitHad(_ raw: [String], at start: Int, length: Int, breaks: Set<Int>) -> Bool {
        length == 1 && raw[start] == "wait" && start > 0 && !breaks.contains(start) && lengthWords.contains(raw[start - 1])
    }

    private static let lengthWords: Set<String> = [
        "min", "mins", "minute", "minutes", "hour", "hours", "hr", "hrs", "sec", "secs", "second", "seconds", "long",
    ]

    private static let placeWords: Set<String> = [
        "in", "inside", "into", "on", "at", "by", "for", "here", "there", "outside", "near", "with", "out", "up",
    ]

    /// The grammar word an unknown word is a casual spelling of: a dropped g ("dashin", "gettin") or a letter
    /// held for emphasis ("gooo", "parkeddd"). Nil when the word is known or is no such spelling.
    static func casualSpelling(_ word: String, _ tables: Grammar.Tables) -> String? {
        let vocabulary = tables.vocabulary
        guard word.utf8.count >= 3, vocabulary.id(of: word) < 0 else { return nil }
        if word.hasSuffix("in"), word.utf8.count >= 5, vocabulary.id(of: word + "g") >= 0 { return word + "g" }
        // Runs of three or more of one letter, said long: try them as one letter, then as two.
        var once: [Character] = [], twice: [Character] = []
        var held = false
        var index = word.startIndex
        while index < word.endIndex {
            let letter = word[index]
            var end = word.index(after: index)
            while end < word.endIndex, word[end] == letter { end = word.index(after: end) }
            let run = word.distance(from: index, to: end)
            if run >= 3 { held = true }
            once.append(letter)
            twice.append(contentsOf: repeatElement(letter, count: min(run, 2)))
            index = end
        }
        guard held else { return nil }
        for candidate in [String(once), String(twice)] where vocabulary.id(of: candidate) >= 0 { return candidate }
        return nil
    }

    /// Two pieces that together spell a grammar word of at least four letters, the shortest word tolerance
    /// would respell: shorter joins are too easily two real words.
    private static func joined(_ first: String, _ second: String, _ tables: Grammar.Tables) -> (word: String, id: Int32)? {
        let word = first + second
        guard word.count >= 4 else { return nil }
        let id = tables.vocabulary.id(of: word)
        return id >= 0 ? (word, id) : nil
    }

    /// The words from `start` on, with their clauses: what remains once earlier words are taken back.
    func suffix(from start: Int) -> HeardSentence {
        var rest = self
        rest.tokens = Array(tokens[start...])
        rest.ids = Array(ids[start...])
        rest.clauses = clauses.compactMap { range in
            let clipped = max(range.lowerBound, start)..<max(range.upperBound, start)
            return clipped.isEmpty ? nil : (clipped.lowerBound - start)..<(clipped.upperBound - start)
        }
        rest.retraction = nil
        return rest
    }

    var text: String { tokens.joined(separator: " ") }

    func text(of range: Range<Int>) -> String { tokens[range].joined(separator: " ") }

    /// Said twice, these usually end a verb and begin a place ("pulled in in the back", "log on on flex").
    private static let repeatedParticles: Set<String> = ["in", "on"]

    /// A word said again right after a retraction begins what is meant instead ("start the delivery, oops,
    /// delivery started"); it is no stutter of the word taken back.
    private mutating func append(_ words: ArraySlice<String>, _ wordIDs: ArraySlice<Int32>) {
        for (word, id) in zip(words, wordIDs)
        where tokens.last != word || Self.repeatedParticles.contains(word) || retraction?.resumesAt == tokens.count {
            tokens.append(word)
            ids.append(id)
        }
    }

    /// "picked up picked up": a whole sentence said twice is said once.
    private mutating func collapseRepeatedSentence() {
        let count = tokens.count
        guard clauses.count == 1, count >= 2, retraction == nil else { return }
        for length in 1...(count / 2) where count % length == 0 {
            let first = ids[0..<length]
            guard first.allSatisfy({ $0 >= 0 }) else { return }
            if stride(from: length, to: count, by: length).allSatisfy({ ids[$0..<$0 + length].elementsEqual(first) }) {
                tokens.removeLast(count - length)
                ids.removeLast(count - length)
                clauses = [0..<length]
                return
            }
        }
    }

    private mutating func closeClause(from start: inout Int) {
        if tokens.count > start { clauses.append(start..<tokens.count) }
        start = tokens.count
    }
}
