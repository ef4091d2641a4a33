/// One thing wrong in a grammar file, with where it is and the offending source line for the caret display.
public struct GrammarDiagnostic: Error, Sendable, Equatable, CustomStringConvertible {
    public let location: GrammarLocation
    public let message: String
    /// The text of the line the error is on (cut to a readable length), empty when there is none.
    public let sourceLine: String

    public init(location: GrammarLocation, message: String, sourceLine: String = "") {
        self.location = location
        self.message = message
        self.sourceLine = String(sourceLine.prefix(GrammarLimits.displayedLineLength))
    }

    /// `file:line:column: message`, without the source excerpt.
    public var summary: String { "\(location): \(message)" }

    /// The summary, then the source line and a caret under the column.
    public var description: String {
        guard !sourceLine.isEmpty else { return summary }
        let caretColumn = min(max(location.column - 1, 0), sourceLine.count)
        let indent = String(sourceLine.prefix(caretColumn).map { $0 == "\t" ? "\t" : " " })
        return "\(summary)\n    \(sourceLine)\n    \(indent)^"
    }
}
