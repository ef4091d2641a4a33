import Domain
import Foundation
import Testing
import TestSupport

/// Several `dashpilot` pipes writing one store at once, as a prompt, a speech engine and a script might.
@Suite(.timeLimit(.minutes(2))) struct ConcurrentProcessesTests {
    static let processes = 4
    static let linesEach = 600

    @Test func fourPipesAtOnceKeepEveryRuleAndAccountForEveryPerformedLine() throws {
        let store = ReliabilityStore()
        var running: [(Process, String)] = []
        for index in 0..<Self.processes {
            var mix = LineMix(seed: UInt64(index + 1))
            // A distinct millisecond per process keeps every line's timestamp unique across the store.
            let first = Instant(millisecondsSinceEpoch: Instant.testMorning.millisecondsSinceEpoch + Int64(index))
            let lines = mix.lines(count: Self.linesEach, first: first, step: .seconds(7))
            let input = store.directory.file("input-\(index)")
            let output = store.directory.file("output-\(index)")
            try (lines.joined(separator: "\n") + "\n").write(toFile: input, atomically: false, encoding: .utf8)
            #expect(FileManager.default.createFile(atPath: output, contents: nil))
            let process = Process()
            process.executableURL = URL(fileURLWithPath: DashPilotBinary.path)
            process.arguments = ["--json"]
            process.environment = store.environment
            process.standardInput = FileHandle(forReadingAtPath: input)
            process.standardOutput = FileHandle(forWritingAtPath: output)
            process.standardError = FileHandle.nullDevice
            try process.run()
            running.append((process, output))
        }
        var performed: [PerformedLine] = []
        for (process, output) in running {
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            let replies = try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n").map {
                try JSONReply(line: String($0))
            }
            #expect(replies.count == Self.linesEach, "every line gets exactly one reply")
            #expect(!replies.contains { $0.outcome == "error" }, "no line fails for a busy store")
            performed += replies.compactMap(PerformedLine.init)
        }
        #expect(performed.count > Self.processes * Self.linesEach / 5, "the mix performs a good share of lines")
        #expect(try store.integrity() == "ok")
        let broken = try StoreInvariants.brokenRules(store)
        #expect(broken == [])
        let unaccounted = try StoreInvariants.accountingErrors(performed, store)
        #expect(unaccounted == [])
    }
}
