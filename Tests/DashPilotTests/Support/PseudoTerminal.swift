import Foundation
import Glibc
import TestSupport

/// A pseudo-terminal whose far end is given to `dashpilot` as its standard streams, so the program sees a
/// terminal and opens its REPL; the test types into it and reads what the terminal would show.
final class PseudoTerminal {
    private let master: Int32
    private let process = Process()
    /// Everything the terminal showed, kept as bytes: a read may end inside a multi-byte character.
    private var shown: [UInt8] = []
    /// Where the next `read(until:)` starts looking: just after the text the last one found.
    private var cursor = 0

    init(arguments: [String], environment: [String: String]) throws {
        // posix_openpt(3) and friends are not visible to Swift; these are the Linux ioctls they wrap.
        let getNumber: UInt = 0x8004_5430  // TIOCGPTN
        let setLock: UInt = 0x4004_5431  // TIOCSPTLCK
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        precondition(master >= 0 && ioctl(master, setLock, &unlock) == 0 && ioctl(master, getNumber, &number) == 0)
        var size = winsize(ws_row: 24, ws_col: 200, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        let slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        precondition(slave >= 0)
        let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
        process.executableURL = URL(fileURLWithPath: DashPilotBinary.path)
        process.arguments = arguments
        process.environment = environment.merging(["TERM": "dumb"]) { $1 }
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        try handle.close()
    }

    deinit {
        if process.isRunning { process.terminate() }
        close(master)
    }

    func type(_ text: String) {
        _ = text.utf8CString.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count - 1) }
    }

    /// Reads until `text` appears after the text found last, or fails after `seconds`.
    @discardableResult
    func read(until text: String, seconds: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let unread = String(decoding: shown[cursor...], as: UTF8.self)
            if let found = unread.range(of: text) {
                cursor += unread[..<found.upperBound].utf8.count
                return true
            }
            guard Date() < deadline, readAvailable() else { return false }
        }
    }

    /// Reads what the terminal shows within a tenth of a second; false at its end.
    private func readAvailable() -> Bool {
        var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, 100) > 0 else { return true }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = Glibc.read(master, &buffer, buffer.count)
        guard count > 0 else { return false }
        shown += buffer[..<count]
        return true
    }

    /// Everything the terminal has shown so far, for a failure message.
    var transcript: String { String(decoding: shown, as: UTF8.self) }

    /// Sends SIGINT, as Ctrl-C would to a terminal's foreground program, once the program waits for a key,
    /// which is when a person's Ctrl-C arrives.
    func interrupt() {
        let deadline = Date().addingTimeInterval(10)
        while !isWaitingForInput && Date() < deadline { usleep(10_000) }
        kill(process.processIdentifier, SIGINT)
    }

    /// Whether the program is blocked reading its terminal: read, poll, select, pselect6 or ppoll on x86-64
    /// (0, 7, 23, 270, 271), read, pselect6 or ppoll on arm64 (63, 72, 73).
    private var isWaitingForInput: Bool {
        let syscall = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/syscall", encoding: .utf8)) ?? ""
        let number = syscall.split(separator: " ").first.map(String.init) ?? ""
        #if arch(arm64)
        return ["63", "72", "73"].contains(number)
        #else
        return ["0", "7", "23", "270", "271"].contains(number)
        #endif
    }

    /// Waits for the program to end and returns its exit status.
    func waitForExit() -> Int32 {
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning && Date() < deadline && readAvailable() {}
        // A program still waiting after the deadline fails the test rather than hanging the whole run.
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
