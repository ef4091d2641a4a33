import Testing
@testable import Command

@Suite struct ListenOptionsTests {
    @Test func filesAreKeptInOrderAndParseRecognisesOnly() throws {
        let options = try CommandLineOptions.parse(["listen", "--parse", "--json", "--file", "a.wav", "--file=b.wav"])
        #expect(options.subcommand == .listen(files: ["a.wav", "b.wav"], parseOnly: true))
        #expect(options.json)
    }

    @Test func withoutFilesItListensToStandardInput() throws {
        #expect(try CommandLineOptions.parse(["listen"]).subcommand == .listen(files: [], parseOnly: false))
    }

    @Test func listenOptionsBelongToListen() {
        #expect(throws: UsageError.self) { try CommandLineOptions.parse(["say", "parked", "--file", "a.wav"]) }
        #expect(throws: UsageError.self) { try CommandLineOptions.parse(["parse", "--parse", "parked"]) }
        #expect(throws: UsageError.self) { try CommandLineOptions.parse(["listen", "start", "my", "shift"]) }
        #expect(throws: UsageError.self) { try CommandLineOptions.parse(["listen", "--file", ""]) }
    }

    @Test func compactBelongsToTheExport() throws {
        #expect(try CommandLineOptions.parse(["grammar", "export", "--jsgf", "--compact"]).subcommand == .grammarExportCompactJSGF)
        #expect(throws: UsageError.self) { try CommandLineOptions.parse(["parse", "--compact", "parked"]) }
    }
}
