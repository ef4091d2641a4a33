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
        let meanings = Dictionary(decoder.commandSentences.map { ($0.sentence, ($0.intent, $0.slots)) }) { a, _ in a }
        var generator = SplitMix(seed: 20_261_130)
        var commands = 0, refusals = 0
        for _ in 0..<3_000 {
            let sentence = fsg.randomPath(using: &generator).joined(separator: " ")
            let heard = Grammar.english.recognise(sentence)
            if let (intent, slots) = meanings[sentence] {
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

    @Test func everyKeptCommandSentenceMeansItsPhrase() {
        for entry in Self.english.commandSentences.prefix(5_000) {
            guard case .match(let intent, let slots, _) = Grammar.english.recognise(entry.sentence) else {
                Issue.record("not understood: \(entry.sentence)")
                continue
            }
            #expect(intent == entry.intent && slots == entry.slots, "\(entry.sentence)")
        }
    }

    @Test func negationsAndQuestionsHaveSomewhereToGo() {
        let refusals = Set(Self.english.refusalPhrases)
        #expect(refusals.isSuperset(of: ["don't", "not", "never", "tomorrow", "cancel"]))
        #expect(Set(Self.english.openerPhrases).isSuperset(of: ["did", "what", "how"]))
        #expect(!Self.english.garbageWords.isEmpty)
    }

    @Test func outOfGrammarWordsAreNeitherGrammarWordsNorRespeltIntoOne() {
        for word in Self.english.garbageWords {
            #expect(!Self.english.commandSentences.contains { $0.sentence.split(separator: " ").contains(Substring(word)) }, "\(word)")
            #expect(Grammar.english.recognise(word).intent == nil, "\(word)")
        }
    }

    @Test func itIsDecoderSized() {
        // A recogniser loads the FSG in well under 0.2 s at this size (docs/voice.md).
        #expect(Self.english.fsg.utf8.count < 1_500_000)
        #expect(Self.english.commandSentences.count > 1_000)
    }

    @Test func sentencesTheRecogniserWouldNotSayAreLeftOut() throws {
        let decoder = Grammar.english.decoderGrammar { $0 != "parked" }
        #expect(!decoder.words.contains("parked"))
        #expect(decoder.droppedSentences.contains("parked"))
    }

    @Test func aSharedEndingIsWrittenOnce() {
        let single = FSGWriter.write(commands: [["start", "my", "shift"]], refusals: [], openers: [], garbage: [])
        let double = FSGWriter.write(commands: [["start", "my", "shift"], ["end", "my", "shift"]], refusals: [], openers: [], garbage: [])
        let count = { (text: String) in text.split(separator: "\n").filter { $0.hasPrefix("TRANSITION") }.count }
        #expect(count(double) == count(single) + 1)
    }
}

extension Recognition {
    var matchedText: String {
        if case .match(_, _, let matched) = self { return matched }
        return ""
    }
}

/// An FSG file read back, for walking random paths through it.
struct FSGGraph {
    var start = 0
    var final = 0
    var out: [Int: [(to: Int, word: String?, probability: Double)]] = [:]

    init?(_ text: String) {
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ")
            switch parts.first {
            case "START_STATE": start = Int(parts[1])!
            case "FINAL_STATE": final = Int(parts[1])!
            case "TRANSITION":
                out[Int(parts[1])!, default: []].append((Int(parts[2])!, parts.count > 4 ? String(parts[4]) : nil, Double(parts[3])!))
            default: continue
            }
        }
        if out[start] == nil { return nil }
    }

    /// Words along a random path from the start to the final state, each way out taken as often as the
    /// recogniser weighs it (the kinds of path evenly at the start); loops are left after a few turns.
    func randomPath(using generator: inout SplitMix) -> [String] {
        var state = start, words: [String] = []
        var steps = 0
        while state != final {
            guard var choices = out[state], !choices.isEmpty else { break }
            if steps > 12 { choices = choices.filter { $0.to != state } }
            let total = choices.reduce(0) { $0 + $1.probability }
            var pick = Double(generator.next() % 1_000_000) / 1_000_000 * total
            var choice = choices[choices.count - 1]
            for candidate in choices {
                pick -= candidate.probability
                if pick < 0 { choice = candidate; break }
            }
            if let word = choice.word { words.append(word) }
            state = choice.to
            steps += 1
        }
        return words
    }
}

struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
