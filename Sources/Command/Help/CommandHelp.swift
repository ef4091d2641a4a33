/// One command's help: its usage lines, what it does, its own options, and what follows its name on a
/// command line. `--help`, `help COMMAND`, the man page and the shell completions are all built from these.
public struct CommandHelp: Sendable {
    /// How the command is written after `dashpilot`, each with a one-line summary.
    public struct Usage: Sendable {
        public var syntax: String
        public var summary: String
    }

    /// What a shell completes after the command's name.
    public enum Operand: Sendable, Equatable {
        case nothing
        case sentence
        case file
        /// A delivery number, as `deliveries` lists them (the completions ask the store).
        case deliveryNumber
        case words([String])
        /// The name of a command (for `help`).
        case commandName
    }

    public var name: String
    public var usages: [Usage]
    /// The paragraph printed by `help COMMAND` and in the man page.
    public var description: String
    public var options: [OptionHelp]
    public var operand: Operand

    public init(
        _ name: String, _ usages: [(String, String)], description: String, options: [OptionHelp] = [],
        operand: Operand = .nothing
    ) {
        self.name = name
        self.usages = usages.map { Usage(syntax: $0.0, summary: $0.1) }
        self.description = description
        self.options = options
        self.operand = operand
    }

    /// What `dashpilot help NAME`, `dashpilot NAME --help` and `dashpilot NAME -h` print.
    public var text: String {
        var lines = ["Usage:"] + usages.map { "  dashpilot \($0.syntax)" }
        lines += [""] + HelpLayout.wrap(description, width: 76, indent: "")
        if !options.isEmpty {
            lines += ["", "Options:"] + HelpLayout.columns(options.map { ($0.spelling, $0.summary) })
        }
        lines += ["", "Options for every command (--store, --json, ...): dashpilot --help"]
        return lines.joined(separator: "\n")
    }
}

/// An option with its value's placeholder, if it takes one.
public struct OptionHelp: Sendable {
    public var names: [String]
    public var value: String?
    public var summary: String
    /// What a shell completes for the value.
    public var completesFiles: Bool

    public init(_ names: [String], value: String? = nil, _ summary: String, completesFiles: Bool = false) {
        self.names = names
        self.value = value
        self.summary = summary
        self.completesFiles = completesFiles
    }

    /// `-h, --help` or `--store PATH`.
    public var spelling: String {
        names.joined(separator: ", ") + (value.map { " " + $0 } ?? "")
    }

    /// The long name without its dashes.
    public var longName: String? {
        names.first { $0.hasPrefix("--") && $0.count > 2 }.map { String($0.dropFirst(2)) }
    }
}

/// Plain-text layout shared by the help texts.
enum HelpLayout {
    /// Two columns, the second starting at a common indent; an over-long first column gets its own line.
    static func columns(_ rows: [(String, String)], indent: String = "  ", gap: Int = 2, maximum: Int = 38) -> [String] {
        let width = min(maximum, rows.map(\.0.count).max() ?? 0)
        var lines: [String] = []
        for (left, right) in rows {
            if left.count > width {
                lines.append(indent + left)
                lines.append(indent + String(repeating: " ", count: width + gap) + right)
            } else {
                lines.append(indent + left + String(repeating: " ", count: width + gap - left.count) + right)
            }
        }
        return lines
    }

    /// Wraps each paragraph of `text` (paragraphs separated by blank lines) at `width` columns.
    static func wrap(_ text: String, width: Int, indent: String) -> [String] {
        var lines: [String] = []
        for (index, paragraph) in text.split(separator: "\n\n", omittingEmptySubsequences: false).enumerated() {
            if index > 0 { lines.append("") }
            var line = ""
            for word in paragraph.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
                if !line.isEmpty && line.count + 1 + word.count > width - indent.count {
                    lines.append(indent + line)
                    line = ""
                }
                line += line.isEmpty ? String(word) : " " + word
            }
            if !line.isEmpty { lines.append(indent + line) }
        }
        return lines
    }
}
