import Testing
import Command

@Suite struct MacroFileTests {
    private func parse(_ text: String) throws(MacroFileError) -> MacroFile {
        try MacroFile.parse(bytes: Array(text.utf8), fileName: "macros")
    }

    private func diagnostics(_ bytes: [UInt8]) -> [String] {
        do {
            _ = try MacroFile.parse(bytes: bytes, fileName: "macros")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    private func diagnostics(_ text: String) -> [String] { diagnostics(Array(text.utf8)) }

    @Test func readsMacrosInOrderWithTheirLines() throws {
        let file = try parse("""
            # the end of the day
            heading home:
                I'm parked
            \tend my shift

            Lunch   break:  \r
              pause my shift   
            """)
        #expect(file.macros.map(\.name) == ["heading home", "Lunch break"])
        #expect(file.macros[0].steps.map(\.sentence) == ["I'm parked", "end my shift"])
        #expect(file.macros[0].location == FileLocation(file: "macros", line: 2, column: 1))
        #expect(file.macros[0].steps[1].location == FileLocation(file: "macros", line: 4, column: 2))
        #expect(file.macros[1].steps == [Macro.Step(sentence: "pause my shift", location: FileLocation(file: "macros", line: 7, column: 3))])
    }

    @Test func emptyFileHasNoMacros() throws {
        #expect(try parse("").macros.isEmpty)
        #expect(try parse("# nothing yet\n\n").macros.isEmpty)
    }

    @Test func findsAMacroIgnoringCaseAndSpacing() throws {
        let file = try parse("heading home:\n  I'm parked\n")
        #expect(file.macro(named: "  Heading   HOME ")?.name == "heading home")
        #expect(file.macro(named: "heading") == nil)
    }

    @Test func duplicateNamesAreReportedWithTheFirstLine() {
        #expect(diagnostics("lunch:\n  pause my shift\nLUNCH :\n  resume\n")
            == ["macros:3:1: the macro 'LUNCH' is already defined at line 1"])
    }

    @Test func macroWithoutStepsIsReported() {
        #expect(diagnostics("lunch:\n\n# none\nhome:\n  end my shift\n") == ["macros:1:1: the macro 'lunch' has no steps"])
        #expect(diagnostics("home:") == ["macros:1:1: the macro 'home' has no steps"])
    }

    @Test func stepWithoutANameIsReported() {
        #expect(diagnostics("   pause my shift\nlunch:\n  pause my shift\n")
            == ["macros:1:4: a step must follow a macro name (a line ending with ':')"])
    }

    @Test func unindentedLineThatIsNotANameIsReported() {
        #expect(diagnostics("lunch:\npause my shift\n") == [
            "macros:2:1: expected a macro name ending with ':', or an indented step",
            "macros:1:1: the macro 'lunch' has no steps",
        ])
        #expect(diagnostics(":\n  x\n").first == "macros:1:1: a macro needs a name before the ':'")
    }

    @Test func badBytesAndOverLongLinesAreReportedAndParsingGoesOn() {
        var bytes = Array("lunch:\n  pause ".utf8) + [0xFF] + Array("\n".utf8)
        bytes += Array("  ".utf8) + [UInt8](repeating: 0x61, count: 5000) + Array("\n  a\u{0}b\nhome:\n".utf8)
        #expect(diagnostics(bytes) == [
            "macros:2:1: the line is not valid UTF-8",
            "macros:3:1: the line is 5002 bytes long; the limit is 4096",
            "macros:4:1: the line contains a NUL byte",
            "macros:5:1: the macro 'home' has no steps",
        ])
    }

    @Test func validationReportsStepsNotUnderstoodAndNamesThatArePhrases() throws {
        let file = try parse("""
            heading home:
              I'm parked
              fly away
            start my shift:
              start my shift
            """)
        let phrases: Set = ["I'm parked", "start my shift"]
        let found = file.validate { phrases.contains($0) }.map(\.description)
        #expect(found == [
            "macros:3:3: the grammar does not understand 'fly away'",
            "macros:4:1: the macro name 'start my shift' is also a sentence the grammar understands",
        ])
        #expect(file.validate { _ in true }.map(\.location.line) == [1, 4])
        #expect(file.validate { _ in false }.map(\.location.line) == [2, 3, 5])
    }

    @Test func loadingReportsAMissingFile() throws {
        let scratch = try ScratchDirectory()
        #expect(throws: MacroFileLoadError.self) { try MacroFile.load(path: scratch.file("absent")) }
        do {
            _ = try MacroFile.load(path: scratch.file("absent"))
        } catch {
            guard case .unreadable(let reason) = error else {
                Issue.record("expected unreadable")
                return
            }
            #expect(reason.isMissing)
        }
        let path = try scratch.write("macros", text: "lunch:\n  pause my shift\n")
        #expect(try MacroFile.load(path: path).macros.count == 1)
        try scratch.write("bad", text: "lunch:\n")
        #expect(throws: MacroFileLoadError.invalid(MacroFileError(diagnostics: [
            FileDiagnostic(FileLocation(file: scratch.file("bad"), line: 1), "the macro 'lunch' has no steps"),
        ]))) { try MacroFile.load(path: scratch.file("bad")) }
    }
}
