/// A grammar that was refused: every problem found, in file order. Nothing of it was loaded.
public struct GrammarLoadError: Error, Sendable, Equatable, CustomStringConvertible {
    public let diagnostics: [GrammarDiagnostic]
    /// The file could not be read at all (missing, unreadable, not a regular file), as opposed to read and
    /// found wrong: a command line reports the two with different exit statuses.
    public let isUnreadable: Bool

    public init(diagnostics: [GrammarDiagnostic]) {
        self.diagnostics = diagnostics
        self.isUnreadable = false
    }

    public init(_ diagnostic: GrammarDiagnostic, isUnreadable: Bool = false) {
        self.diagnostics = [diagnostic]
        self.isUnreadable = isUnreadable
    }

    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
