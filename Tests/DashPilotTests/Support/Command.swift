import Foundation

/// Runs another program (a shell, make, groff) to completion, for tests that check what dashpilot generates
/// the way a user's tools would read it.
enum OtherProgram {
    /// The full path of `name` on PATH, nil when it is not installed.
    static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func run(
        _ executable: String, _ arguments: [String], input: String = "", directory: String? = nil,
        environment: [String: String]? = nil
    ) throws -> Finished {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if let environment { process.environment = environment }
        let output = Pipe(), error = Pipe(), inputPipe = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = inputPipe
        // An early exit must fail the write, not kill the test process.
        signal(SIGPIPE, SIG_IGN)
        try process.run()
        let writer = inputPipe.fileHandleForWriting
        Thread.detachNewThread {
            // A program that exits without reading all its input closes the pipe; that is not an error here.
            try? writer.write(contentsOf: Data(input.utf8))
            try? writer.close()
        }
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Finished(
            status: process.terminationStatus, output: String(decoding: stdout, as: UTF8.self),
            error: String(decoding: stderr, as: UTF8.self))
    }

    /// The package's root directory, where the Makefile is.
    static let packageRoot: String = {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
    }()
}
