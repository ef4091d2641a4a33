import Domain
import Foundation
import Persistence
import Services
import TestSupport

/// A temporary home for one test: its own store, XDG directories and time zone (UTC), so runs of the built
/// executable cannot see each other or the developer's files.
final class Sandbox {
    let directory = TemporaryDirectory()
    var storePath: String { directory.file("data/dashpilot.sqlite") }
    var historyFile: String { directory.file("state/dashpilot/history") }
    var macrosFile: String { directory.file("config/dashpilot/macros") }
    /// `XDG_CACHE_HOME`: the sandbox's own, or one shared by tests that only need a warm cache.
    var cacheHome: String { sharedCacheHome ?? directory.file("cache") }
    private let sharedCacheHome: String?

    init(cacheHome: String? = nil) {
        sharedCacheHome = cacheHome
    }

    var environment: [String: String] {
        [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": directory.file("home"),
            "TZ": "UTC",
            // A UTF-8 terminal, as most are; a test of another locale sets LC_ALL.
            "LANG": "C.UTF-8",
            "DASHPILOT_STORE": storePath,
            "XDG_DATA_HOME": directory.file("data-home"),
            "XDG_STATE_HOME": directory.file("state"),
            "XDG_CONFIG_HOME": directory.file("config"),
            "XDG_CACHE_HOME": cacheHome,
        ]
    }

    /// Writes `text` to a file in the sandbox and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let path = directory.file(name)
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Runs `dashpilot` with `arguments`, `input` on standard input, and waits for it.
    func run(_ arguments: [String], input: [UInt8] = [], environment extra: [String: String] = [:]) throws -> Finished {
        try Launched(arguments, input: input, environment: environment.merging(extra) { $1 }).wait()
    }

    func run(_ arguments: [String], input: String) throws -> Finished {
        try run(arguments, input: Array(input.utf8))
    }

    /// Every journal row, oldest first, read through the store's own API.
    func journal() throws -> [JournalEntry] {
        let connection = try Store.open(path: storePath, logger: .silent)
        return try JournalService(connection: connection).recent(limit: 10_000)
    }

    /// Counts rows of `table` matching `condition`, straight from the file.
    func count(_ table: String, where condition: String = "1") throws -> Int {
        let connection = try Store.open(path: storePath, logger: .silent)
        return Int(try connection.query("SELECT COUNT(*) FROM \(table) WHERE \(condition)") { $0.int64(at: 0) }.first ?? -1)
    }
}

/// A running `dashpilot`, its standard input already written and closed.
final class Launched {
    private let process = Process()
    private let output = Pipe()
    private let error = Pipe()

    init(_ arguments: [String], input: [UInt8], environment: [String: String]) throws {
        let inputFile = Pipe()
        process.executableURL = URL(fileURLWithPath: DashPilotBinary.path)
        process.arguments = arguments
        process.environment = environment
        process.standardInput = inputFile
        process.standardOutput = output
        process.standardError = error
        // An early exit must fail the write, not kill the test process.
        signal(SIGPIPE, SIG_IGN)
        try process.run()
        // Writing from another thread keeps a large input from deadlocking against a full output pipe.
        // A run that stops reading early (a refused store, a usage error) closes the pipe: the rest
        // of the input is simply unread, which the test's assertions on output and status judge.
        let writer = inputFile.fileHandleForWriting
        Thread.detachNewThread {
            try? writer.write(contentsOf: Data(input))
            try? writer.close()
        }
    }

    func wait() -> Finished {
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Finished(
            status: process.terminationStatus, output: String(decoding: stdout, as: UTF8.self),
            error: String(decoding: stderr, as: UTF8.self))
    }
}

/// What a finished run printed and its exit status.
struct Finished {
    var status: Int32
    var output: String
    var error: String

    var lines: [String] { output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }

    /// Each output line parsed as one JSON reply.
    func replies() throws -> [JSONReply] {
        try lines.map { try JSONReply(line: $0) }
    }
}
