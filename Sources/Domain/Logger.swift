import Glibc

/// Where warnings and faults go; a value holding only its sink, so any layer can carry one.
public struct Logger: Sendable {
    private let sink: @Sendable (LogEntry) -> Void

    public init(sink: @escaping @Sendable (LogEntry) -> Void) {
        self.sink = sink
    }

    public func warning(_ message: String) {
        sink(LogEntry(level: .warning, message: message))
    }

    public func fault(_ message: String) {
        sink(LogEntry(level: .fault, message: message))
    }

    /// Faults always reach stderr; warnings only when `verbose`.
    public static func standardError(verbose: Bool) -> Logger {
        writing(to: STDERR_FILENO, verbose: verbose)
    }

    /// Faults always, warnings only when `verbose`, one line each, to `descriptor`.
    public static func writing(to descriptor: Int32, verbose: Bool) -> Logger {
        Logger { entry in
            guard verbose || entry.level == .fault else { return }
            let line = "dashpilot: \(entry.level.rawValue): \(entry.message)\n"
            _ = line.utf8CString.withUnsafeBufferPointer { write(descriptor, $0.baseAddress, $0.count - 1) }
        }
    }

    /// Drops everything; for callers that have nowhere to report.
    public static let silent = Logger { _ in }
}
