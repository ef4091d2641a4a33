import Command
import Grammar
import Testing

@Suite struct GrammarSelectionTests {
    @Test func theOptionWinsThenTheVariableThenTheBuiltInGrammar() {
        #expect(GrammarSelection.path(explicit: "a.grammar", environment: ["DASHPILOT_GRAMMAR": "b.grammar"]) == "a.grammar")
        #expect(GrammarSelection.path(explicit: nil, environment: ["DASHPILOT_GRAMMAR": "b.grammar"]) == "b.grammar")
        #expect(GrammarSelection.path(explicit: nil, environment: ["DASHPILOT_GRAMMAR": ""]) == nil)
    }
}

@Suite struct MacroSelectionTests {
    @Test func aMissingDefaultFileMeansNoMacrosButAMissingNamedFileIsAnError() throws {
        let scratch = try ScratchDirectory()
        let paths = XDGPaths(environment: ["HOME": scratch.path])
        #expect(try MacroSelection.load(explicit: nil, paths: paths, grammar: .english) == nil)
        #expect(throws: MacroSelection.Failure.self) {
            try MacroSelection.load(explicit: scratch.file("absent"), paths: paths, grammar: .english)
        }
    }

    @Test func macrosAreCheckedAgainstTheGrammarWhenLoaded() throws {
        let scratch = try ScratchDirectory()
        let paths = XDGPaths(environment: ["HOME": scratch.path])
        let good = try scratch.write("good", text: "heading home:\n    I'm parked\n    end my shift\n")
        #expect(try MacroSelection.load(explicit: good, paths: paths, grammar: .english)?.macros.map(\.name) == ["heading home"])
        let bad = try scratch.write("bad", text: "heading home:\n    fly to the moon\n")
        do {
            _ = try MacroSelection.load(explicit: bad, paths: paths, grammar: .english)
            Issue.record("a step the grammar does not understand was accepted")
        } catch {
            #expect(error.exitCode == .dataError)
            #expect(error.description == "\(bad):2:5: the grammar does not understand 'fly to the moon'")
        }
    }
}
