import Testing
@testable import Grammar

@Suite struct TemplateParserTests {
    private func parse(_ text: String) throws(GrammarDiagnostic) -> Template {
        var parser = TemplateParser(text: text[...], file: "t.grammar", line: 3, firstColumn: 5, sourceLine: "    " + text)
        return try parser.parse()
    }

    private func failure(_ text: String) -> GrammarDiagnostic? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func wordsFormASequence() throws {
        #expect(try parse("start my shift") == .sequence([.word("start"), .word("my"), .word("shift")]))
    }

    @Test func singleWordIsNotWrapped() throws {
        #expect(try parse("parked") == .word("parked"))
    }

    @Test func alternativesInAGroup() throws {
        #expect(try parse("(start | begin) shift") == .sequence([.alternatives([.word("start"), .word("begin")]), .word("shift")]))
    }

    @Test func topLevelAlternatives() throws {
        #expect(try parse("clock in | punch in") == .alternatives([.sequence([.word("clock"), .word("in")]), .sequence([.word("punch"), .word("in")])]))
    }

    @Test func optionalGroup() throws {
        #expect(try parse("[my] shift") == .sequence([.optional(.word("my")), .word("shift")]))
    }

    @Test func ruleAndSlotReferencesKeepTheirColumn() throws {
        let template = try parse("<lead> {event}")
        #expect(template == .sequence([
            .rule("lead", GrammarLocation(file: "t.grammar", line: 3, column: 5)),
            .slot("event", GrammarLocation(file: "t.grammar", line: 3, column: 12)),
        ]))
    }

    @Test func apostrophesStayInWords() throws {
        #expect(try parse("i'm parked") == .sequence([.word("i'm"), .word("parked")]))
    }

    @Test func unclosedGroupPointsAtItsOpening() {
        let error = failure("start (my | the shift")
        #expect(error?.location == GrammarLocation(file: "t.grammar", line: 3, column: 11))
        #expect(error?.message.contains("never closed") == true)
    }

    @Test func unclosedOptionalPointsAtItsOpening() {
        #expect(failure("[my shift")?.location.column == 5)
    }

    @Test func strayClosingBracketIsReported() {
        let error = failure("start ) shift")
        #expect(error?.location.column == 11)
        #expect(error?.message.contains("no group open") == true)
    }

    @Test func emptyAlternativeIsReported() {
        let error = failure("(start | ) shift")
        #expect(error?.location.column == 14)
        #expect(error?.message.contains("empty alternative") == true)
    }

    @Test func emptyGroupIsReported() {
        #expect(failure("start () shift")?.message == "empty group")
    }

    @Test func missingRuleNameIsReported() {
        let error = failure("start <> shift")
        #expect(error?.location.column == 12)
    }

    @Test func unterminatedSlotNameIsReported() {
        #expect(failure("{event")?.message.contains("expected '}'") == true)
    }

    @Test func emptyTemplateIsReported() {
        #expect(failure("   ")?.message.contains("found nothing") == true)
    }

    @Test func nestingDeeperThanTheLimitIsRefused() {
        let depth = GrammarLimits.nestingDepth + 2
        let text = String(repeating: "(", count: depth) + "a" + String(repeating: " | b)", count: depth)
        #expect(failure(text)?.message.contains("nested more than") == true)
    }

    @Test func nestingWithinTheLimitParses() throws {
        let depth = GrammarLimits.nestingDepth - 1
        let text = String(repeating: "(", count: depth) + "a" + String(repeating: " | b)", count: depth)
        _ = try parse(text)
    }
}
