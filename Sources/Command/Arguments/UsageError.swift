/// A command line that cannot be run as typed. Printed as `Error: message` and the hint on
/// standard error, with exit status 64 (EX_USAGE); nothing is read or recorded.
public struct UsageError: Error, Equatable, Sendable {
    public var message: String
    public var hint: String

    public init(_ message: String, hint: String = "Run 'dashpilot --help' for usage.") {
        self.message = message
        self.hint = hint
    }

    /// The two lines for standard error, with a trailing newline.
    public var rendered: String {
        "Error: \(message)\n\(hint)\n"
    }
}
