import Grammar

/// Which macros a run uses: `--macros FILE` (which must exist), else `$XDG_CONFIG_HOME/dashpilot/macros` when
/// it exists, else none. They are checked against the grammar when loaded, never when run.
public enum MacroSelection {
    public enum Failure: Error, Equatable {
        /// The file could not be read (exit 66).
        case unreadable(FileReadError)
        /// Each problem as `file:line:column: message` (exit 65).
        case invalid([FileDiagnostic])

        public var exitCode: ExitCode {
            switch self {
            case .unreadable: .noInput
            case .invalid: .dataError
            }
        }

        public var description: String {
            switch self {
            case .unreadable(let error): "dashpilot: cannot read the macros file \(error)"
            case .invalid(let diagnostics): diagnostics.map(\.description).joined(separator: "\n")
            }
        }
    }

    public static func load(explicit: String?, paths: XDGPaths, grammar: Grammar) throws(Failure) -> MacroFile? {
        let file: MacroFile
        do {
            file = try MacroFile.load(path: explicit ?? paths.macrosFile)
        } catch {
            switch error {
            case .unreadable(let reason):
                if explicit == nil && reason.isMissing { return nil }
                throw .unreadable(reason)
            case .invalid(let invalid):
                throw .invalid(invalid.diagnostics)
            }
        }
        let diagnostics = file.validate { grammar.recognise($0).intent != nil }
        guard diagnostics.isEmpty else { throw .invalid(diagnostics) }
        return file
    }
}
