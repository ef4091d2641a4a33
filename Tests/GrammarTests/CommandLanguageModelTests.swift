import Glibc
import Testing
@testable import Grammar

/// The second pass's model of the grammar's sentences: sampled from the decoder grammar's paths, never from
/// its out-of-grammar loop, the same for the same grammar, and a proper back-off model.
@Suite struct CommandLanguageModelTests {
    static let grammar = try! Grammar.parse(
        source: """
            intent StartShift
                start my shift
                begin [my] shift [now]
            intent PauseShift
                [i am] on break
            """, fileName: "t.grammar")
    static let decoder = grammar.decoderGrammar()
    static let model = CommandLanguageModel(fsg: decoder.fsg, garbageWords: decoder.garbageWords, count: 3_000)

    @Test func sentencesArePathsOfTheGrammarOutsideItsOutOfGrammarLoop() throws {
        let fsg = try #require(FSGGraph(Self.decoder.fsg))
        let model = Self.model
        #expect(model.sentences.count == 3_000)
        var commands = 0
        for sentence in model.sentences {
            let words = sentence.map { model.words[Int($0)] }
            #expect(fsg.accepts(words), "\(words)")
            #expect(!words.contains(where: Self.decoder.garbageWords.contains), "\(words)")
            if Self.grammar.recognise(words.joined(separator: " ")).intent != nil { commands += 1 }
        }
        // Commands are most of what the grammar says; its refusals are in it too.
        #expect(commands > 1_000 && commands < 3_000)
    }

    @Test func theSameGrammarGivesTheSameModel() {
        let again = CommandLanguageModel(fsg: Self.decoder.fsg, garbageWords: Self.decoder.garbageWords, count: 3_000)
        #expect(again.arpa == Self.model.arpa)
    }

    @Test func everyHistorysProbabilitiesSumToOne() throws {
        let arpa = try #require(ARPA(Self.model.arpa))
        #expect(arpa.unigrams["<s>"]?.probability == -99 && arpa.unigrams["shift"] != nil && arpa.unigrams["</s>"] != nil)
        let vocabulary = arpa.unigrams.keys.filter { $0 != "<s>" }
        // P(w | h) summed over every word, seen after h or reached by backing off, for every one- and two-word history.
        let histories = Set(arpa.bigrams.keys.map { Array($0.dropLast()) }).union(arpa.trigrams.keys.map { Array($0.dropLast()) })
        for history in histories {
            let total = vocabulary.reduce(0.0) { $0 + arpa.probability(of: $1, after: history) }
            #expect(abs(total - 1) < 0.002, "\(history): \(total)")
        }
        #expect(!arpa.trigrams.isEmpty)
    }

    @Test func logarithmsAreWrittenWithFourDecimals() {
        #expect(CommandLanguageModel.logarithm(1) == "0.0000")
        #expect(CommandLanguageModel.logarithm(0.5) == "-0.3010")
        #expect(CommandLanguageModel.logarithm(0.0001) == "-4.0000")
        #expect(CommandLanguageModel.logarithm(0) == "-99")
    }

    @Test func aGrammarWithNoPathsGivesAModelOfNoSentences() {
        let model = CommandLanguageModel(fsg: "FSG_BEGIN x\nFSG_END\n", garbageWords: [], count: 10)
        #expect(model.sentences.isEmpty)
        #expect(model.arpa.hasPrefix("\\data\\\nngram 1=2\n"))
    }
}

/// An ARPA file read back, to check the model's arithmetic from the text pocketsphinx reads.
private struct ARPA {
    var unigrams: [String: (probability: Double, backoff: Double)] = [:]
    var bigrams: [[String]: (probability: Double, backoff: Double)] = [:]
    var trigrams: [[String]: Double] = [:]

    init?(_ text: String) {
        var order = 0
        for line in text.split(separator: "\n") {
            if line.hasSuffix("-grams:") { order = Int(String(line.dropFirst().prefix(1))) ?? 0; continue }
            let fields = line.split(separator: " ").map(String.init)
            guard order > 0, let logarithm = Double(fields[0]) else { continue }
            switch order {
            case 1: unigrams[fields[1]] = (logarithm, fields.count > 2 ? Double(fields[2])! : 0)
            case 2: bigrams[Array(fields[1...2])] = (logarithm, fields.count > 3 ? Double(fields[3])! : 0)
            default: trigrams[Array(fields[1...3])] = logarithm
            }
        }
        if unigrams.isEmpty { return nil }
    }

    /// P(word | history) as a back-off model reads it.
    func probability(of word: String, after history: [String]) -> Double {
        func power(_ logarithm: Double) -> Double { logarithm <= -99 ? 0 : pow(10, logarithm) }
        if history.count == 2 {
            if let seen = trigrams[history + [word]] { return power(seen) }
            return power(bigrams[history]?.backoff ?? 0) * probability(of: word, after: [history[1]])
        }
        if history.count == 1 {
            if let seen = bigrams[history + [word]] { return power(seen.probability) }
            return power(unigrams[history[0]]?.backoff ?? 0) * power(unigrams[word]!.probability)
        }
        return power(unigrams[word]!.probability)
    }
}
