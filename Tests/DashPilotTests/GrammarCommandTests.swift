import Testing

/// `parse` and `grammar ...` work on the grammar alone and never open a store.
@Suite struct GrammarCommandTests {
    @Test func parseShowsTheIntentWithoutTouchingTheStore() throws {
        let sandbox = Sandbox()
        let parsed = try sandbox.run(["parse", "picked", "up"])
        #expect(parsed.status == 0)
        #expect(parsed.output == "RecordDeliveryEvent event=pickedUp  (matched \"picked up\")\n")
        #expect(try sandbox.run(["parse", "lovely weather"]).status == 2)
        let lines = try sandbox.run(["parse", "--json"], input: "start my shift\n\nI'm parked\n")
        #expect(lines.lines.count == 2)
        #expect(!FileManagerCheck.exists(sandbox.storePath))
    }

    @Test func grammarCheckExportAndErrorsWithTheirPositions() throws {
        let sandbox = Sandbox()
        let check = try sandbox.run(["grammar", "check"])
        #expect(check.status == 0)
        #expect(check.output.hasPrefix("en.grammar: OK"))
        let jsgf = try sandbox.run(["grammar", "export", "--jsgf"])
        #expect(jsgf.output.hasPrefix("#JSGF V1.0;"))
        let broken = try sandbox.write("broken.grammar", "intent StartShift\n    start my (shift\n")
        let bad = try sandbox.run(["say", "start my shift", "--grammar", broken])
        #expect(bad.status == 65)
        #expect(bad.error.hasPrefix("\(broken):2:"))
        #expect(try sandbox.run(["grammar", "check", broken]).status == 65)
        let fromEnvironment = try sandbox.run(["say", "start my shift"], environment: ["DASHPILOT_GRAMMAR": broken])
        #expect(fromEnvironment.status == 65)
        #expect(!FileManagerCheck.exists(sandbox.storePath))
    }

    @Test func grammarTestScoresALabelledFile() throws {
        let sandbox = Sandbox()
        let file = try sandbox.write("labelled.tsv", "sentence\tintent\tevent\tnote\nstart my shift\tStartShift\t\t\nnice day\tnone\t\t\n")
        let run = try sandbox.run(["grammar", "test", file])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("correct: 2"))
    }

    @Test func grammarTestNamesTheFileAndLineOfAMalformedLine() throws {
        let sandbox = Sandbox()
        let file = try sandbox.write("labelled.tsv", "start my shift\tStartShift\nno tab on this line\n\tStartShift\n")
        let run = try sandbox.run(["grammar", "test", file])
        #expect(run.status == 65)
        #expect(run.error == """
            \(file):2: expected a sentence, a tab and an intent; found no tab
            \(file):3: the sentence is empty

            """)
        #expect(run.output.contains("non-commands accepted: no non-command lines"))
        #expect(!run.output.contains("of 0"))
    }
}
