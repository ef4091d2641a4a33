import Foundation
import Testing
@testable import Grammar

@Suite struct EnglishGrammarSourceTests {
    @Test func embeddedTextIsGrammarsEnGrammar() throws {
        let root = URL(fileURLWithPath: GrammarFixture.directory()).deletingLastPathComponent().deletingLastPathComponent()
        let file = try String(contentsOf: root.appendingPathComponent("Grammars/en.grammar"), encoding: .utf8)
        // Scripts/embed-grammar writes the file's text; the literal drops only its final newline.
        #expect(EnglishGrammarSource.text + "\n" == file, "run Scripts/embed-grammar after editing Grammars/en.grammar")
    }

    @Test func englishGrammarCompilesWithTheEightIntents() {
        #expect(Grammar.english.intentNames.sorted() == [
            "DriveAgain", "EndShift", "ParkVehicle", "PauseShift", "RecordDeliveryEvent", "ResumeShift", "StartDelivery", "StartShift",
        ])
    }
}

@Suite struct GrammarImageTests {
    @Test func embeddedImageIsTheCompiledGrammarsEnGrammar() throws {
        let path = GrammarFixture.directory() + "/../../Grammars/en.grammar"
        let compiled = try Grammar.load(path: path)
        #expect(EnglishGrammarImage.text == compiled.compiledImage, "run Scripts/embed-grammar after editing Grammars/en.grammar")
        #expect(Grammar.fromCompiledImage(EnglishGrammarImage.text, source: Grammar.englishSource, fileName: "en.grammar") != nil)
    }

    @Test func imageReadsBackToTheSameRecogniser() throws {
        let grammar = try #require(GrammarFixture.compile(GrammarFixture.small))
        let copy = try #require(Grammar.fromCompiledImage(grammar.compiledImage, source: GrammarFixture.small, fileName: "copy"))
        for sentence in ["um start my shift", "got the food at the door", "strat my shift", "not start my shift", "start my"] {
            #expect(copy.recognise(sentence) == grammar.recognise(sentence))
        }
        #expect(copy.phraseCount == grammar.phraseCount && copy.intentNames == grammar.intentNames)
        #expect(copy.exportJSGF() == grammar.exportJSGF())
    }

    @Test func anImageWhoseTrieHoldsMoreOrFewerEdgesThanItStatesIsRefused() throws {
        let grammar = try #require(GrammarFixture.compile(GrammarFixture.small))
        let commands = grammar.tables.commands
        let width = PackedNumbers.width(below: max(grammar.tables.vocabulary.count + 1, commands.nodeCount))
        let counts = "\n\(commands.nodeCount) \(commands.edgeCount) \(width)\n"
        let image = grammar.compiledImage
        #expect(image.contains(counts))
        for stated in [commands.edgeCount - 1, commands.edgeCount + 1] {
            let damaged = image.replacingOccurrences(of: counts, with: "\n\(commands.nodeCount) \(stated) \(width)\n")
            #expect(Grammar.fromCompiledImage(damaged, source: "", fileName: "x") == nil)
        }
        #expect(Grammar.fromCompiledImage(image, source: "", fileName: "x") != nil)
    }

    @Test func damagedImageIsRefusedNotCrashedOn() throws {
        let image = try #require(GrammarFixture.compile(GrammarFixture.small)).compiledImage
        #expect(Grammar.fromCompiledImage(String(image.prefix(image.count / 2)), source: "", fileName: "x") == nil)
        #expect(Grammar.fromCompiledImage("nonsense", source: "", fileName: "x") == nil)
        var bytes = Array(image.utf8)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let index = Int.random(in: 0..<bytes.count, using: &generator)
            let saved = bytes[index]
            bytes[index] = UInt8.random(in: 0x20...0x7A, using: &generator)
            _ = Grammar.fromCompiledImage(String(decoding: bytes, as: UTF8.self), source: "", fileName: "x")?.recognise("start my shift")
            bytes[index] = saved
        }
    }
}
