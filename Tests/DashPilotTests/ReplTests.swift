import Domain
import Testing

/// The REPL through a pseudo-terminal: the prompt shows the day, commands and sentences work, Tab completes
/// a phrase, and history outlives the program.
@Suite struct ReplTests {
    @Test func promptCommandsCompletionAndHistory() throws {
        let sandbox = Sandbox()
        let terminal = try PseudoTerminal(arguments: [], environment: sandbox.environment)
        #expect(terminal.read(until: "off shift › "))
        terminal.type("start my shift\r")
        #expect(terminal.read(until: "Shift started at"))
        #expect(terminal.read(until: "on shift 0m › "))
        terminal.type(":status\r")
        #expect(terminal.read(until: "On shift since"))
        terminal.type("pause my sh\t\r")
        #expect(terminal.read(until: "Break started at"))
        #expect(terminal.read(until: "on shift 0m · paused › "))
        terminal.type("\u{04}")
        #expect(terminal.waitForExit() == 0)
        let journal = try sandbox.journal()
        #expect(journal.map(\.input) == ["start my shift", "pause my shift"])
        #expect(journal.allSatisfy { $0.source == .repl })
        let history = FileManagerCheck.contents(sandbox.historyFile) ?? ""
        #expect(history.split(separator: "\n").filter { !$0.hasPrefix("#") } == ["start my shift", ":status", "pause my shift"])
    }

    @Test func anInterruptAbandonsTheLineNotTheProgram() throws {
        let sandbox = Sandbox()
        let terminal = try PseudoTerminal(arguments: [], environment: sandbox.environment)
        #expect(terminal.read(until: "off shift › "))
        terminal.type("start my shi")
        #expect(terminal.read(until: "start my shi"))
        terminal.interrupt()
        // The abandoned line ends and a fresh prompt is shown before the next key is read.
        #expect(terminal.read(until: "\r\noff shift › "))
        terminal.type("end my shift\r")
        #expect(terminal.read(until: "No shift is running."), "\(terminal.transcript)")
        terminal.type(":quit\r")
        #expect(terminal.waitForExit() == 0)
        #expect(try sandbox.journal().map(\.input) == ["end my shift"])
    }
}
