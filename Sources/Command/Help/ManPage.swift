/// `dashpilot(1)` in roff, generated from `HelpText` so the manual says what `--help` says.
public enum ManPage {
    public static var text: String {
        var lines = [
            ".TH DASHPILOT 1 \"\" \"\(escape(HelpText.version))\" \"User Commands\"",
            ".SH NAME",
            "dashpilot \\- \(escape(HelpText.summary))",
            ".SH SYNOPSIS",
            ".B dashpilot",
            "[\\fIOPTIONS\\fR]",
        ]
        for command in HelpText.commands {
            for usage in command.usages {
                lines += [".br", ".B dashpilot", escape(usage.syntax)]
            }
        }
        lines += [
            ".SH DESCRIPTION",
            "Without a command, dashpilot shows a prompt on a terminal and reads one sentence per line from a pipe.",
            ".SH COMMANDS",
        ]
        for command in HelpText.commands {
            for (index, usage) in command.usages.enumerated() {
                lines += [index == 0 ? ".TP" : ".TQ", ".B \(escape(usage.syntax))"]
            }
            lines += HelpLayout.wrap(command.description, width: 1000, indent: "").map { $0.isEmpty ? ".IP" : escape($0) }
            for option in command.options {
                lines += [".RS", ".TP", ".B \(escape(option.spelling))", escape(option.summary), ".RE"]
            }
        }
        lines.append(".SH OPTIONS")
        for option in HelpText.globalOptions {
            lines += [".TP", ".B \(escape(option.spelling))", escape(option.summary)]
        }
        for section in HelpText.sections {
            lines += [".SH \(escape(section.title))", ".nf"]
            lines += section.body.split(separator: "\n", omittingEmptySubsequences: false).map { escape(String($0)) }
            lines.append(".fi")
        }
        lines += [".SH SEE ALSO", "sqlite3(1), espeak-ng(1)"]
        return lines.joined(separator: "\n")
    }

    /// Escapes text for roff: backslashes, minus signs (so options copy and paste as typed), and a
    /// leading dot or quote that would read as a request.
    static func escape(_ text: String) -> String {
        var escaped = text.replacingAll("\\", with: "\\e").replacingAll("-", with: "\\-")
        if escaped.hasPrefix(".") || escaped.hasPrefix("'") { escaped = "\\&" + escaped }
        // Non-ASCII characters (the prompt's › and ·) as named glyphs, whatever the reader's encoding.
        return String(escaped.unicodeScalars.map { scalar in
            scalar.isASCII ? String(scalar) : "\\[u\(String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4))]"
        }.joined())
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }

    /// Every occurrence of `target` replaced (no Foundation in this layer).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
