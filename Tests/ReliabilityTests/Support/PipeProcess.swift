import Foundation
import Glibc
import TestSupport

/// A running `dashpilot` reading lines from a pipe, driven one line at a time so a test can read each reply
/// before sending the next line, or kill the process between (or during) lines.
final class PipeProcess {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var unread: [UInt8] = []

    init(environment: [String: String], arguments: [String] = ["--json"]) throws {
        // A write to a process that was just killed must fail with EPIPE, not end the test runner.
        signal(SIGPIPE, SIG_IGN)
        process.executableURL = URL(fileURLWithPath: DashPilotBinary.path)
        process.arguments = arguments
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    deinit {
        if process.isRunning { kill() }
    }

    var identifier: Int32 { process.processIdentifier }

    /// Writes `line` and its newline; false when the process no longer reads.
    @discardableResult
    func send(_ line: String) -> Bool {
        let bytes = Array((line + "\n").utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(input.fileHandleForWriting.fileDescriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }

    /// The next reply line, or nil at end of output or after `seconds`.
    func readLine(seconds: Double = 20) -> String? {
        let descriptor = output.fileHandleForReading.fileDescriptor
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            if let newline = unread.firstIndex(of: 10) {
                let line = String(decoding: unread[..<newline], as: UTF8.self)
                unread.removeSubrange(...newline)
                return line
            }
            let remaining = Int32(max(0, deadline.timeIntervalSinceNow * 1000))
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard remaining > 0, poll(&poller, 1, remaining) > 0 else { return nil }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = read(descriptor, &chunk, chunk.count)
            guard count > 0 else { return nil }
            unread += chunk[..<count]
        }
    }

    /// Ends the process with SIGKILL, as a power cut would, and waits for it.
    func kill() {
        _ = Glibc.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Closes standard input and returns the exit status once the process has ended.
    func finish() -> Int32 {
        try? input.fileHandleForWriting.close()
        while readLine() != nil {}
        process.waitUntilExit()
        return process.terminationStatus
    }
}
