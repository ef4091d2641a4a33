/// Words typed at a prompt out of a shell's habit. `exit`, `quit`, `help` and `?` alone are answered with the
/// colon command meant; no word here is ever answered with a "did you mean" phrase, which could be a change
/// to the store (`exit` is close to "next", `quit` to "quit shift").
enum TerminalWords {
    static let common: Set<String> = [
        "exit", "quit", "q", "logout", "bye", "help", "?", "h", "man", "info", "ls", "ll", "cd", "pwd", "clear",
        "cls", "cat", "less", "more", "vi", "vim", "nano", "emacs", "sudo", "su", "git", "top", "htop", "kill",
        "history", "reset", "echo", "rm", "mv", "cp", "mkdir", "ps", "whoami", "date", "make", "ssh", "exec",
    ]

    /// The reply to a line that is one of the words meant as the prompt's own commands, nil for any other line.
    static func answer(to line: String) -> String? {
        guard words(line).count == 1 else { return nil }
        switch firstWord(of: line) {
        case "exit", "quit", "logout", "bye": return "To leave, type :quit (or press Ctrl-D)."
        case "help", "?": return "Type :help for the commands, or say what happened."
        default: return nil
        }
    }

    /// Whether a "did you mean" hint must be left out for `line`: it starts with a common terminal command.
    static func startsWithCommand(_ line: String) -> Bool {
        common.contains(firstWord(of: line))
    }

    private static func words(_ line: String) -> [Substring] {
        line.split(whereSeparator: { $0 == " " || $0 == "\t" })
    }

    private static func firstWord(of line: String) -> String {
        String(words(line).first ?? "").lowercased().filter { $0 != "!" && $0 != "." }
    }
}
