import Testing
@testable import Grammar

@Suite struct JSGFExporterTests {
    let jsgf = Grammar.english.exportJSGF()

    @Test func hasTheJSGFHeaderAndAPublicRule() {
        #expect(jsgf.hasPrefix("#JSGF V1.0;\n"))
        #expect(jsgf.contains("grammar dashpilot;"))
        #expect(jsgf.contains("public <command> = "))
    }

    @Test func coversEveryIntent() {
        for intent in Grammar.english.intentNames {
            #expect(jsgf.contains("<intent_\(intent)> = "), "missing \(intent)")
        }
    }

    @Test func everyReferencedRuleIsDefined() {
        let referenced = Set(names(in: jsgf))
        let defined = Set(jsgf.split(separator: "\n").compactMap { line -> String? in
            let text = line.hasPrefix("public ") ? line.dropFirst(7) : line[...]
            guard text.hasPrefix("<"), let close = text.firstIndex(of: ">"), text[close...].hasPrefix("> = ") else { return nil }
            return String(text[text.index(after: text.startIndex)..<close])
        })
        #expect(referenced.subtracting(defined).subtracting(["NULL", "VOID"]).isEmpty)
    }

    @Test func bracketsBalanceAndEveryRuleEnds() {
        var depth = 0
        for character in jsgf {
            if character == "(" || character == "[" { depth += 1 }
            if character == ")" || character == "]" { depth -= 1 }
            #expect(depth >= 0)
        }
        #expect(depth == 0)
        let rules = jsgf.components(separatedBy: " = ").count - 1
        #expect(jsgf.filter { $0 == ";" }.count == rules + 2)  // plus the header and grammar lines
    }

    @Test func slotValuesBecomeTags() {
        #expect(jsgf.contains("{ pickedUp }") && jsgf.contains("{ delivered }"))
    }

    @Test func wordsAreWrittenNormalised() throws {
        let grammar = try #require(GrammarFixture.compile("intent Park\n    I'm parked\n"))
        #expect(grammar.exportJSGF().contains("<intent_Park> = ( i am parked );"))
    }

    private func names(in text: String) -> [String] {
        var found: [String] = []
        var current: String?
        for character in text {
            if character == "<" { current = "" } else if character == ">" { if let name = current { found.append(name) }; current = nil } else { current?.append(character) }
        }
        return found
    }
}
