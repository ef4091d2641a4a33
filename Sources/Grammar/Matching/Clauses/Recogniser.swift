/// Decides what one sentence means. What a retraction takes back is dropped first ("end my shift, wait";
/// "start a break, i mean end my shift"); questions and vetoed sentences are refused; then the whole sentence is
/// tried, then each clause on its own, then (with tolerance) the nearest spelling that means exactly one thing.
struct Recogniser {
    /// A vetoed clause this short ("not yet", "nope", "cancel") qualifies the clauses around it, so its veto
    /// reaches the whole sentence; a longer one is a clause of its own ("nothing is pinging", "phone is charged").
    static let fragmentLength = 2
    /// The fewest words a command phrase found inside a longer clause may have: one word is too easily a mention.
    static let spanMinimum = 2
    /// The payload a negation veto carries in the vetoes' trie.
    static let negation = Int32(Recognition.Refusal.allCases.firstIndex(of: .negation)!)
    let tables: Grammar.Tables

    func recognise(_ text: String, tolerance: Bool) -> Recognition {
        let sentence = Normaliser.analyse(text)
        guard !sentence.isTooLong else { return .noMatch(normalised: "", closest: nil) }
        let casual = HeardSentence(sentence, tables: tables, casualSpellings: true)
        let result = recognise(casual, sentence, tolerance: tolerance)
        // A casual spelling taken as a word ("clockin" as "clocking") may hide what tolerance reads as two.
        if casual.respeltCasually, case .noMatch = result {
            return recognise(HeardSentence(sentence, tables: tables, casualSpellings: false), sentence, tolerance: tolerance)
        }
        if result.intent == nil, let corrected = correctedAfterABareNo(sentence, tolerance: tolerance) { return corrected }
        if result.refusal == .retraction, sentence.tokens.contains("wait") {
            // "got the food, 20 min wait": the wait had, when so read the sentence is a command.
            let waited = recognise(HeardSentence(sentence, tables: tables, waitIsANoun: true), sentence, tolerance: tolerance)
            if waited.intent != nil { return waited }
        }
        if case .noMatch = result, let first = sentence.tokens.first, Self.fillerHearings.contains(first), sentence.tokens.count > 1,
           !Self.keepsALeadingJoiner.contains(sentence.tokens[1])
        {
            // "and start my break", "then parked": a filler or "i'm" heard as a joiner, with nothing before it to join.
            if let heard = commandAfter(sentence, dropping: 1, tolerance: tolerance) { return heard }
        }
        if case .noMatch = result, sentence.tokens.count > 2, sentence.tokens[0] == "and", Self.determiners.contains(sentence.tokens[1]) {
            // "and my dash it's dead out here": before a determiner a leading "and" was "end", even with a remark after
            // the command that tolerance, reading the sentence whole, cannot see past.
            if let heard = commandWith(firstWord: "end", in: sentence, tolerance: tolerance) { return heard }
        }
        if case .noMatch = result, sentence.tokens.count > 2, Self.articles.contains(sentence.tokens[0]),
           Grammar.imperativeVerbs.contains(sentence.tokens[1]), Self.objects.contains(sentence.tokens[2])
        {
            // "a stop my shift": no article comes before a verb and its object; it is a leading "uh" heard as "a".
            // A noun after the article ("a pick up at wendy's", "a stop at the gas station") keeps it.
            if let heard = commandAfter(sentence, dropping: 1, tolerance: tolerance) { return heard }
        }
        if case .noMatch = result, (3...4).contains(sentence.tokens.count), Self.articles.contains(sentence.tokens[0]),
           Grammar.imperativeVerbs.contains(sentence.tokens[1]), Self.particles.contains(sentence.tokens[2])
        {
            // "the clock in", "a log off please": a verb and its particle said whole, with no noun after them that the
            // article could open ("the clock in the car").
            if let heard = commandAfter(sentence, dropping: 1, tolerance: tolerance) { return heard }
        }
        if case .noMatch = result, sentence.tokens.count > 2, Self.articles.contains(sentence.tokens[0]),
           Self.pastCommandVerbs.contains(sentence.tokens[1])
        {
            // "the found a spot parked": no article comes before a verb in the past either.
            if let heard = commandAfter(sentence, dropping: 1, tolerance: tolerance) { return heard }
        }
        if case .noMatch = result, sentence.tokens.count > 1, Self.uhHearings.contains(sentence.tokens[0]),
           Grammar.imperativeVerbs.contains(sentence.tokens[1])
        {
            // "us start shift", "thus start shift": no sentence opens so before a bare verb; a leading "uh" heard so.
            if let heard = commandAfter(sentence, dropping: 1, tolerance: tolerance) { return heard }
        }
        if result.intent == nil, sentence.tokens.count > 2, sentence.tokens.starts(with: ["i", "am"]),
           Grammar.imperativeVerbs.contains(sentence.tokens[2])
        {
            // "i'm start the shift": nobody says "i am" before a bare verb; it is a leading "um" heard as "i'm".
            if let heard = commandAfter(sentence, dropping: 2, tolerance: tolerance) { return heard }
        }
        if result.intent == nil, sentence.tokens.count > 1, sentence.tokens[0] == "ago" {
            // "ago offline": nothing has happened "ago" before anything is said; it is "uh, go" heard as one word.
            if let heard = commandWith(firstWord: "go", in: sentence, tolerance: tolerance) { return heard }
        }
        if case .noMatch = result, let said = opening(Self.doneOpenings, of: sentence, goesOnWith: Self.continuesDone) {
            // "done, drop off complete", "okay all done, order delivered": the step finished, then the command that
            // records it. Not when the word after "done" goes on with it ("done driving", "done for the day").
            if let heard = commandAfter(sentence, dropping: said, tolerance: tolerance) { return heard }
        }
        if case .noMatch = result, let said = opening(Self.meOpenings, of: sentence, goesOnWith: { _ in false }) {
            // "right, that's me parked", "that's me on break": the driver's state, said the British way.
            if let heard = commandAfter(sentence, dropping: said, tolerance: tolerance) { return heard }
        }
        if result.refusal == .retraction, let closing = Self.apologies.first(where: { sentence.tokens.count > $0.count && sentence.tokens.suffix($0.count).elementsEqual($0) }) {
            // "clock out, i mean clock in, sorry": an apology after a correction closes it and takes nothing back.
            var corrected = sentence
            corrected.tokens.removeLast(closing.count)
            corrected.clauseStarts = sentence.clauseStarts.filter { $0 < corrected.tokens.count }
            let heard = HeardSentence(corrected, tables: tables)
            if heard.retraction?.tookBack == true {
                let meant = recognise(heard, corrected, tolerance: tolerance)
                if meant.intent != nil { return meant }
            }
        }
        if case .noMatch = result, let restated = commandRestated(sentence, tolerance: tolerance) {
            // "got an order, start it", "shift's over, end it": the command, then its verb again for the thing it named.
            return restated
        }
        if case .noMatch = result, let restored = possessivesRestored(sentence) {
            // "foods in the bag picked up", "seat belts on": a recogniser writes "food's" as the plural it sounds like.
            let heard = recognise(HeardSentence(restored, tables: tables), restored, tolerance: tolerance)
            if heard.intent != nil { return heard }
        }
        return result
    }

    /// The sentence with each plural the grammar does not know, of a word it does, read as that word and "is"
    /// ("foods in" as "food is in"); nil when it has none. Not at the end, where no "is" can stand alone.
    private func possessivesRestored(_ sentence: NormalisedSentence) -> NormalisedSentence? {
        var restored = sentence
        var changed = false
        for index in sentence.tokens.indices.dropLast().reversed() {
            let word = sentence.tokens[index]
            guard word.count > 3, word.hasSuffix("s"), !word.hasSuffix("ss"),
                tables.vocabulary.id(of: word) == Vocabulary.unknown,
                tables.vocabulary.id(of: String(word.dropLast())) != Vocabulary.unknown
            else { continue }
            restored.tokens.replaceSubrange(index...index, with: [String(word.dropLast()), "is"])
            restored.clauseStarts = restored.clauseStarts.map { $0 > index ? $0 + 1 : $0 }
            changed = true
        }
        return changed ? restored : nil
    }

    /// The command a sentence means when it ends with a verb and "it" that says that command again: the verb with the
    /// thing a command names ("start" + "the delivery") means the same as the words before it. Any other verb
    /// ("clock in, end it") leaves the sentence meaning nothing.
    private func commandRestated(_ sentence: NormalisedSentence, tolerance: Bool) -> Recognition? {
        let count = sentence.tokens.count
        let verb: String, said: Int
        if count > 2, sentence.tokens[count - 1] == "it", Self.restatingVerbs.contains(sentence.tokens[count - 2]) {
            (verb, said) = (sentence.tokens[count - 2], 2)
        } else if count > 1, let runTogether = Self.restatingVerbsRunTogether[sentence.tokens[count - 1]] {
            // "got an order started": "start it" as a recogniser writes it.
            (verb, said) = (runTogether, 1)
        } else {
            return nil
        }
        var before = sentence
        before.tokens.removeLast(said)
        before.clauseStarts = sentence.clauseStarts.filter { $0 < count - said }
        let command = recognise(HeardSentence(before, tables: tables), before, tolerance: tolerance)
        guard case .match(let intent, let slots, _) = command else { return nil }
        let restates = Self.namedThings.contains { thing in
            guard case .match(intent, slots, _) = recognise(verb + " " + thing, tolerance: false) else { return false }
            return true
        }
        return restates ? command : nil
    }

    /// Verbs said again with "it" after the command they act on.
    private static let restatingVerbs: Set<String> = [
        "start", "begin", "end", "stop", "finish", "close", "pause", "resume", "continue", "accept", "park", "log", "record", "mark",
    ]
    /// "start it" and "end it" said as one word.
    private static let restatingVerbsRunTogether = ["started": "start", "ended": "end"]
    /// What "it" may stand for after a command.
    private static let namedThings = ["my shift", "the delivery", "the order", "my break", "the car"]

    /// The command the sentence means without its first `count` words, if it means one.
    private func commandAfter(_ sentence: NormalisedSentence, dropping count: Int, tolerance: Bool) -> Recognition? {
        var rest = sentence
        rest.tokens.removeFirst(count)
        rest.clauseStarts = sentence.clauseStarts.map { $0 - count }.filter { $0 > 0 }
        let heard = recognise(HeardSentence(rest, tables: tables), rest, tolerance: tolerance)
        return heard.intent == nil ? nil : heard
    }

    /// The command the sentence means with its first word read as `word`, if it means one.
    private func commandWith(firstWord word: String, in sentence: NormalisedSentence, tolerance: Bool) -> Recognition? {
        var respelt = sentence
        respelt.tokens[0] = word
        let heard = recognise(HeardSentence(respelt, tables: tables), respelt, tolerance: tolerance)
        return heard.intent == nil ? nil : heard
    }

    /// How many words open the sentence up to one of `openings` said before more words, fillers before it included
    /// ("okay done"); nil when it does not open so, or when the word after it goes on with it.
    private func opening(_ openings: [[String]], of sentence: NormalisedSentence, goesOnWith: (String) -> Bool) -> Int? {
        let tokens = sentence.tokens
        let ids = tokens.map { tables.vocabulary.id(of: $0) }
        var start = 0
        while let length = tables.removable.longestPrefix(of: ids, from: start) ?? tables.leads.longestPrefix(of: ids, from: start) {
            start += length
        }
        guard let said = openings.first(where: { tokens[start...].starts(with: $0) }),
              tokens.count > start + said.count, !goesOnWith(tokens[start + said.count])
        else { return nil }
        return start + said.count
    }

    /// "that's me" before the driver's state.
    private static let meOpenings = [["that", "is", "me"], ["that", "is", "us"]]
    /// Apologies that are also retractions, said after a correction to close it.
    private static let apologies = [["sorry"], ["my", "bad"], ["oops"], ["whoops"], ["my", "mistake"]]

    /// "done" said alone before a command.
    private static let doneOpenings = [["all", "done"], ["done"]]
    /// Words that make "done" part of what follows it: a gerund ("done driving"), a preposition ("done for the day",
    /// "done on break"), a joiner ("done and dusted").
    private static func continuesDone(_ word: String) -> Bool {
        isAGerund(word) || wordsAfterDone.contains(word)
    }
    private static let wordsAfterDone: Set<String> = [
        "for", "with", "on", "at", "in", "by", "and", "from", "off", "out", "up", "here", "there", "now", "yet", "already", "deal",
    ]

    private static let determiners: Set<String> = ["my", "the", "this", "our"]
    /// Articles a recogniser hears for a leading "uh" before a verb and its object ("a stop my shift", "the start my break").
    private static let articles: Set<String> = ["a", "the"]
    /// Verbs in the past that open a command ("found a spot", "pulled in"), never said after an article.
    private static let pastCommandVerbs: Set<String> = [
        "found", "got", "pulled", "grabbed", "accepted", "took", "started", "finished", "clocked", "handed", "dropped",
    ]
    /// The particles of a verb said with one ("clock in", "log off").
    private static let particles: Set<String> = ["in", "out", "on", "off"]
    /// Verbs that make a command with a particle alone, and their "-ing" forms.
    private static let particleVerbs: Set<String> = [
        "clock", "log", "sign", "punch", "clocking", "logging", "signing", "punching",
    ]
    /// Words a recogniser hears for a leading "uh" that nobody says before a bare verb.
    private static let uhHearings: Set<String> = ["us", "thus"]

    /// Words that open a command verb's object.
    private static let objects: Set<String> = ["my", "the", "me", "it", "this", "our", "a"]
    /// After a remark, the shift said without its "my" too ("i'm free for today end shift").
    private static let objectsAfterARemark = objects.union(["shift"])

    /// Joiners a recogniser hears for a filler ("um", "uh": "but clock in please") or for "i'm" at the start of an
    /// utterance. A leading "and" is first tried as a misheard "end" ("and my shift"); only when that means nothing
    /// is it dropped.
    private static let fillerHearings: Set<String> = ["and", "then", "but"]
    /// After these the joiner stays: "and we're back …" is how a radio host comes back from the adverts, and before
    /// a determiner it is more likely a misheard "end" ("then my break" for "end my break").
    private static let keepsALeadingJoiner: Set<String> = ["we", "my", "the", "a", "this", "our", "your"]

    /// "pause my shift, no, resume it", "pause shift, actually end shift": a "no" or "actually" after a pause between
    /// words and a command takes back the words before it. Read so only when a command opens what follows:
    /// "delivered, no contact" keeps its negation, "batch accepted, ah no, someone else grabbed it" is no pickup, and
    /// "don't actually end my shift" (no pause before it) stays a negation.
    private func correctedAfterABareNo(_ sentence: NormalisedSentence, tolerance: Bool) -> Recognition? {
        guard sentence.tokens.contains(where: HeardSentence.bareCorrections.contains) else { return nil }
        let heard = HeardSentence(sentence, tables: tables, bareNoTakesBack: true)
        guard let retraction = heard.retraction, retraction.bareNo else { return nil }
        let corrected = recognise(heard, sentence, tolerance: tolerance)
        guard case .match(_, _, let matched) = corrected else { return nil }
        let rest = heard.suffix(from: retraction.resumesAt).tokens
        return rest.starts(with: matched.split(separator: " ").map(String.init)) ? corrected : nil
    }

    private func recognise(_ heard: HeardSentence, _ sentence: NormalisedSentence, tolerance: Bool) -> Recognition {
        if heard.asksACallerToWait { return .refused(normalised: heard.text, reason: .other) }
        guard let retraction = heard.retraction else {
            return decide(heard, asked: sentence.isQuestion, tolerance: tolerance)
        }
        // Only what follows the last retraction can be meant; the rest was taken back.
        let rest = heard.suffix(from: retraction.resumesAt)
        let meant = rest.tokens.isEmpty ? nil : decide(rest, asked: sentence.isQuestion, tolerance: tolerance)
        if let meant, meant.intent != nil || !retraction.tookBack { return meant }
        if retraction.tookBack, meant?.isRefused != true, let corrected = correctedWithItsObject(heard, rest, resumesAt: retraction.resumesAt) { return corrected }
        return retraction.tookBack ? .refused(normalised: heard.text, reason: .retraction) : .noMatch(normalised: heard.text, closest: nil)
    }

    /// "pause my shift, no actually end it": a two-word correction of a verb and a word standing for the thing
    /// just named takes that thing's words from the command taken back ("end" + "my shift"), and counts
    /// only when the result is itself a whole command.
    private func correctedWithItsObject(_ heard: HeardSentence, _ rest: HeardSentence, resumesAt: Int) -> Recognition? {
        // "no, just pause it": "just" before the verb changes nothing.
        if rest.tokens.count == 3, rest.tokens[0] == "just" {
            return correctedWithItsObject(heard, rest.suffix(from: 1), resumesAt: resumesAt)
        }
        // "no wait, ended": a bare past tense corrects nothing, so it is "end it" run together.
        let saysEndIt = rest.tokens == ["and", "it"] || rest.tokens == ["ended"]
        guard rest.tokens.count == 2 || saysEndIt, rest.ids.allSatisfy({ $0 >= 0 }),
              let before = heard.clauses.last(where: { $0.upperBound <= resumesAt }), before.count >= 2,
              tables.commands.match(heard.ids[before]) != nil else { return nil }
        // "no wait, and it": no clause opens with "and it", so after a retraction it is "end it" misheard.
        let (verb, verbID) = saysEndIt ? ("end", tables.vocabulary.id(of: "end")) : (rest.tokens[0], rest.ids[0])
        let ids = [verbID] + heard.ids[(before.lowerBound + 1)..<before.upperBound]
        guard let payload = tables.commands.match(ids) else { return nil }
        return match(payload, ([verb] + heard.tokens[(before.lowerBound + 1)..<before.upperBound]).joined(separator: " "))
    }

    private func decide(_ heard: HeardSentence, asked: Bool, tolerance: Bool) -> Recognition {
        guard !heard.tokens.isEmpty else { return .noMatch(normalised: heard.text, closest: nil) }
        // A `?` after "could you" or "please" asks for an action; "can i end my shift?" still asks a question.
        if asked && !heard.isRequest { return .refused(normalised: heard.text, reason: .question) }
        if let misheard = soundsLikeVeto(heard) { return .refused(normalised: heard.text, reason: misheard) }
        let clauses = heard.clauses.isEmpty ? [0..<heard.tokens.count] : heard.clauses
        if let torn = vetoAcrossClauses(heard, clauses) { return .refused(normalised: heard.text, reason: torn) }
        if isAParallel(heard, clauses) { return .refused(normalised: heard.text, reason: .other) }
        var open: [Range<Int>] = []
        var firstRefusal: Recognition.Refusal?
        for clause in clauses {
            guard let refusal = refusal(of: clause, in: heard) else {
                if !contains(tables.clauseVetoes, in: heard, clause) || pastIsARemarks(clause, in: heard) {
                    open.append(clause)
                }
                continue
            }
            if refusal == .other, isSaidTwiceAroundNoise(clause, in: heard) {
                open.append(clause)
                continue
            }
            firstRefusal = firstRefusal ?? refusal
            let reachesAll = clauses.count == 1 || refusal == .question || refusal == .plan
                || clause.count <= Self.fragmentLength
                || (refusal == .negation && negatesCommandWords(clause, in: heard))
                || vetoesACommandBesideIt(clause, in: heard)
                || contains(tables.sentenceVetoes, in: heard, clause)
            if reachesAll { return .refused(normalised: heard.text, reason: refusal) }
        }
        let wholeAllowed = firstRefusal == nil && open.count == clauses.count
        if wholeAllowed, let payload = tables.commands.match(heard.ids) {
            return match(payload, heard.text)
        }
        let candidates = clauses.count > 1 ? open : []
        // Each open clause's command: the whole clause, or else a command phrase among noise inside it.
        let perClause = open.map { clause in
            (clauses.count > 1 ? tables.commands.match(heard.ids[clause]).map { ($0, heard.text(of: clause)) } : nil)
                ?? span(in: clause, of: heard).map { ($0.payload, $0.text) } ?? wordBeforeAPausedRemark(clause, in: heard)
        }
        if Set(perClause.compactMap { $0?.0 }).count > 1 {
            // Two commands in one breath ("parked, picked up"): acting on either would be a guess.
            return .noMatch(normalised: heard.text, closest: nil)
        }
        if let found = agreeing(perClause) { return found }
        if wholeAllowed, clauses.count == 1, let found = twoCommandsOfOneMeaning(heard) { return found }
        if tolerance {
            if wholeAllowed, let (payload, text) = tolerantMatch(heard, range: 0..<heard.tokens.count, maxCost: 2) {
                return match(payload, text)
            }
            // A joiner read as a command word joins nothing: the clauses around it are one, so a negation before it
            // reaches the command ("no don't cause my shift" is "no, don't pause my shift").
            let tolerantClauses = candidates.map { clause in
                tolerantMatch(heard, range: clause, maxCost: 1)
                    ?? (firstRefusal == .negation ? nil : commandHeardAsAJoiner(heard, before: clause))
            }
            if let found = agreeing(tolerantClauses) { return found }
        }
        if let firstRefusal { return .refused(normalised: heard.text, reason: firstRefusal) }
        return .noMatch(normalised: heard.text, closest: suggestion(heard))
    }

    /// A command said with noise around it in its clause ("end my uh end my shift the baby is crying"): the
    /// longest command phrase in each open clause, accepted only when what surrounds it cannot change its
    /// meaning. Words before it must repeat the phrase's own words (a stutter, a restart), and words after it
    /// must open a remark of their own (an `aside`, such as "the", "i"), where the phrase could not go on:
    /// "picked up my kids", "start my shift in an hour" and "i should start my shift" are not commands.
    private func span(in clause: Range<Int>, of heard: HeardSentence) -> (payload: Int32, text: String, range: Range<Int>)? {
        let spans = commandSpans(heard, clause)
        guard var best = spans.max(by: { $0.range.count < $1.range.count }) else { return nil }
        if spans.contains(where: { $0.payload != best.payload }) {
            // Two meanings in one clause. A command said to DashPilot, a bare verb and its object, is the one meant
            // beside the driver's account of what they are doing ("start my shift i'm heading out the door", "time to
            // hit the road start my shift"), and is never passed over for one.
            let told = spans.filter { Grammar.imperativeVerbs.contains(heard.tokens[$0.range.lowerBound]) }
            let isAnAccount = { (span: (payload: Int32, range: Range<Int>, node: Int32)) in
                let words = heard.tokens[span.range]
                return ["i", "we"].contains(words.first!) || Self.driversOwnOpenings.contains { words.starts(with: $0) }
            }
            // After a bare "no" or "actually" an account may correct the command ("pause my shift, actually i'm offline").
            if let said = told.max(by: { $0.range.count < $1.range.count }),
               spans.allSatisfy({ $0.payload == said.payload || (isAnAccount($0) && !(heard.saysABareCorrection && $0.range.lowerBound > said.range.lowerBound)) }) {
                best = said
            } else if told.contains(where: { $0.payload != best.payload }) {
                return nil
            } else if spans.contains(where: { $0.payload != best.payload && $0.range.lowerBound >= best.range.upperBound }) {
                // A remark after it that is itself a command of another meaning ("log my shift complete the step's done").
                return nil
            }
        }
        // The same command said twice in one clause is meant, whatever noise surrounds it.
        let repeated = spans.contains { $0.payload == best.payload && !$0.range.overlaps(best.range) }
        if !repeated {
            let own = Set(heard.ids[best.range])
            let before = heard.ids[clause.lowerBound..<best.range.lowerBound]
            guard before.allSatisfy(own.contains) || Self.isSaidTwice(before) || isRemarkThenPause(heard, before: best.range.lowerBound, clause)
            else { return nil }
            if best.range.upperBound < clause.upperBound {
                let next = best.range.upperBound
                guard tables.commands.child(best.node, heard.ids[next]) == nil else { return nil }
                let restarts = (next..<clause.upperBound).allSatisfy { index in
                    (heard.ids[index] >= 0 && own.contains(heard.ids[index])) || (heard.ids[index] < 0
                        && heard.tokens[best.range].contains { $0.count > heard.tokens[index].count && $0.hasPrefix(heard.tokens[index]) })
                }
                guard restarts || tables.asides.longestPrefix(of: heard.ids, from: next) != nil else { return nil }
            }
        }
        return (best.payload, heard.text(of: best.range), best.range)
    }

    /// "parking now this lot is a nightmare": a command of one word opening its clause, a filler, then a remark of its
    /// own (an `aside`) that the word could not go on into. Without the filler a word alone is too often part of
    /// something else ("driving the kids to school"), but not before a remark opening of two words or more ("parked
    /// let me grab the bag", "delivered fingers crossed"), which no command phrase goes on into.
    private func wordBeforeAPausedRemark(_ clause: Range<Int>, in heard: HeardSentence) -> (Int32, String)? {
        let first = clause.lowerBound
        guard clause.count > 1,
              let node = tables.commands.child(TokenTrie.root, heard.ids[first]), let payload = tables.commands.payload(node),
              tables.commands.child(node, heard.ids[first + 1]) == nil,
              let remark = tables.asides.longestPrefix(of: heard.ids, from: first + 1),
              heard.pauses.contains(first + 1) || remark > 1 else { return nil }
        return (payload, heard.tokens[first])
    }

    /// Whether the clause's past tense (a `clause-veto`) is a remark's beside its command, not the command's. So it is
    /// in a remark after the command, opening with an `aside` ("back from break the bathroom line was insane",
    /// "dropped it off that dog was huge"), and in a remark before a command with its own subject and verb in the
    /// present, a sentence of its own ("that was my last run i'm finished for the day"). A past tense before any
    /// other command ("i was parked") keeps the clause from being one.
    private func pastIsARemarks(_ clause: Range<Int>, in heard: HeardSentence) -> Bool {
        guard let found = span(in: clause, of: heard) else { return false }
        let ids = Array(heard.ids[clause])
        let vetoes = ids.indices.filter { tables.clauseVetoes.longestPrefix(of: ids, from: $0) != nil }.map { clause.lowerBound + $0 }
        let command = heard.tokens[found.range]
        let opensWithItsSubject = command.starts(with: ["i", "am"]) || command.starts(with: ["we", "are"])
        return (found.range.upperBound < clause.upperBound && vetoes.allSatisfy { $0 >= found.range.upperBound })
            || (found.range.lowerBound > clause.lowerBound && opensWithItsSubject && vetoes.allSatisfy { $0 < found.range.lowerBound })
    }

    /// "i am parked turn off the radio i am parked": the same command said twice, with the only vetoes between
    /// the two, is the driver repeating it over car noise (the radio, another app, someone's call). Only a veto
    /// of the kind `other` is passed over this way; a negation, plan or question between them still refuses.
    private func isSaidTwiceAroundNoise(_ clause: Range<Int>, in heard: HeardSentence) -> Bool {
        let spans = commandSpans(heard, clause)
        guard let first = spans.first, let last = spans.last, first.range != last.range, first.payload == last.payload,
              heard.text(of: first.range) == heard.text(of: last.range) else { return false }
        for index in clause {
            guard let length = tables.vetoes.longestPrefix(of: heard.ids, from: index) else { continue }
            let inside = index >= first.range.upperBound && index + length <= last.range.lowerBound
            let kind = Self.longestPayload(tables.vetoes, Array(heard.ids[index..<(index + length)]), from: 0)
            guard inside, kind.map({ Recognition.Refusal.allCases[Int($0)] }) == .other else { return false }
        }
        return !clause.contains { negatesACommandWord(heard, at: $0) }
    }

    /// "heading home now end shift", "i am cooked mate ending the shift": a remark, a filler, then the command.
    /// The remark must not be able to govern what follows it ("they want me to uh end my shift", "i forgot to um
    /// pause"), so the word before the pause may not be one that leads into an action.
    /// A command that opens with its own subject ("shut it down i am done for the night") needs no pause: "i am" begins
    /// a sentence of its own, unless what comes before reports or weighs it ("she thinks i am on break") or is said
    /// to someone else.
    private func isRemarkThenPause(_ heard: HeardSentence, before start: Int, _ clause: Range<Int>) -> Bool {
        guard start > clause.lowerBound else { return false }
        // So does one of the driver's own, a subject and its verb: "okay this one pays good i accepted it".
        let opensWithItsSubject = heard.tokens[start...].starts(with: ["i", "am"]) || ["i", "we"].contains(heard.tokens[start])
        // An object ends the remark before "i am" ("my feet are killing me i'm done"); before a verb it may lead
        // into it ("let me end my shift").
        guard !Self.governs(heard.tokens, before: start)
            || (opensWithItsSubject && Self.objectPronouns.contains(heard.tokens[start - 1])) else { return false }
        if heard.pauses.contains(start) { return true }
        // A bare verb and its object after the driver's own remark ("i'm done clock me out"), never a verb read as a
        // noun ("the drop off") nor after someone else's words ("pickup for jo clock me out", "go team go end my shift").
        let tokens = heard.tokens
        // So is a command with a subject of its own and its verb ("traffic is bad break is over").
        // So is any command after a remark that is a sentence of its own, a subject and its state ("okay coffee is
        // finished back to it").
        // So is one that says what the driver has finished doing ("done walking back to driving").
        let ungoverned = { (index: Int) in index < clause.lowerBound || !Self.governingWords.contains(tokens[index]) }
        // A place after the state goes on with it: "groceries are loaded in the car" is no "in the car".
        // "that's it" says the work is over, whatever "that" could govern elsewhere: "okay that's it end the shift".
        let saysThatIsIt = start >= clause.lowerBound + 3 && Array(tokens[(start - 3)..<start]) == ["that", "is", "it"]
        let remarkIsAState = start >= clause.lowerBound + 2 && (ungoverned(start - 3) || saysThatIsIt)
            && !Self.placePrepositions.contains(tokens[start])
            && ((start >= clause.lowerBound + 3 && ["is", "are"].contains(tokens[start - 2]))
                || (["done", "finished"].contains(tokens[start - 2]) && Self.isAGerund(tokens[start - 1])))
        let ownSentence = opensWithItsSubject || remarkIsAState
            || (start + 1 < clause.upperBound && start > clause.lowerBound + 1 && ["is", "are"].contains(tokens[start + 1]))
            || (start + 1 < clause.upperBound
            && (Grammar.imperativeVerbs.contains(tokens[start]) || Self.isAGerund(tokens[start]))
            && (Self.objectsAfterARemark.contains(tokens[start + 1])
                // A verb said whole with its particle: "i'm beat clock out", "heading home log off".
                || (Self.particleVerbs.contains(tokens[start]) && Self.particles.contains(tokens[start + 1])))
            && (tokens[clause.lowerBound..<start].contains { Self.driversOwn.contains($0) }
                || Self.driversOwnOpenings.contains { tokens[clause.lowerBound..<start].starts(with: $0) }
                // A remark opening with what the driver is doing: "firing up grubhub starting my shift now".
                || Self.isAGerund(tokens[clause.lowerBound])))
        return ownSentence && !Self.reportingWords.contains(heard.tokens[start - 1])
            && !heard.tokens[clause.lowerBound..<start].contains { Self.addressingWords.contains($0) || Self.habitualWords.contains($0) }
    }

    /// Words that make a remark the driver's own, after which a bare verb and its object are said to DashPilot
    /// ("gotta stretch my legs pause my shift"), not someone else's words ("pickup for jo clock me out").
    static let driversOwn: Set<String> = ["i", "we", "my", "our"]

    /// Openings of a remark that is the driver's resolve: "time to make some money clock me in", "let's get this bread
    /// start my shift".
    /// So is a remark opening with what the driver must do: "gotta go get the kids end my shift".
    static let driversOwnOpenings: [[String]] = [
        ["time", "to"], ["let", "us"], ["got", "to"], ["have", "to"], ["need", "to"], ["gonna"], ["going", "to"],
    ]

    /// Words that open a place, which goes on with the state before it.
    static let placePrepositions: Set<String> = ["in", "into", "on", "onto", "at", "inside", "by", "with"]

    /// Whether the word before `start` leads into what follows it; "going" does not after "keep" or "get" ("let's keep
    /// going break is done"), where nothing can follow it.
    private static func governs(_ tokens: [String], before start: Int) -> Bool {
        let word = tokens[start - 1]
        if word == "going", start >= 2, ["keep", "keeps", "get", "getting"].contains(tokens[start - 2]) { return false }
        return governingWords.contains(word)
    }

    /// A command verb's "-ing" form ("pausing my shift"), which after the driver's own remark is what they do now.
    private static func isAGerund(_ word: String) -> Bool {
        word.hasSuffix("ing") && word.count > 5
    }

    /// Objects that end a remark: "my feet are killing me i'm done".
    static let objectPronouns: Set<String> = ["me", "him", "her", "them", "us"]

    /// A remark that says how often something is done ("i always end my shift early") makes the command a habit.
    static let habitualWords: Set<String> = [
        "always", "usually", "sometimes", "often", "normally", "rarely", "typically", "generally", "every", "whenever",
    ]

    /// A remark said to someone else ("you're breaking up, i'm in the car"): what follows is told to them.
    static let addressingWords: Set<String> = ["you", "your", "yours", "u", "ya"]

    /// Words after which "i am …" is what someone thinks, knows or hopes, not what the driver says is so.
    static let reportingWords: Set<String> = [
        "think", "thinks", "thought", "know", "knows", "knew", "hope", "hopes", "believe", "believes", "sure", "pretend",
        "pretending", "like", "as", "than", "unless", "because", "cause", "since", "says", "said", "see", "sees", "saw",
        "hear", "hears", "heard", "feel", "feels", "felt", "seems", "guess", "wish", "is", "are", "was", "and", "but", "so",
    ]

    /// Words after which a command phrase is what someone else does, wants or forgot, not what is done now.
    static let governingWords: Set<String> = [
        "to", "me", "him", "her", "them", "us", "you", "want", "wants", "need", "needs", "wanna", "gonna", "gotta",
        "going", "about", "should", "could", "would", "will", "can", "might", "must", "let", "lets", "make", "made",
        "help", "try", "trying", "tried", "forgot", "forget", "remember", "how", "when", "if", "and", "or", "not",
        "never", "did", "does", "do", "who", "he", "she", "they", "someone", "somebody", "customer", "friend",
        "that", "which", "why", "what", "where", "while", "until", "before", "after", "whether", "of", "for",
        // What something keeps doing or someone likes doing: "my app keeps pausing my shift".
        "keep", "keeps", "kept", "hate", "hates", "love", "loves", "like", "likes", "enjoy", "enjoys", "mind", "avoid",
        "stop", "stops", "stopped", "started", "starts", "quit", "imagine",
    ]

    /// Words said twice over before a command ("order for sam order for sam end my shift") are someone
    /// else's call-out or a recording heard in the car, not words that govern the command.
    static func isSaidTwice(_ ids: ArraySlice<Int32>) -> Bool {
        let count = ids.count
        guard count >= 4, count % 2 == 0 else { return false }
        let half = count / 2, start = ids.startIndex
        return ids[start..<start + half].elementsEqual(ids[(start + half)...])
    }

    /// The longest command phrase of at least `spanMinimum` words starting at each word of the clause.
    private func commandSpans(_ heard: HeardSentence, _ clause: Range<Int>) -> [(payload: Int32, range: Range<Int>, node: Int32)] {
        var spans: [(payload: Int32, range: Range<Int>, node: Int32)] = []
        var start = clause.lowerBound
        while start < clause.upperBound {
            var node = TokenTrie.root
            var index = start
            var longest: (payload: Int32, range: Range<Int>, node: Int32)?
            while index < clause.upperBound, let next = tables.commands.child(node, heard.ids[index]) {
                node = next
                index += 1
                if let payload = tables.commands.payload(node) { longest = (payload, start..<index, node) }
            }
            if let longest, longest.range.count >= Self.spanMinimum {
                spans.append(longest)
                start = longest.range.upperBound
            } else {
                start += 1
            }
        }
        return spans
    }

    /// Why a clause is not a command: an opener at its start ("did", "how") asks a question; a veto phrase
    /// anywhere in it refuses with the veto's kind ("not", "in ten minutes", "ago").
    private func refusal(of clause: Range<Int>, in heard: HeardSentence) -> Recognition.Refusal? {
        if let length = tables.openers.longestPrefix(of: heard.ids, from: clause.lowerBound) {
            // "do not end my shift" opens as a question does but tells DashPilot not to act.
            let next = clause.lowerBound + length
            if next < clause.upperBound, Self.longestPayload(tables.vetoes, Array(heard.ids[next..<clause.upperBound]), from: 0) == Self.negation {
                return .negation
            }
            return .question
        }
        let ids = Array(heard.ids[clause])
        // A veto word written into a command's own words is part of it: "back at it after the break" resumes now,
        // while "after" elsewhere places a command later ("start my shift after lunch").
        if tables.commands.match(ids) != nil { return nil }
        // So is one before a remark of its own: "put me back online after that lunch, let's go". A veto in the remark
        // still refuses ("… let's go tomorrow"). Looked for only once a veto is found.
        lazy var remarkStart: Int = {
            guard let command = span(in: clause, of: heard), command.range.lowerBound == clause.lowerBound,
                  command.range.upperBound < clause.upperBound,
                  tables.asides.longestPrefix(of: heard.ids, from: command.range.upperBound) != nil else { return 0 }
            return command.range.upperBound - clause.lowerBound
        }()
        var found: Int32?
        for index in ids.indices {
            guard let kind = Self.longestPayload(tables.vetoes, ids, from: index), index >= remarkStart else { continue }
            found = min(found ?? kind, kind)
        }
        if let kind = found { return Recognition.Refusal.allCases[Int(kind)] }
        return clause.contains { negatesACommandWord(heard, at: $0) } ? .negation : nil
    }

    /// "i am not done yet, keep going", "not parked yet": a negation inside the words of a command phrase
    /// ("i am done", "parked") denies the speaker's own state, which no other clause can then override.
    /// "the charger is not working" negates something else and vetoes only its clause.
    private func negatesCommandWords(_ clause: Range<Int>, in heard: HeardSentence) -> Bool {
        let ids = Array(heard.ids[clause])
        for index in ids.indices {
            guard Self.longestPayload(tables.vetoes, ids, from: index) == Self.negation else { continue }
            // The clause read without the negation must follow a command phrase from its start past the negation.
            let without = Array(ids[..<index]) + ids[(index + 1)...]
            var node = TokenTrie.root
            var read = 0
            while read < without.count, let next = tables.commands.child(node, without[read]) {
                node = next
                read += 1
            }
            // The word after the negation must carry the command ("done", "parked"): a phrase that merely starts
            // with a small word ("is …") says nothing about "nothing is pinging".
            if read > index, !Self.smallWords.contains(heard.tokens[clause.lowerBound + index + 1]) { return true }
        }
        return false
    }

    static let smallWords: Set<String> = [
        "is", "are", "am", "was", "were", "be", "the", "a", "an", "my", "to", "of", "in", "on", "at", "it", "this",
        "that", "i", "we", "you", "for", "with",
    ]

    /// A command clause and another after it that opens with the same two words, or with the same verb and
    /// holds a word the grammar does not know, and goes on to mean something else: a slogan or a list ("have a break, have a
    /// kit kat", heard also as "have the break, have a kit kat"), not a command.
    private func isAParallel(_ heard: HeardSentence, _ clauses: [Range<Int>]) -> Bool {
        guard clauses.count > 1 else { return false }
        for first in clauses where first.count >= 2 {
            guard let meaning = tables.commands.match(heard.ids[first]) else { continue }
            let opening = heard.ids[first.lowerBound..<first.lowerBound + 2]
            let opensWithAVerb = !Self.pronounsAndDeterminers.contains(heard.tokens[first.lowerBound])
            // Only a clause after the command: one before it that breaks off is a false start ("end my sh- end the shift").
            for other in clauses where other.lowerBound > first.lowerBound && other.count >= 2 {
                let unknownWord = heard.ids[other].contains { $0 < 0 }
                let parallel = heard.ids[other.lowerBound] == opening.first
                    && (heard.ids[other.lowerBound..<other.lowerBound + 2].elementsEqual(opening) || (opensWithAVerb && unknownWord))
                // A bare command and then an advert's own imperative ("take a break and have a kit kat", "clock out
                // and relax with a cold one"): the listener is told to buy something, not the driver to record.
                let advert = opensWithAVerb && unknownWord && Self.advertVerbs.contains(heard.tokens[other.lowerBound])
                if parallel || advert, tables.commands.match(heard.ids[other]) != meaning { return true }
            }
        }
        return false
    }

    /// Verbs an advert tells its listener to do, never what a driver tells DashPilot.
    private static let advertVerbs: Set<String> = ["have", "enjoy", "try", "treat", "visit", "unwind", "relax", "save"]

    /// Words that open many clauses without making them alike ("i'm calling it, i ate").
    private static let pronounsAndDeterminers: Set<String> = [
        "i", "we", "you", "he", "she", "they", "it", "that", "this", "these", "those", "the", "a", "an", "my", "our", "there",
    ]

    /// A veto torn apart by a joiner inside it ("a while" read as "a", "while ...") still vetoes everything.
    private func vetoAcrossClauses(_ heard: HeardSentence, _ clauses: [Range<Int>]) -> Recognition.Refusal? {
        for index in heard.ids.indices {
            guard let length = tables.vetoes.longestPrefix(of: heard.ids, from: index), length > 1,
                  let kind = Self.longestPayload(tables.vetoes, heard.ids, from: index) else { continue }
            let phrase = index..<(index + length)
            if !clauses.contains(where: { $0.contains(phrase.lowerBound) && $0.contains(phrase.upperBound - 1) }) {
                return Recognition.Refusal.allCases[Int(kind)]
            }
        }
        return nil
    }

    /// A veto said right next to a command in its clause ("songs open door dash") refuses that command, and
    /// another clause meaning it too cannot bring it back. A veto elsewhere in a long clause ("down to ten
    /// percent") leaves the command of another clause alone.
    private func vetoesACommandBesideIt(_ clause: Range<Int>, in heard: HeardSentence) -> Bool {
        // Spans may run past the clause ("open door dash and go online" is one phrase) but start in it.
        let spans = commandSpans(heard, 0..<heard.tokens.count).filter { clause.contains($0.range.lowerBound) }
        guard !spans.isEmpty else { return false }
        let ids = heard.ids
        for index in clause {
            guard let length = tables.vetoes.longestPrefix(of: ids, from: index) else { continue }
            let veto = index..<min(clause.upperBound, index + length)
            if spans.contains(where: { $0.range.overlaps(veto) || $0.range.lowerBound == veto.upperBound || $0.range.upperBound == veto.lowerBound }) {
                return true
            }
        }
        return false
    }

    /// "order undelivered", "set it as unparked": a word the grammar does not know that is a command word
    /// with a negating prefix or suffix negates the action, like "not".
    private func negatesACommandWord(_ heard: HeardSentence, at index: Int) -> Bool {
        guard heard.ids[index] < 0, let stem = PhoneticKey.negatedStem(heard.tokens[index]) else { return false }
        let spellings = tables.spellings.value, word = heard.tokens[index]
        // "unpasue" is a slip for the grammar's own "unpause", not a negated "pause".
        if spellings.words(near: word).contains(where: { PhoneticKey.keepsNegation(word, tables.vocabulary.word($0)) }) { return false }
        return tables.vocabulary.id(of: stem) >= 0 || !spellings.words(near: stem).isEmpty
    }

    /// A veto heard as another word is still a veto: with `sounds and = at`, "start my shift and nine" is a plan.
    /// Only vetoes that begin at the misheard words count, so the rule cannot invent a veto elsewhere.
    private func soundsLikeVeto(_ heard: HeardSentence) -> Recognition.Refusal? {
        for index in heard.tokens.indices {
            for rule in tables.soundsLike where heard.tokens[index...].starts(with: rule.heard) {
                let after = index + rule.heard.count
                let ids = rule.meant + heard.ids[after..<min(heard.ids.count, after + 8)]
                guard let kind = Self.longestPayloadCovering(tables.vetoes, ids, atLeast: rule.meant.count) else { continue }
                return Recognition.Refusal.allCases[Int(kind)]
            }
        }
        return nil
    }

    /// The kind of the longest veto phrase at the start of `ids` that is at least `count` words long.
    private static func longestPayloadCovering(_ trie: TokenTrie, _ ids: [Int32], atLeast count: Int) -> Int32? {
        var node = TokenTrie.root
        var found: Int32?
        for (offset, id) in ids.enumerated() {
            guard let next = trie.child(node, id) else { break }
            node = next
            if offset + 1 >= count, let payload = trie.payload(node) { found = payload }
        }
        return found
    }

    /// The kind carried by the longest veto phrase starting at `start`.
    static func longestPayload(_ trie: TokenTrie, _ ids: [Int32], from start: Int) -> Int32? {
        var node = TokenTrie.root
        var found: Int32?
        var index = start
        while index < ids.count, let next = trie.child(node, ids[index]) {
            node = next
            index += 1
            if let payload = trie.payload(node) { found = payload }
        }
        return found
    }

    private func contains(_ phrases: TokenTrie, in heard: HeardSentence, _ range: Range<Int>) -> Bool {
        let ids = Array(heard.ids[range])
        return ids.indices.contains { phrases.longestPrefix(of: ids, from: $0) != nil }
    }

    /// Two whole commands of one meaning run together ("i'm back resume", "got in the car driving"): typed, a
    /// comma would part them; spoken, the pause between them is often too short for a recogniser to mark. Only
    /// when both halves are whole commands of the same meaning, so no remark or qualifier is read past.
    private func twoCommandsOfOneMeaning(_ heard: HeardSentence) -> Recognition? {
        let ids = heard.ids
        guard ids.count >= 2 else { return nil }
        for split in 1..<ids.count {
            guard let first = tables.commands.match(ids[..<split]), let second = tables.commands.match(ids[split...]),
                  first == second else { continue }
            return match(second, heard.text)
        }
        return nil
    }

    /// The clauses' single shared meaning; none when no clause matched or two clauses disagree.
    private func agreeing(_ results: [(Int32, String)?]) -> Recognition? {
        let found = results.compactMap { $0 }
        guard let first = found.first, found.allSatisfy({ $0.0 == first.0 }) else { return nil }
        return match(first.0, first.1)
    }

    private func tolerantMatch(_ heard: HeardSentence, range: Range<Int>, maxCost: Int) -> (Int32, String)? {
        let tokens = Array(heard.tokens[range]), ids = Array(heard.ids[range])
        var search = TolerantSearch(tables: tables, tokens: tokens, ids: ids, maxCost: tokens.count == 1 ? 1 : maxCost, relaxed: false)
        search.run()
        guard let best = search.uniqueBest() else { return nil }
        // A word alone respelt at its first letter is another word more often than a slip ("test", "best" and
        // "west" are not "rest"; "barked" is not "parked"): with nothing around it to vouch for it, it stays.
        if tokens.count == 1, best.text.first != tokens[0].first { return nil }
        return (best.payload, best.text)
    }

    /// "wrapping up, and my shift", "i need gas, cause my shift": a joiner a `sounds` rule reads as a command
    /// word ("and" for "end", "cause" for "pause") opened a clause that means nothing without it; read with it,
    /// the clause may be the command a recogniser misheard. Only a clause that matched nothing is read again.
    private func commandHeardAsAJoiner(_ heard: HeardSentence, before clause: Range<Int>) -> (Int32, String)? {
        let joiner = clause.lowerBound - 1
        guard joiner >= 0, tables.joiners.longestPrefix(of: heard.ids, from: joiner) == 1,
            tables.soundsLike.contains(where: { $0.heard == [heard.tokens[joiner]] }) else { return nil }
        return tolerantMatch(heard, range: joiner..<clause.upperBound, maxCost: 1)
    }

    /// A did-you-mean phrase, only when the sentence has enough words to be a command gone slightly wrong.
    private func suggestion(_ heard: HeardSentence) -> String? {
        guard heard.tokens.count >= 2 || heard.tokens[0].utf8.count >= 4 else { return nil }
        let budget = max(1, min(3, heard.tokens.count / 2))
        var search = TolerantSearch(tables: tables, tokens: heard.tokens, ids: heard.ids, maxCost: budget, relaxed: true)
        search.run()
        return search.closest()?.text
    }

    private func match(_ payload: Int32, _ text: String) -> Recognition {
        let meaning = tables.payloads[Int(payload)]
        return .match(intent: meaning.intent, slots: meaning.slots, matched: text)
    }
}
