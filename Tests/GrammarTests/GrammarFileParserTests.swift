import Foundation
import Testing
@testable import Grammar

@Suite struct GrammarFileParserTests {
    @Test func readsEveryKindOfLine() {
        let (definition, errors) = GrammarFileParser.parse(source: GrammarFixture.small, file: "g")
        #expect(errors.isEmpty)
        #expect(definition.intents.map(\.name) == ["StartShift", "PauseShift", "EndShift", "RecordDeliveryEvent"])
        #expect(definition.intents[0].phrases.count == 2)
        #expect(definition.rules.keys.sorted() == ["shift"])
        #expect(definition.lists["event"]?.values.map(\.value) == ["pickedUp", "delivered"])
        #expect(definition.skip.count == 1 && definition.wake.count == 1 && definition.joiner.count == 1)
        #expect(definition.veto.count == 1 && definition.opener.count == 1 && definition.clauseVeto.count == 1)
        #expect(definition.sentenceVeto.count == 1)
        #expect(definition.soundsLike.first?.heard == ["brake"])
        #expect(definition.soundsLike.first?.meant == ["break"])
    }

    @Test func leadLinesAreReadApartFromSkipLines() {
        let (definition, errors) = GrammarFileParser.parse(source: "lead right | right then\nskip uh\nintent A\n    go\n", file: "g")
        #expect(errors.isEmpty)
        #expect(definition.lead.count == 1 && definition.skip.count == 1)
    }

    @Test func windowsLineEndingsReadLikeUnixOnes() {
        let source = GrammarFixture.small.replacingOccurrences(of: "\n", with: "\r\n")
        let (definition, errors) = GrammarFileParser.parse(source: source, file: "g")
        #expect(errors.isEmpty)
        #expect(definition.intents.map(\.name) == ["StartShift", "PauseShift", "EndShift", "RecordDeliveryEvent"])
        #expect(definition.intents[0].phrases.count == 2)
    }

    @Test func commentsAndBlankLinesAreIgnored() {
        let (definition, errors) = GrammarFileParser.parse(source: "# only\n\nintent A   # trailing\n    go   # here\n", file: "g")
        #expect(errors.isEmpty)
        #expect(definition.intents.first?.phrases.first?.template == .word("go"))
    }

    @Test func errorsCarryFileLineAndColumn() {
        let (_, errors) = GrammarFileParser.parse(source: "intent A\n    go (now\n", file: "fleet.grammar")
        #expect(errors.map(\.summary) == ["fleet.grammar:2:8: '(' is never closed: expected ')'"])
    }

    @Test func indentedLineOutsideABlockIsAnError() {
        let (_, errors) = GrammarFileParser.parse(source: "   start\n", file: "g")
        #expect(errors.first?.location == GrammarLocation(file: "g", line: 1, column: 4))
    }

    @Test func unknownKeywordIsAnError() {
        let (_, errors) = GrammarFileParser.parse(source: "intent A\n    go\nintnet B\n", file: "g")
        #expect(errors.first?.location.line == 3)
        #expect(errors.first?.message.contains("unknown line") == true)
    }

    @Test func ruleDefinedTwiceIsAnError() {
        let (_, errors) = GrammarFileParser.parse(source: "<a> = x\n<a> = y\n", file: "g")
        #expect(errors.first?.location.line == 2)
    }

    @Test func listEntryWithoutValueIsAnError() {
        let (_, errors) = GrammarFileParser.parse(source: "list event\n    picked up\n", file: "g")
        #expect(errors.first?.summary == "g:2:5: expected 'value = spoken forms' in list 'event'")
    }

    @Test func malformedSoundsLikeIsAnError() {
        let (_, errors) = GrammarFileParser.parse(source: "sounds brake\n", file: "g")
        #expect(errors.first?.location.line == 1)
    }

    @Test func intentWithoutNameIsAnError() {
        let (_, errors) = GrammarFileParser.parse(source: "intent\n", file: "g")
        #expect(errors.first?.message == "expected a name after 'intent'")
    }

    @Test func overlongLineIsAnErrorNotALoad() {
        let line = "intent A\n    " + String(repeating: "go ", count: GrammarLimits.lineLength) + "\n"
        let (_, errors) = GrammarFileParser.parse(source: line, file: "g")
        #expect(errors.first?.location.line == 2)
        #expect(errors.first?.message.contains("longer than") == true)
    }

    @Test func allErrorsAreCollected() {
        let (_, errors) = GrammarFileParser.parse(source: "intent A\n    (a\n    b]\n", file: "g")
        #expect(errors.map(\.location.line) == [2, 3])
    }

    @Test func diagnosticShowsTheLineWithACaret() {
        let (_, errors) = GrammarFileParser.parse(source: "intent A\n    go (now\n", file: "g")
        #expect(errors.first?.description == "g:2:8: '(' is never closed: expected ')'\n        go (now\n           ^")
    }
}
