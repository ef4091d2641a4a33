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
