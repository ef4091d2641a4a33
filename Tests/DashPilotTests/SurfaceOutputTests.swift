import Domain
import Foundation
import Glibc
import Testing
import TestSupport

/// What reaches standard output and what a consumer can tell from it: a reply that cannot be written is an
/// error exit, a question needs no grammar, and every JSON reply names what it was.
@Suite struct SurfaceOutputTests {
    /// Runs `dashpilot` with its standard output on /dev/full, where every write fails with ENOSPC.
    private func runToFullDevice(_ sandbox: Sandbox, _ arguments: [String], input: String? = nil) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: DashPilotBinary.path)
        process.arguments = arguments
        process.environment = sandbox.environment
        if let input {
            let file = try sandbox.write("input.txt", input)
            process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: file))
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test(.enabled(if: FileManager.default.isWritableFile(atPath: "/dev/full"), "this system has no /dev/full"))
    func aReplyThatCannotBeWrittenExits74AndTheChangeStaysJournaled() throws {
        let sandbox = Sandbox()
        #expect(try sandbox.run(["say", "start my shift"]).status == 0)
        #expect(try runToFullDevice(sandbox, ["say", "I'm parked"]) == 74)
        #expect(try sandbox.count("parked_periods", where: "ended_at IS NULL") == 1)
        let journal = try sandbox.journal().suffix(2)
        #expect(journal.map(\.outcome) == [.performed, .error])
        #expect(journal.last?.sentence == "The reply could not be written (no space left on device); what it confirmed stays recorded.")
        #expect(try runToFullDevice(sandbox, ["status"]) == 74)
        #expect(try runToFullDevice(sandbox, [], input: "driving again\n") == 74)
        #expect(try sandbox.journal().last?.source == .pipe)
        #expect(try sandbox.journal().last?.outcome == .error)
        #expect(try sandbox.count("parked_periods", where: "ended_at IS NOT NULL") == 1)
    }

    @Test func questionsAndCommandsNeedNoGrammar() throws {
        let sandbox = Sandbox()
        let broken = try sandbox.write("bad.grammar", "this is not a grammar\n")
        #expect(try sandbox.run(["say", "start my shift"]).status == 0)
        let status = try sandbox.run(["status"], environment: ["DASHPILOT_GRAMMAR": broken])
        #expect(status.status == 0)
        #expect(status.output.hasPrefix("On shift since"))
        #expect(try sandbox.run(["shifts"], environment: ["DASHPILOT_GRAMMAR": broken]).status == 0)
        #expect(try sandbox.run(["say", "I'm parked"], environment: ["DASHPILOT_GRAMMAR": broken]).status == 65)
    }

    @Test func aMissingGrammarFileIsAnInputThatCannotBeOpened() throws {
        let sandbox = Sandbox()
        let missing = sandbox.directory.file("nowhere.grammar")
        #expect(try sandbox.run(["say", "start my shift"], environment: ["DASHPILOT_GRAMMAR": missing]).status == 66)
        #expect(try sandbox.run(["--grammar", missing, "parse", "start my shift"]).status == 66)
        #expect(try sandbox.run(["grammar", "check", missing]).status == 66)
        #expect(!FileManager.default.fileExists(atPath: sandbox.storePath))
    }

    @Test func explicitCommandsAreNamedInTheIntentField() throws {
        let sandbox = Sandbox()
        _ = try sandbox.run([], input: "start my shift\nnew order\nnew order\n")
        let piped = try sandbox.run(["--json"], input: ":pickup 2\n:deliveries\n")
        let replies = try piped.replies()
        #expect(replies.map(\.intent) == ["pickup", "deliveries"])
        #expect(replies.first?.slots == ["delivery": "2"])
        #expect(replies.first?.outcome == "performed")
        let cancelled = try #require(try sandbox.run(["--json", "cancel", "1"]).replies().first)
        #expect(cancelled.intent == "cancel")
        #expect(try sandbox.journal().last?.intent == "cancel")
    }

    @Test func aRunsSummaryNamesTheFile() throws {
        let sandbox = Sandbox()
        let file = try sandbox.write("day.txt", "start my shift\nend my shift\nend my shift\n")
        let run = try sandbox.run(["--json", "run", file])
        let summary = try #require(try run.replies().last)
        #expect(summary.input == file)
        #expect(summary.sentence.contains("stopped after 2 of 3 steps"))
    }
}

/// A refusal to end a shift with deliveries open says how to finish them, as typed where it is read.
@Suite struct FinishDeliveriesHintTests {
    @Test func theHintIsTypeableAtTheShellAndAtThePrompt() throws {
        let sandbox = Sandbox()
        _ = try sandbox.run([], input: "start my shift\nnew order\n")
        let said = try sandbox.run(["say", "end my shift"])
        #expect(said.status == 1)
        #expect(said.output == "1 delivery is still in progress, so the shift was not ended. "
            + "See dashpilot deliveries, then dashpilot deliver N or dashpilot cancel N.\n")
        let piped = try sandbox.run([], input: "end my shift\n")
        #expect(piped.output.hasSuffix("See :deliveries, then :deliver N or :cancel N.\n"))
        // Each hint works as typed where it was read.
        #expect(try sandbox.run(["deliveries"]).status == 0)
        #expect(try sandbox.run([], input: ":cancel 1\nend my shift\n").lines.last?.hasPrefix("Shift ended at") == true)
    }
}

/// Amounts through the binary: the currency setting, and a replacement that is said.
@Suite struct AmountTests {
    @Test func theCurrencyComesFromTheOptionOrTheEnvironment() throws {
        let sandbox = Sandbox()
        _ = try sandbox.run([], input: "start my shift\nnew order\npicked up\ndelivered\nend my shift\n")
        let euros = try sandbox.run(["amount", "1,250.50"], environment: ["DASHPILOT_CURRENCY": "eur"])
        #expect(euros.output.hasPrefix("Recorded 1,250.50 EUR on the shift started"))
        let yen = try sandbox.run(["--currency", "JPY", "amount", "1200"])
        #expect(yen.output.hasSuffix(", replacing 1,250.50 EUR.\n"))
        #expect(try sandbox.count("shifts", where: "gross_currency = 'JPY' AND gross_amount_minor = 1200") == 1)
        let tip = try sandbox.run(["amount", "4", "--delivered", "1"])
        #expect(tip.status == 0)
        #expect(tip.output.hasPrefix("Recorded $4.00 on the delivery dropped off"))
        #expect(try sandbox.run(["amount", "4"], environment: ["DASHPILOT_CURRENCY": "dollars"]).status == 64)
    }
}
