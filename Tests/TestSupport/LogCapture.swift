import Domain
import Synchronization

/// Collects what a `Logger` was given, so a test can assert that a warning or fault was reported.
public final class LogCapture: Sendable {
    private let entries = Mutex<[LogEntry]>([])

    public init() {}

    public var logger: Logger {
        Logger { entry in self.entries.withLock { $0.append(entry) } }
    }

    public var all: [LogEntry] { entries.withLock { $0 } }
    public var warnings: [String] { all.filter { $0.level == .warning }.map(\.message) }
    public var faults: [String] { all.filter { $0.level == .fault }.map(\.message) }
}
