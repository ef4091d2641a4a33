/// A grammar that was refused: every problem found, in file order. Nothing of it was loaded.
public struct GrammarLoadError: Error, Sendable, Equatable, CustomStringConvertible {
    public let diagnostics: [GrammarDiagnostic]

    public init(diagnostics: [GrammarDiagnostic]) {
        self.diagnostics = diagnostics
    }

    public init(_ diagnostic: GrammarDiagnostic) {
        self.diagnostics = [diagnostic]
    }

    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
