import Grammar

/// Which grammar a run uses: `--grammar FILE`, else `DASHPILOT_GRAMMAR`, else the built-in English one.
public enum GrammarSelection {
    public static let environmentVariable = "DASHPILOT_GRAMMAR"

    /// The file named, or nil for the built-in grammar.
    public static func path(explicit: String?, environment: [String: String]) -> String? {
        if let explicit { return explicit }
        if let path = environment[environmentVariable], !path.isEmpty { return path }
        return nil
    }

    /// Loads the grammar at `path` (the built-in one when nil); a grammar with errors is refused whole.
    public static func load(path: String?) throws(GrammarLoadError) -> Grammar {
        guard let path else { return Grammar.english }
        return try Grammar.load(path: path)
    }
}
