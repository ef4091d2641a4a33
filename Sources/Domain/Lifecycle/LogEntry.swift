/// One line for the log: a warning (expected oddity, e.g. a clamped clock) or a fault (a damaged record).
public struct LogEntry: Hashable, Sendable {
    public enum Level: String, Sendable {
        case warning
        case fault
    }

    public var level: Level
    public var message: String

    public init(level: Level, message: String) {
        self.level = level
        self.message = message
    }
}
