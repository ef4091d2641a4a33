import Glibc
import Domain
import Testing
import TestSupport

@Suite struct LoggerTests {
    @Test func warningsAndFaultsReachTheSinkWithTheirLevel() {
        let capture = LogCapture()
        capture.logger.warning("clock went back")
        capture.logger.fault("two unfinished shifts")
        #expect(capture.all == [
            LogEntry(level: .warning, message: "clock went back"), LogEntry(level: .fault, message: "two unfinished shifts"),
        ])
    }
}

@Suite struct LoggerStandardErrorTests {
    /// Runs `body` with a descriptor to write to and returns what was written. A pipe of its own, rather than the
    /// process's stderr, which the test runner writes to from other threads at the same time.
    private func capturing(_ body: (Int32) -> Void) -> String {
        var ends: [Int32] = [0, 0]
        pipe(&ends)
        body(ends[1])
        close(ends[1])
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while case let count = read(ends[0], &buffer, buffer.count), count > 0 { bytes += buffer[0..<count] }
        close(ends[0])
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func faultsAlwaysAreWrittenAndWarningsOnlyWhenVerbose() {
        let quiet = capturing { descriptor in
            Logger.writing(to: descriptor, verbose: false).warning("quiet warning")
            Logger.writing(to: descriptor, verbose: false).fault("quiet fault")
        }
        #expect(quiet == "dashpilot: fault: quiet fault\n")
        let verbose = capturing { Logger.writing(to: $0, verbose: true).warning("loud warning") }
        #expect(verbose == "dashpilot: warning: loud warning\n")
    }
}
