@preconcurrency import CReadline
import Glibc
import Synchronization

/// The REPL's line editing, through GNU Readline: history kept in a file from one run to the next, Tab
/// completion over a list of phrases and commands, Ctrl-C abandoning the line being typed (not the
/// program) and Ctrl-D ending input. See https://tiswww.case.edu/php/chet/readline/readline.html
///
/// Readline is one global state, so there is one editor per process.
public final class LineEditor {
    private let historyFile: String?
    private let historyLimit: Int32
    private var lastEntry: String?

    /// `historyFile` nil keeps history in memory for this run only. The directory is created (0700).
    /// `completer`, when given, is asked for the candidates of each Tab instead of the fixed `completions`.
    public init(
        historyFile: String?, historyLimit: Int = 1000, completions: [String] = [],
        completer: (@Sendable (String) -> [String])? = nil
    ) {
        self.historyFile = historyFile
        self.historyLimit = Int32(historyLimit)
        setlocale(LC_CTYPE, "")  // so the prompt's '›' and '·' are measured as one column each
        LineEditor.setCompletions(completions)
        completionProvider.withLock { $0 = completer }
        LineEditor.configureReadline()
        using_history()
        stifle_history(self.historyLimit)
        if let historyFile {
            XDGPaths.makeDirectories(XDGPaths.parentDirectory(of: historyFile))
            let descriptor = open(historyFile, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
            if descriptor >= 0 { close(descriptor) }
            read_history(historyFile)
            if history_length > 0, let entry = history_get(history_base + history_length - 1), let text = entry.pointee.line {
                lastEntry = String(cString: text)
            }
        }
    }

    deinit {
        if let historyFile { history_truncate_file(historyFile, historyLimit) }
        signal(SIGINT, SIG_DFL)
    }

    /// The phrases and command words Tab offers; matched case-insensitively against the whole line.
    public static func setCompletions(_ candidates: [String]) {
        completionCandidates.withLock { $0 = candidates }
    }

    /// Shows `prompt` and reads one line; nil at Ctrl-D on an empty line. Bytes that are not valid
    /// text come back as the same problems the pipe reports.
    public func readLine(prompt: String) -> InputLine? {
        // A Ctrl-C pressed while no line was being edited has nothing left to abandon.
        interruptPending.store(false, ordering: .relaxed)
        guard let raw = readline(prompt) else { return nil }
        defer { free(raw) }
        let length = strlen(raw)
        return raw.withMemoryRebound(to: UInt8.self, capacity: length) { bytes in
            InputLine.classify(UnsafeBufferPointer(start: bytes, count: length))
        }
    }

    /// Adds `line` to the history and appends it to the history file at once, so a crash loses
    /// nothing. Blank lines and immediate repeats are not kept.
    public func addToHistory(_ line: String) {
        guard line.contains(where: { !$0.isWhitespace }), line != lastEntry else { return }
        lastEntry = line
        add_history(line)
        if let historyFile { append_history(1, historyFile) }
    }

    private static func configureReadline() {
        rl_readline_name = UnsafePointer(strdup("dashpilot"))
        // No word breaks: a phrase is completed as a whole, "start my s" -> "start my shift".
        rl_completer_word_break_characters = UnsafePointer(strdup(""))
        rl_attempted_completion_function = attemptCompletion
        // Readline's own handlers would re-raise SIGINT and end the program; ours only sets a flag,
        // and the interrupted read(2) lets readline call the event hook that clears the line.
        rl_catch_signals = 0
        rl_signal_event_hook = abandonLineAfterInterrupt
        var action = sigaction()
        action.__sigaction_handler.sa_handler = noteInterrupt
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0  // no SA_RESTART: the read must return EINTR
        sigaction(SIGINT, &action, nil)
        // The signal mask is inherited: a parent that runs us with SIGINT blocked would otherwise leave
        // Ctrl-C pending forever.
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &interrupt, nil)
    }
}

@available(*, unavailable)
extension LineEditor: Sendable {}

private let completionCandidates = Mutex<[String]>([])
private let completionMatches = Mutex<[String]>([])
private let completionProvider = Mutex<(@Sendable (String) -> [String])?>(nil)
private let interruptPending = Atomic<Bool>(false)

private let noteInterrupt: @convention(c) (Int32) -> Void = { _ in
    interruptPending.store(true, ordering: .relaxed)
}

private let abandonLineAfterInterrupt: @convention(c) () -> Int32 = {
    guard interruptPending.exchange(false, ordering: .relaxed) else { return 0 }
    rl_replace_line("", 1)
    rl_crlf()
    rl_on_new_line()
    rl_redisplay()
    return 0
}

private let attemptCompletion: @convention(c) (UnsafePointer<CChar>?, Int32, Int32) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = { text, _, _ in
    rl_attempted_completion_over = 1  // never fall back to completing file names
    rl_completion_append_character = 0
    return rl_completion_matches(text, nextCompletion)
}

// Readline calls this with state 0 to start, then again until it returns nil; it frees each string.
private let nextCompletion: @convention(c) (UnsafePointer<CChar>?, Int32) -> UnsafeMutablePointer<CChar>? = { text, state in
    if state == 0 {
        let prefix = text.map { String(cString: $0) } ?? ""
        let matches = completionProvider.withLock { $0 }.map { $0(prefix) }
            ?? completionCandidates.withLock { LineEditor.matches(for: prefix, in: $0) }
        completionMatches.withLock { $0 = matches.reversed() }
    }
    guard let next = completionMatches.withLock({ $0.popLast() }) else { return nil }
    return strdup(next)
}

extension LineEditor {
    /// The candidates that begin with `prefix`, ignoring case, in their given order without repeats.
    public static func matches(for prefix: String, in candidates: [String]) -> [String] {
        let wanted = prefix.lowercased()
        var seen = Set<String>()
        return candidates.filter { $0.lowercased().hasPrefix(wanted) && seen.insert($0).inserted }
    }
}
