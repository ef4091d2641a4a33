import Foundation
import Testing

/// Replies that point somewhere must point where the driver can go: a "which delivery" hint is typed as shown
/// where it is read, shell words at the prompt lead to :quit and :help, and file errors read as sentences.
@Suite struct SurfaceHintTests {
    /// The commands a refusal offers after "Say which one: ", in order.
    private func offered(_ sentence: String) -> [String] {
        guard let range = sentence.range(of: "Say which one: ") else { return [] }
        return sentence[range.upperBound...].dropLast().replacingOccurrences(of: " or ", with: ", ")
            .components(separatedBy: ", ")
    }

    @Test func afterSayTheHintIsAShellCommandThatWorks() throws {
        let sandbox = Sandbox()
        for sentence in ["start my shift", "got a new order", "got another order"] {
            _ = try sandbox.run(["say", sentence])
        }
        #expect(try sandbox.run(["pickup", "2"]).status == 0)
        // Delivery 1 waits for its pickup, delivery 2 for its drop-off: each step names only its own.
        let pickedUp = try sandbox.run(["say", "picked up"])
        #expect(pickedUp.status == 1)
        #expect(pickedUp.output == "2 deliveries are in progress, so nothing was recorded. Say which one: dashpilot pickup 1.\n")
        let delivered = try sandbox.run(["say", "delivered"])
        #expect(offered(delivered.output.trimmingCharacters(in: .newlines)) == ["dashpilot deliver 2"])
        #expect(try sandbox.count("deliveries", where: "delivered_at IS NOT NULL") == 0)
        // Typed as shown, it is done.
        let hint = try #require(offered(delivered.output.trimmingCharacters(in: .newlines)).first)
        let words = Array(hint.split(separator: " ").dropFirst().map(String.init))
        let typed = try sandbox.run(words)
        #expect(typed.status == 0, "\(typed.output)")
        #expect(try sandbox.count("deliveries", where: "delivered_at IS NOT NULL") == 1)
        // The journal keeps the sentence as it was said back.
        #expect(try sandbox.journal().contains { $0.sentence == pickedUp.output.trimmingCharacters(in: .newlines) })
    }

    @Test func inAPipeTheHintIsAColonCommandThatWorks() throws {
        let sandbox = Sandbox()
        let first = try sandbox.run([], input: "start my shift\ngot a new order\ngot another order\npicked up\n")
        let refusal = try #require(first.lines.last)
        #expect(offered(refusal) == [":pickup 1", ":pickup 2"])
        let second = try sandbox.run([], input: offered(refusal)[1] + "\n")
        #expect(second.output.hasPrefix("Picked up at"))
        #expect(try sandbox.count("deliveries", where: "picked_up_at IS NOT NULL") == 1)
    }

    @Test func atThePromptTheHintWorksAndShellWordsPointToTheColonCommands() throws {
        let sandbox = Sandbox()
        for sentence in ["start my shift", "got a new order", "got another order"] {
            _ = try sandbox.run(["say", sentence])
        }
        let terminal = try PseudoTerminal(arguments: [], environment: sandbox.environment)
        #expect(terminal.read(until: "Type what happened, or :help for the commands."))
        #expect(terminal.read(until: "2 deliveries › "))
        terminal.type("picked up\r")
        #expect(terminal.read(until: "Say which one: :pickup 1 or :pickup 2."))
        terminal.type(":pickup 1\r")
        #expect(terminal.read(until: "Picked up at"))
        terminal.type("exit\r")
        #expect(terminal.read(until: "To leave, type :quit (or press Ctrl-D)."))
        terminal.type("quit\r")
        #expect(terminal.read(until: "To leave, type :quit"))
        terminal.type("help\r")
        #expect(terminal.read(until: "Type :help for the commands, or say what happened."))
        terminal.type("?\r")
        #expect(terminal.read(until: "Type :help for the commands"))
        terminal.type("ls\r")
        #expect(terminal.read(until: "Sorry, I didn't catch that.\r\n"), "\(terminal.transcript)")
        terminal.type(":quit\r")
        #expect(terminal.waitForExit() == 0)
        #expect(!terminal.transcript.contains("Did you mean"), "\(terminal.transcript)")
        // Nothing but the pickup changed the store, and the shell words were never taken for sentences.
        #expect(try sandbox.count("shifts", where: "ended_at IS NULL") == 1)
        #expect(try sandbox.count("deliveries", where: "picked_up_at IS NOT NULL") == 1)
        let inputs = try sandbox.journal().map(\.input)
        #expect(!inputs.contains("exit") && !inputs.contains("quit") && !inputs.contains("help"))
    }

    @Test func aShellWordInAPipeIsNeverOfferedAPhrase() throws {
        let sandbox = Sandbox()
        let run = try sandbox.run([], input: "start my shift\ngot a new order\nexit\nquit\n")
        #expect(run.lines.suffix(2) == ["To leave, type :quit (or press Ctrl-D).", "To leave, type :quit (or press Ctrl-D)."])
        // Unlike a real slip, which still gets its hint.
        let slip = try sandbox.run([], input: "pause my shift thing\n")
        #expect(slip.output.contains("Did you mean"))
        let shellLine = try sandbox.run(["say", "exit", "now"])
        #expect(shellLine.status == 2)
        #expect(!shellLine.output.contains("Did you mean"), "\(shellLine.output)")
    }

    @Test func underANonUTF8LocaleThePromptIsASCII() throws {
        let sandbox = Sandbox()
        _ = try sandbox.run(["say", "start my shift"])
        _ = try sandbox.run(["say", "got a new order"])
        var environment = sandbox.environment
        environment["LC_ALL"] = "C"
        let terminal = try PseudoTerminal(arguments: [], environment: environment)
        #expect(terminal.read(until: "on shift 0m - 1 delivery > "), "\(terminal.transcript)")
        terminal.type(":quit\r")
        #expect(terminal.waitForExit() == 0)
        #expect(!terminal.transcript.contains("›") && !terminal.transcript.contains("·"))
        // A UTF-8 locale keeps the typographic prompt.
        environment["LC_ALL"] = "C.UTF-8"
        let utf8 = try PseudoTerminal(arguments: [], environment: environment)
        #expect(utf8.read(until: "on shift 0m · 1 delivery › "), "\(utf8.transcript)")
        utf8.type(":quit\r")
        #expect(utf8.waitForExit() == 0)
    }
}
