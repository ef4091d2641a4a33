/// A file of named macros. The format, one macro per block:
///
///     # Lines starting with '#' and blank lines are ignored.
///     heading home:
///         I'm parked
///         end my shift
///
/// A line that starts at the left margin and ends with ':' names a macro; each indented line
/// (spaces or a tab) after it is one step. Names are unique ignoring case and spacing.
public struct MacroFile: Equatable, Sendable {
    public var fileName: String
    public var macros: [Macro]

    /// Reads and parses the file at `path`.
    public static func load(path: String) throws(MacroFileLoadError) -> MacroFile {
        let bytes: [UInt8]
        do {
            bytes = try FileContents.read(path: path)
        } catch {
            throw .unreadable(error)
        }
        do {
            return try parse(bytes: bytes, fileName: path)
        } catch {
            throw .invalid(error)
        }
    }

    /// Parses the bytes of a macros file, collecting every problem rather than stopping at the first.
    public static func parse(bytes: [UInt8], fileName: String) throws(MacroFileError) -> MacroFile {
        var parser = MacroFileParser(fileName: fileName)
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() where !(index == lines.count - 1 && line.isEmpty) {
            parser.read(line: InputLine.classify(line.last == UInt8(ascii: "\r") ? line.dropLast() : line), number: index + 1)
        }
        parser.finish()
        guard parser.diagnostics.isEmpty else { throw MacroFileError(diagnostics: parser.diagnostics) }
        return MacroFile(fileName: fileName, macros: parser.macros)
    }

    /// The macro whose name matches `text`, comparing through `key` (case and spacing by default).
    public func macro(named text: String, key: (String) -> String = Macro.simpleKey) -> Macro? {
        let wanted = key(text)
        return macros.first { key($0.name) == wanted }
    }

    /// Checks the macros against the grammar: every step must be understood, and no name may be a
    /// phrase the grammar understands (the driver could not tell which one would run).
    public func validate(understands: (String) -> Bool) -> [FileDiagnostic] {
        var diagnostics: [FileDiagnostic] = []
        for macro in macros {
            if understands(macro.name) {
                diagnostics.append(FileDiagnostic(macro.location, "the macro name '\(macro.name)' is also a sentence the grammar understands"))
            }
            for step in macro.steps where !understands(step.sentence) {
                diagnostics.append(FileDiagnostic(step.location, "the grammar does not understand '\(step.sentence)'"))
            }
        }
        return diagnostics
    }
}

/// Every problem in a macros file; the file is used whole or not at all.
public struct MacroFileError: Error, Equatable, Sendable, CustomStringConvertible {
    public var diagnostics: [FileDiagnostic]

    public init(diagnostics: [FileDiagnostic]) {
        self.diagnostics = diagnostics
    }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

/// Why a macros file could not be used: unreadable (exit 66) or invalid (exit 65).
public enum MacroFileLoadError: Error, Equatable, Sendable {
    case unreadable(FileReadError)
    case invalid(MacroFileError)
}
