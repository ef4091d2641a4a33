import Testing
@testable import Grammar

/// Small grammars and helpers shared by the grammar tests.
enum GrammarFixture {
    static let small = """
        # a small grammar for the matcher tests
        skip uh | um | please | okay
        wake hey dash pilot
        joiner and | then
        veto not | ago | cancel
        clause-veto was
        sentence-veto declined
        opener did | how
        sounds brake = break
        <shift> = [my | the] shift
        list event
            pickedUp = picked up | got the food
            delivered = delivered | dropped it off
        intent StartShift
            (start | begin) <shift>
            clock in
        intent PauseShift
            (take | taking) a break
            pause <shift>
        intent EndShift
            end <shift>
        intent RecordDeliveryEvent
            {event} [at the door]
            next step
        """

    static func compile(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) -> Grammar? {
        do {
            return try Grammar.parse(source: source, fileName: "test.grammar")
        } catch {
            Issue.record("grammar did not compile: \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    /// The diagnostics of a grammar that must be refused.
    static func errors(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) -> [GrammarDiagnostic] {
        do {
            _ = try Grammar.parse(source: source, fileName: "bad.grammar")
            Issue.record("grammar was accepted", sourceLocation: sourceLocation)
            return []
        } catch {
            return error.diagnostics
        }
    }

    /// Directory holding this test file, to find fixtures and the repository's files without Foundation.
    static func directory(_ file: String = #filePath) -> String {
        String(file[..<file.lastIndex(of: "/")!])
    }
}
