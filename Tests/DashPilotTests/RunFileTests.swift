import Foundation
import Testing

/// `run FILE` and `:run FILE`: comment lines as in the macros file, and a file that cannot be read said in
/// a sentence of its own.
@Suite struct RunFileTests {
    @Test func commentLinesAreSkipped() throws {
        let sandbox = Sandbox()
        let file = try sandbox.write("day.txt", "# the morning\nstart my shift\n  # parked at the depot\nI'm parked\n")
        let run = try sandbox.run(["run", file])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.lines.count == 2)
        #expect(try sandbox.journal().map(\.input) == ["start my shift", "I'm parked"])
    }

    @Test func aMissingFileIsOneSentenceWithNoSystemTextInside() throws {
        let sandbox = Sandbox()
        let missing = sandbox.directory.file("nonexistent")
        let command = try sandbox.run(["run", missing])
        #expect(command.status == 66)
        #expect(command.error == "The file \(missing) does not exist, so nothing was done.\n")
        let prompt = try sandbox.run([], input: ":run \(missing)\n:run \(sandbox.directory.path)\n")
        #expect(prompt.lines == [
            "The file \(missing) does not exist, so nothing was done.",
            "\(sandbox.directory.path) is a folder, not a file, so nothing was done.",
        ])
    }
}
