import Glibc

/// Writes the decoder grammar as a finite-state grammar in sphinxbase's FSG format. Sentences sharing a
/// beginning or an ending share states, so the recogniser loads and searches a far smaller graph than the
/// same sentences written as JSGF, which it would spell out in full.
enum FSGWriter {
    struct Graph {
        var transitions: [(from: Int, to: Int, word: String?, probability: Double)] = []
        var stateCount = 0
        mutating func state() -> Int {
            stateCount += 1
            return stateCount - 1
        }
        /// A chain of words from `from` to `to`.
        /// A chain of words from `from` to `to`, entered with `probability`.
        mutating func chain(_ words: [String], from: Int, to: Int, probability: Double) {
            var current = from
            for (index, word) in words.enumerated() {
                let next = index == words.count - 1 ? to : state()
                transitions.append((current, next, word, index == 0 ? probability : 1))
                current = next
            }
            if words.isEmpty { transitions.append((from, to, nil, probability)) }
        }
        mutating func add(_ from: Int, _ to: Int, _ word: String?, _ probability: Double = 1) {
            transitions.append((from, to, word, probability))
        }
        /// One or two of `phrases` from `from` to `to`, the first sharing `probability` among them, a second
        /// half as likely as stopping after one ("okay go ahead and", "real quick please").
        mutating func oneOrTwo(_ phrases: [[String]], from: Int, to: Int, probability: Double, oneWordShare: Double? = nil) {
            let between = state()
            add(between, to, nil, 0.5)
            let oneWord = phrases.filter { $0.count == 1 }.count, longer = phrases.count - oneWord
            let share = oneWordShare ?? Double(oneWord) / Double(max(1, phrases.count))
            for phrase in phrases {
                let part = phrase.count == 1 ? share / Double(max(1, oneWord)) : (1 - share) / Double(max(1, longer))
                chain(phrase, from: from, to: between, probability: probability * part)
                chain(phrase, from: between, to: to, probability: 0.5 * part)
            }
        }
    }

    /// Paths: a command (one of `commands`, or one of a group's cores, each with or without one of its prefixes
    /// before it and one of its suffixes after it); a refusal phrase before a command, after one or alone; a
    /// trailing refusal (a retraction) after a command or alone; one of `corrections.phrases` after a command and
    /// one of `corrections.commands` after it; a question opener before a command; one or two
    /// skip phrases before a command and after one, or after a command one of `asidesAfter`; a command in
    /// `aloneCommands` (one of two clauses, which a refusal beside it would not reach) alone; one or more
    /// out-of-grammar words.
    static func write(
        commands: [[String]], groups: [(prefixes: [[String]], cores: [[String]], suffixes: [[String]])] = [], aloneCommands: [[String]] = [],
        refusals: [[String]], trailingRefusals: [[String]] = [], openers: [[String]], answers: [[String]] = [],
        skipsBefore: [[String]] = [], skipsAfter: [[String]] = [], asidesAfter: [[String]] = [], garbage: [String],
        twoClauses: [(firsts: [[String]], seconds: [[String]])] = [],
        corrections: (phrases: [[String]], commands: [[String]]) = ([], []), negated: [[String]] = []
    ) -> String {
        var graph = Graph()
        let start = graph.state(), final = graph.state()
        let commandStart = graph.state(), commandEnd = graph.state()
        addMinimalDAG(commands, from: commandStart, to: commandEnd, into: &graph)
        // A group's prefixes and suffixes cost nothing more than the words of a spelled-out sentence do.
        for group in groups where !group.cores.isEmpty {
            let coreStart = graph.state(), coreEnd = group.suffixes.isEmpty ? commandEnd : graph.state()
            graph.add(commandStart, coreStart, nil)
            for prefix in group.prefixes { graph.chain(prefix, from: commandStart, to: coreStart, probability: 1) }
            addMinimalDAG(group.cores, from: coreStart, to: coreEnd, into: &graph)
            guard coreEnd != commandEnd else { continue }
            graph.add(coreEnd, commandEnd, nil)
            for suffix in group.suffixes { graph.chain(suffix, from: coreEnd, to: commandEnd, probability: 1) }
        }
        // Each kind of path gets a share of the start, split evenly among its phrases, so that hundreds of
        // refusal phrases do not crowd out the commands (or one phrase stand for all of them).
        let weights = DecoderWeights.chosen
        let share = commands.isEmpty ? 0 : Double(commands.count) / Double(commands.count + aloneCommands.count)
        graph.add(start, commandStart, nil, weights.command * share)
        if !aloneCommands.isEmpty {
            let aloneStart = graph.state()
            graph.add(start, aloneStart, nil, weights.command * (1 - share))
            addMinimalDAG(aloneCommands, from: aloneStart, to: final, into: &graph)
        }
        // A skip phrase ("okay", "now") before or after a command takes a small share of its own.
        let skipAfter = skipsAfter.isEmpty ? 0 : weights.skipAfter
        graph.add(commandEnd, final, nil, 1 - weights.refusalAfter - skipAfter)
        // One or two skip phrases from `exit` to the end; or, after a command of one clause, one remark that is a whole
        // phrase ("let's go"): after two, the typed grammar reads a command in the second ("snapped the pic let's roll").
        func skips(after exit: Int, asides: [[String]] = []) {
            guard skipAfter > 0 else { return }
            let asideShare = Double(asides.count) / Double(asides.count + skipsAfter.count)
            graph.oneOrTwo(skipsAfter, from: exit, to: final, probability: skipAfter * (1 - asideShare), oneWordShare: weights.skipOneWordShare)
            for aside in asides { graph.chain(aside, from: exit, to: final, probability: skipAfter * asideShare / Double(asides.count)) }
        }
        // One or two skip phrases from the start into `entry` (`share` of the commands' weight) and from `exit` to the end.
        func skips(into entry: Int, share: Double, after exit: Int, asides: [[String]] = []) {
            if weights.skipBefore > 0 && !skipsBefore.isEmpty {
                graph.oneOrTwo(skipsBefore, from: start, to: entry, probability: weights.skipBefore * share, oneWordShare: weights.skipOneWordShare)
            }
            skips(after: exit, asides: asides)
        }
        skips(into: commandStart, share: 1, after: commandEnd, asides: asidesAfter)
        // Two clauses of one meaning, with skip phrases around them and nothing else: a refusal beside them
        // would reach only one clause.
        if !twoClauses.isEmpty, weights.twoClauses > 0 {
            let twoStart = graph.state(), twoEnd = graph.state()
            graph.add(start, twoStart, nil, weights.twoClauses)
            for pair in twoClauses {
                let middle = graph.state()
                addMinimalDAG(pair.firsts, from: twoStart, to: middle, into: &graph)
                addMinimalDAG(pair.seconds, from: middle, to: twoEnd, into: &graph)
            }
            graph.add(twoEnd, final, nil, 1 - skipAfter)
            skips(into: twoStart, share: weights.twoClauses / weights.command, after: twoEnd)
        }
        // Commands negated inside ("the order isn't delivered"), said alone: skip phrases around them would double
        // the grammar's paths for fillers.
        if !negated.isEmpty, weights.negated > 0 {
            let negatedStart = graph.state()
            graph.add(start, negatedStart, nil, weights.negated)
            addMinimalDAG(negated, from: negatedStart, to: final, into: &graph)
        }
        let afterRefusal = graph.state()
        let alone = Double(refusals.count + trailingRefusals.count)
        for phrase in refusals { graph.chain(phrase, from: start, to: afterRefusal, probability: weights.refusal / alone) }
        for phrase in trailingRefusals { graph.chain(phrase, from: start, to: final, probability: weights.refusal / alone) }
        if !refusals.isEmpty {
            graph.add(afterRefusal, commandStart, nil, 0.5)
            graph.add(afterRefusal, final, nil, 0.5)
        }
        for phrase in refusals + trailingRefusals {
            graph.chain(phrase, from: commandEnd, to: final, probability: weights.refusalAfter / alone)
        }
        // A retraction after a command takes it back, and the command meant may follow ("end my shift sorry i
        // mean start my shift"): without such paths the grammar stopped at the retraction and refused the
        // correction the second pass heard whole. Only the corrections and commands checked to read so follow.
        if !corrections.phrases.isEmpty, !corrections.commands.isEmpty {
            let afterCorrection = graph.state(), correctedEnd = graph.state()
            for phrase in corrections.phrases {
                graph.chain(
                    phrase, from: commandEnd, to: afterCorrection,
                    probability: weights.refusalAfter * weights.correction / Double(corrections.phrases.count))
            }
            addMinimalDAG(corrections.commands, from: afterCorrection, to: correctedEnd, into: &graph)
            graph.add(correctedEnd, final, nil, 1 - skipAfter)
            skips(after: correctedEnd)
        }
        for phrase in openers { graph.chain(phrase, from: start, to: commandStart, probability: weights.opener / Double(openers.count)) }
        // An answer to a question ("yes") is said alone, taking the openers' share again.
        for phrase in answers { graph.chain(phrase, from: start, to: final, probability: weights.opener / Double(answers.count)) }
        if !garbage.isEmpty {
            let loop = graph.state()
            for word in garbage {
                graph.add(start, loop, word, weights.garbage / Double(garbage.count))
                graph.add(loop, loop, word, 0.5 / Double(garbage.count))
            }
            graph.add(loop, final, nil, 0.5)
        }
        var lines = ["FSG_BEGIN dashpilot", "NUM_STATES \(graph.stateCount)", "START_STATE \(start)", "FINAL_STATE \(final)"]
        for transition in graph.transitions {
 lines.append("TRANSITION \(transition.from) \(transition.to) \(transition.probability)" + (transition.word.map { " " + $0 } ?? ""))
        }
        lines.append("FSG_END")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The sentences as a minimal acyclic automaton from `from` to `to`: a trie whose equal endings are merged.
    static func addMinimalDAG(_ sentences: [[String]], from: Int, to: Int, into graph: inout Graph) {
        final class Node {
            var children: [String: Node] = [:]
            var ends = false
        }
        let root = Node()
        for sentence in sentences where !sentence.isEmpty {
            var node = root
            for word in sentence {
                if let child = node.children[word] { node = child } else {
                    let child = Node()
                    node.children[word] = child
                    node = child
                }
            }
            node.ends = true
        }
        // Bottom up, a node is identified by whether it ends and where each word leads.
        var ids: [ObjectIdentifier: Int] = [:]
        var signatures: [String: Int] = [:]
        var edges: [(Int, String, Int)] = []  // class -> word -> class
        var ending = Set<Int>()
        var leaves = Set<Int>()
        func classify(_ node: Node) -> Int {
            if let known = ids[ObjectIdentifier(node)] { return known }
            let children = node.children.keys.sorted().map { ($0, classify(node.children[$0]!)) }
            let signature = (node.ends ? "1" : "0") + children.map { "\($0.0)>\($0.1)" }.joined(separator: ",")
            let id: Int
            if let existing = signatures[signature] {
                id = existing
            } else {
                id = signatures.count
                signatures[signature] = id
                for (word, child) in children { edges.append((id, word, child)) }
                if node.ends { ending.insert(id) }
                if children.isEmpty { leaves.insert(id) }
            }
            ids[ObjectIdentifier(node)] = id
            return id
        }
        let rootClass = classify(root)
        var stateOf: [Int: Int] = [rootClass: from]
        func state(_ cls: Int) -> Int {
            if let known = stateOf[cls] { return known }
            let made = graph.state()
            stateOf[cls] = made
            return made
        }
        for (source, word, target) in edges {
            // A word that ends a sentence also leads straight to the end, so no empty transitions are needed.
            if ending.contains(target) { graph.add(state(source), to, word) }
            if !leaves.contains(target) { graph.add(state(source), state(target), word) }
        }
    }
}

/// How likely each kind of path is at the start of an utterance, chosen by measurement (docs/voice.md).
struct DecoderWeights {
    var command: Double
    var refusal: Double
    var refusalAfter: Double
    var opener: Double
    var garbage: Double
    /// Skip phrases before a command (from the start) and after one (from the command's end). Each phrase is
    /// then about as likely as a refusal phrase, so a filler does not stand in for the words that refuse a
    /// sentence ("yesterday", "in twenty minutes").
    var skipBefore = 0.05
    var skipAfter = 0.05
    /// The share of a skip weight its one-word phrases take ("um", "hey", "okay"), against phrases such as "go
    /// ahead and" or "kindly note that": spread evenly over all, a common filler was less likely than a
    /// question opener or a refusal word it sounds like ("am" for "um", "pay" for "hey"). Nil spreads it evenly.
    var skipOneWordShare: Double? = 0.8
    /// Commands of two clauses of the same meaning, from the start (skip phrases before them take their
    /// share of `skipBefore` in proportion).
    var twoClauses = 0.05
    /// A correction and the command meant after a command ("… sorry i mean start my shift"), as a share of
    /// `refusalAfter`, on top of it.
    var correction = 0.5
    /// Commands negated inside ("the order isn't delivered"), from the start.
    var negated = 0.03

    static let chosen: DecoderWeights = {
        // An opener's share is small: each of its few phrases would otherwise be far likelier than a filler
        // ("am i'm on lunch" for "um i'm on lunch").
        var weights = DecoderWeights(command: 0.7, refusal: 0.1, refusalAfter: 0.1, opener: 0.02, garbage: 0.1)
        // For measuring other choices without rebuilding:
        // DASHPILOT_DECODER_WEIGHTS="command refusal refusal-after opener garbage [skip-before [skip-after [one-word-share
        // [two-clauses [correction [negated]]]]]]" ("0.7 0.1 0.1 0.02 0.1 0.05 0.05 0.8 0.05 0.5 0.03"); a negative one-word share
        // spreads skip weights evenly.
        if let text = getenv("DASHPILOT_DECODER_WEIGHTS") {
            let values = String(cString: text).split(separator: " ").compactMap { Double($0) }
            if (5...11).contains(values.count) {
                weights = DecoderWeights(command: values[0], refusal: values[1], refusalAfter: values[2], opener: values[3], garbage: values[4])
                if values.count >= 6 { weights.skipBefore = values[5] }
                weights.skipAfter = values.count >= 7 ? values[6] : weights.skipBefore
                if values.count >= 8, values[7] >= 0 { weights.skipOneWordShare = values[7] }
                if values.count >= 9 { weights.twoClauses = values[8] }
                if values.count >= 10 { weights.correction = min(max(values[9], 0), 1) }
                if values.count == 11 { weights.negated = values[10] }
            }
        }
        return weights
    }()
}
