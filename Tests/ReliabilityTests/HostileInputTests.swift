import Domain
import Foundation
import Grammar
import Testing

/// Input a speech-to-text engine or a mistaken grammar file could produce: nothing crashes or hangs, and what
/// is beyond the loader's limits is refused with a message that names the limit.
@Suite(.timeLimit(.minutes(2))) struct HostileInputTests {
    static let real = [
        "start my shift", "uh pause my shift", "i'm parked", "hey dash pilot picked up", "delivered",
        "back on the clock and driving again", "end my shift please", "strat my shfit",
    ]

    @Test func randomBytesAreNotCommands() {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<1_000 {
            let length = Int.random(in: 0..<200, using: &generator)
            // Bytes without ASCII letters cannot spell a phrase, whatever tolerance allows.
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
                .filter { !(65...90).contains($0) && !(97...122).contains($0) }
            let sentence = String(decoding: bytes, as: UTF8.self)
            #expect(Grammar.english.recognise(sentence).intent == nil, "\(bytes)")
            #expect(Grammar.english.recognise(sentence, tolerance: false).intent == nil)
        }
    }

    @Test func mutatedSentencesAreRecognisedOrRefusedWithoutCrashing() {
        var generator = SplitMix64(seed: 11)
        var understood = 0
        for round in 0..<2_000 {
            var bytes = Array(Self.real[round % Self.real.count].utf8)
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let at = Int.random(in: 0...bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes.insert(UInt8.random(in: 0...255, using: &generator), at: at)
                case 1 where at < bytes.count: bytes.remove(at: at)
                default: if at < bytes.count { bytes[at] = UInt8.random(in: 0...255, using: &generator) }
                }
            }
            if Grammar.english.recognise(String(decoding: bytes, as: UTF8.self)).intent != nil { understood += 1 }
        }
        // Tolerance still hears many slightly damaged sentences; if it heard none, it would be broken.
        #expect(understood > 200)
    }

    @Test func aMegabyteSentenceIsRefusedAtOnce() {
        let words = String(repeating: "start my shift ", count: 70_000)
        let letters = String(repeating: "a", count: 1_048_576)
        for sentence in [words, letters, "start my shift " + letters] {
            #expect(Grammar.english.recognise(sentence).intent == nil)
            #expect(Grammar.english.recognise(sentence, tolerance: false).intent == nil)
        }
    }

    @Test func groupsNestedBeyondTheLimitAreRefusedWithTheLimit() throws {
        let allowed = nested(depth: GrammarLimits.nestingDepth - 1)
        let grammar = try Grammar.parse(source: "intent A\n    \(allowed)\n", fileName: "nested.grammar")
        #expect(grammar.recognise("w0").intent == "A")
        let error = try #require(throws: GrammarLoadError.self) {
            try Grammar.parse(source: "intent A\n    \(nested(depth: 200))\n", fileName: "deep.grammar")
        }
        #expect(error.description.contains("nested more than \(GrammarLimits.nestingDepth) deep"), "\(error)")
    }

    @Test func hundredsOfOptionalsInARowCompileWithoutSpellingOutTheirPhrases() throws {
        // 2^300 phrases: the automaton holds them in a few hundred states, so loading ends and matching works.
        let optionals = (0..<300).map { "[o\($0)]" }.joined(separator: " ")
        let loaded = Result { try Grammar.parse(source: "intent A\n    start \(optionals)\n", fileName: "optionals.grammar") }
        let grammar = try #require(try? loaded.get())
        #expect(grammar.recognise("start", tolerance: false).intent == "A")
        #expect(grammar.recognise("start o0 o7 o299", tolerance: false).intent == "A")
        #expect(grammar.recognise("start o7 o0", tolerance: false).intent == nil)
    }

    @Test func aHugeTemplateLineIsRefusedWithTheLimit() throws {
        let alternatives = (0..<2_000).map { "w\($0)" }.joined(separator: " | ")
        let error = try #require(throws: GrammarLoadError.self) {
            try Grammar.parse(source: "intent A\n    (\(alternatives))\n", fileName: "huge.grammar")
        }
        #expect(error.description.contains("longer than \(GrammarLimits.lineLength) bytes"), "\(error)")
    }

    @Test func aFileOfManyAlternativesLoadsAndRecognises() throws {
        let lines = (0..<500).map { "    (w\($0) | v\($0)) [x] (y | z)" }.joined(separator: "\n")
        let grammar = try Grammar.parse(source: "intent A\n\(lines)\n", fileName: "many.grammar")
        #expect(grammar.recognise("v499 x z").intent == "A")
        #expect(grammar.recognise("v500 x z", tolerance: false).intent == nil)
    }

    /// `((((w0 | w1) | w2) | w3) ...)`, `depth` groups deep.
    private func nested(depth: Int) -> String {
        (1..<depth).reduce("(w0 | w1)") { inner, level in "(\(inner) | w\(level + 1))" }
    }
}
