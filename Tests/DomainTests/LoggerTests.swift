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
    /// Runs `body` with stderr pointed into a pipe and returns what was written.
    private func capturingStandardError(_ body: () -> Void) -> String {
        var ends: [Int32] = [0, 0]
        pipe(&ends)
        let saved = dup(STDERR_FILENO)
        dup2(ends[1], STDERR_FILENO)
        body()
        dup2(saved, STDERR_FILENO)
        close(saved)
        close(ends[1])
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while case let count = read(ends[0], &buffer, buffer.count), count > 0 { bytes += buffer[0..<count] }
        close(ends[0])
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func faultsAlwaysReachStandardErrorAndWarningsOnlyWhenVerbose() {
        let quiet = capturingStandardError {
            Logger.standardError(verbose: false).warning("quiet warning")
            Logger.standardError(verbose: false).fault("quiet fault")
        }
        #expect(quiet == "dashpilot: fault: quiet fault\n")
        let verbose = capturingStandardError { Logger.standardError(verbose: true).warning("loud warning") }
        #expect(verbose == "dashpilot: warning: loud warning\n")
    }
}
