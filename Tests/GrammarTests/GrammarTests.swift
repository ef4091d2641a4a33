import Foundation
import Testing
@testable import Grammar

@Suite struct GrammarTests {
    private func temporaryFile(_ contents: String) throws -> String {
        let path = NSTemporaryDirectory() + "grammar-\(UInt64.random(in: 0...UInt64.max)).grammar"
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func loadsAGrammarFile() throws {
        let path = try temporaryFile("intent Park\n    parked\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let grammar = try Grammar.load(path: path)
        #expect(grammar.fileName == path)
        #expect(grammar.recognise("parked").intent == "Park")
    }

    @Test func missingFileIsAPositionedError() {
        #expect(throws: GrammarLoadError.self) { try Grammar.load(path: "/nonexistent/x.grammar") }
        do { _ = try Grammar.load(path: "/nonexistent/x.grammar") } catch {
            #expect(error.diagnostics.first?.summary.hasPrefix("/nonexistent/x.grammar:1:1: cannot open the file") == true)
        }
    }

    @Test func directoryIsRefused() {
        do { _ = try Grammar.load(path: "/tmp"); Issue.record("loaded a directory") } catch {
            #expect(error.diagnostics.first?.message == "not a regular file")
        }
    }

    @Test func randomBytesAreRefusedNotCrashedOn() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            let bytes = (0..<Int.random(in: 1...2000, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            #expect(throws: GrammarLoadError.self) { try Grammar.parse(source: String(decoding: bytes, as: UTF8.self), fileName: "r") }
        }
    }

    @Test func megabyteLineIsRefusedWithItsPosition() {
        let source = "intent A\n    " + String(repeating: "a ", count: 500_000) + "\n"
        do { _ = try Grammar.parse(source: source, fileName: "big"); Issue.record("accepted") } catch {
            #expect(error.diagnostics.first?.summary.hasPrefix("big:2:1:") == true)
        }
    }

    @Test func phrasesAndCompletions() throws {
        let grammar = try #require(GrammarFixture.compile(GrammarFixture.small))
        #expect(grammar.completions(prefix: "start my sh", limit: 5) == ["start my shift"])
        #expect(grammar.completions(prefix: "end ", limit: 5) == ["end shift", "end my shift", "end the shift"])
        #expect(grammar.phrases(limit: 3).count == 3)
        #expect(grammar.completions(prefix: "fly ", limit: 5).isEmpty)
    }

    @Test func checkReportCountsIntentsRulesAndPhrases() throws {
        let grammar = try #require(GrammarFixture.compile(GrammarFixture.small))
        let report = GrammarCheck.report(grammar)
        #expect(report.hasPrefix("test.grammar: OK\nintents: 4  rules: 1  lists: 1  phrases: "))
        #expect(report.contains("RecordDeliveryEvent event=pickedUp: 4 phrases"))
    }
}
