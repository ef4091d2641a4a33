import Foundation
import Testing
import TestSupport

/// The completion scripts `dashpilot completions SHELL` prints, loaded by the real shells: commands, options,
/// files after --store, and the delivery numbers the store holds.
@Suite struct CompletionTests {
    /// Two deliveries in progress, so `pickup ` completes to 1 and 2.
    private func sandboxWithTwoDeliveries() throws -> Sandbox {
        let sandbox = Sandbox()
        for sentence in ["start my shift", "got a new order", "got another order"] {
            #expect(try sandbox.run(["say", sentence]).status == 0)
        }
        return sandbox
    }

    @Test func bashCompletesCommandsOptionsAndDeliveryNumbers() throws {
        let sandbox = try sandboxWithTwoDeliveries()
        let script = try sandbox.write("dashpilot.bash", try sandbox.run(["completions", "bash"]).output)
        func complete(_ words: [String]) throws -> [String] {
            let quoted = words.map { "'\($0)'" }.joined(separator: " ")
            let program = """
                source '\(script)'
                COMP_WORDS=('\(DashPilotBinary.path)' \(quoted)); COMP_CWORD=\(words.count)
                _dashpilot; printf '%s\\n' "${COMPREPLY[@]}"
                """
            let result = try OtherProgram.run("/bin/bash", ["--norc", "-c", program], environment: sandbox.environment)
            #expect(result.error.isEmpty, "\(result.error)")
            return result.lines.filter { !$0.isEmpty }
        }
        #expect(try complete([""]).contains("completions"))
        #expect(try complete(["pi"]) == ["pickup"])
        #expect(try complete(["--sto"]) == ["--store"])
        #expect(try complete(["pickup", ""]) == ["1", "2"])
        #expect(try complete(["--json", "cancel", ""]) == ["1", "2"])
        #expect(try complete(["grammar", "e"]) == ["export"])
        #expect(try complete(["help", "del"]) == ["deliveries", "deliver", "delete-shift"])
        // A store named on the line is the one asked: this one has no deliveries.
        #expect(try complete(["--store", sandbox.directory.file("other.sqlite"), "pickup", ""]).isEmpty)
    }

    @Test func fishCompletesCommandsAndDeliveryNumbers() throws {
        guard let fish = OtherProgram.find("fish") else {
            Issue.record("fish is not installed (.ci/run installs it)")
            return
        }
        let sandbox = try sandboxWithTwoDeliveries()
        let script = try sandbox.write("dashpilot.fish", try sandbox.run(["completions", "fish"]).output)
        var environment = sandbox.environment
        environment["PATH"] = (DashPilotBinary.path as NSString).deletingLastPathComponent + ":" + (environment["PATH"] ?? "")
        func complete(_ line: String) throws -> [String] {
            let result = try OtherProgram.run(fish, ["--no-config", "-c", "source '\(script)'; complete -C '\(line)'"], environment: environment)
            #expect(result.error.isEmpty, "\(result.error)")
            return result.lines.map { String($0.split(separator: "\t").first ?? "") }
        }
        #expect(try complete("dashpilot pi") == ["pickup"])
        #expect(try complete("dashpilot pickup ") == ["1", "2"])
        #expect(try complete("dashpilot --sto").contains("--store"))
    }

    @Test func zshReadsItsScript() throws {
        guard let zsh = OtherProgram.find("zsh") else {
            Issue.record("zsh is not installed (.ci/run installs it)")
            return
        }
        let sandbox = Sandbox()
        let script = try sandbox.write("_dashpilot", try sandbox.run(["completions", "zsh"]).output)
        let checked = try OtherProgram.run(zsh, ["-n", script])
        #expect(checked.status == 0, "\(checked.error)")
        // Loaded as zsh loads completions, the function is registered for dashpilot.
        let loaded = try OtherProgram.run(
            zsh, ["-f", "-c", "autoload -U compinit; compinit -u -D; source '\(script)'; print -r -- $_comps[dashpilot]"])
        #expect(loaded.output.trimmingCharacters(in: .whitespacesAndNewlines) == "_dashpilot", "\(loaded.error)")
    }

    /// The zsh function run by zsh itself, with the completion system's output calls printing what they were
    /// given (zsh filters candidates by the typed prefix itself).
    @Test func zshOffersCommandsFilesAndDeliveryNumbers() throws {
        guard let zsh = OtherProgram.find("zsh") else {
            Issue.record("zsh is not installed (.ci/run installs it)")
            return
        }
        let sandbox = try sandboxWithTwoDeliveries()
        let script = try sandbox.write("_dashpilot", try sandbox.run(["completions", "zsh"]).output)
        func complete(_ words: [String]) throws -> [String] {
            let quoted = ([DashPilotBinary.path] + words).map { "'\($0)'" }.joined(separator: " ")
            let program = """
                compadd() { [[ $1 == -- ]] && shift; print -l -- "$@" }
                _describe() { print -l -- ${(P)2%%:*} }
                _files() { print FILES }
                compdef() { : }
                source '\(script)'
                words=(\(quoted)); CURRENT=\(words.count + 1); _dashpilot
                """
            let result = try OtherProgram.run(zsh, ["-f", "-c", program], environment: sandbox.environment)
            #expect(result.error.isEmpty, "\(result.error)")
            return result.lines.filter { !$0.isEmpty }
        }
        #expect(try complete([""]).contains("completions"))
        #expect(try complete(["pickup", ""]) == ["1", "2"])
        #expect(try complete(["--store", ""]) == ["FILES"])
        #expect(try complete(["run", ""]) == ["FILES"])
        #expect(try complete(["completions", ""]) == ["bash", "zsh", "fish"])
    }

    @Test func anUnknownShellIsAUsageError() throws {
        let result = try Sandbox().run(["completions", "tcsh"])
        #expect(result.status == 64)
        #expect(result.error.contains("bash, zsh or fish"))
    }
}
