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
