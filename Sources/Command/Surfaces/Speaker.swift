import Glibc
import Synchronization

/// Speaks replies through a speech command without ever making the caller wait: the first reply is
/// started at once, later ones queue behind it and are started by a background thread as each one
/// finishes, so replies never talk over each other. If the command cannot be started, one warning
/// is reported and every later reply is silently skipped.
///
/// The command is `espeak-ng`, or the words of `DASHPILOT_SPEAK` split on spaces; the reply is
/// passed as its last argument. Its standard input and output are /dev/null, so it can neither
/// consume the transcript being piped in nor interleave with the replies written out. Its standard error
/// is read by DashPilot: a command that fails or complains (espeak-ng without a sound card prints eight
/// ALSA lines per reply and exits 0) costs one warning, and its own words go to `detail` only (--verbose).
public final class Speaker: Sendable {
    public static let defaultCommand = ["espeak-ng"]

    private let commandLine: [String]
    private let warn: @Sendable (String) -> Void
    private let detail: (@Sendable (String) -> Void)?
    private let state = Mutex(State())

    private struct State {
        var speaking: SpawnedProcess.Child?
        var queue: [String] = []
        var failed = false
        var warnedOfTrouble = false
    }

    /// `warn` receives the one warning when the command cannot be started or reports a problem; `detail`, when
    /// given, receives what the command itself wrote on standard error.
    public init(
        commandLine: [String], warn: @escaping @Sendable (String) -> Void, detail: (@Sendable (String) -> Void)? = nil
    ) {
        self.commandLine = commandLine.isEmpty ? Speaker.defaultCommand : commandLine
        self.warn = warn
        self.detail = detail
    }

    /// The command from `DASHPILOT_SPEAK`, or `espeak-ng` when it is unset or blank.
    public static func commandLine(environment: [String: String]) -> [String] {
        let words = (environment["DASHPILOT_SPEAK"] ?? "").split(separator: " ").map(String.init)
        return words.isEmpty ? defaultCommand : words
    }

    /// Starts speaking `text`, or queues it behind the reply being spoken; never blocks on speech.
    public func speak(_ text: String) {
        let startWorker: Bool = state.withLock { state in
            guard !state.failed else { return false }
            guard state.speaking == nil else {
                state.queue.append(text)
                return false
            }
            state.speaking = start(text, failed: &state.failed)
            return state.speaking != nil
        }
        if startWorker { Speaker.startWorker(for: self) }
    }

    /// Whether anything is being spoken or waiting to be.
    public var isBusy: Bool {
        state.withLock { $0.speaking != nil || !$0.queue.isEmpty }
    }

    /// Waits until every queued reply has been spoken, e.g. before the program exits at end of input.
    public func finish() {
        while isBusy { usleep(10_000) }
    }

    // Returns the child, or nil after reporting the one warning.
    private func start(_ text: String, failed: inout Bool) -> SpawnedProcess.Child? {
        switch SpawnedProcess.start(commandLine + [text]) {
        case .success(let child):
            return child
        case .failure(let error):
            failed = true
            warn("Could not start the speech command '\(commandLine[0])' (\(error.reason)); replies will not be spoken.")
            return nil
        }
    }

    // One thread per stretch of speech: it waits for each child, starts the next queued reply,
    // and ends when the queue is empty.
    private static func startWorker(for speaker: Speaker) {
        let context = Unmanaged.passRetained(speaker).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(&thread, nil, { context in
            let speaker = Unmanaged<Speaker>.fromOpaque(context!).takeRetainedValue()
            speaker.speakQueue()
            return nil
        }, context)
        if status == 0 {
            pthread_detach(thread)
        } else {
            // Without a thread, wait here rather than leave children unreaped.
            Unmanaged<Speaker>.fromOpaque(context).takeRetainedValue().speakQueue()
        }
    }

    private func reportTrouble(_ errorText: String, succeeded: Bool) {
        let first = state.withLock { state in
            defer { state.warnedOfTrouble = true }
            return !state.warnedOfTrouble
        }
        if first {
            let how = succeeded ? "reported a problem" : "failed"
            let more = detail == nil ? " (--verbose shows its messages)" : ""
            warn("The speech command '\(commandLine[0])' \(how); replies may not be heard\(more).")
        }
        if let detail {
            for line in errorText.split(separator: "\n") where !line.allSatisfy(\.isWhitespace) {
                detail("\(commandLine[0]): \(line)")
            }
        }
    }

    // The worker decides to end in the same critical section that marks the speaker idle, so a
    // reply arriving just then starts its own worker and never finds two waiting on one child.
    private func speakQueue() {
        var child = state.withLock { $0.speaking }
        while let current = child {
            let (errorText, succeeded) = SpawnedProcess.finish(current)
            let troubled = !succeeded || errorText.contains(where: { !$0.isWhitespace })
            if troubled { reportTrouble(errorText, succeeded: succeeded) }
            child = state.withLock { state in
                state.speaking = nil
                while state.speaking == nil, !state.failed, !state.queue.isEmpty {
                    state.speaking = start(state.queue.removeFirst(), failed: &state.failed)
                }
                if state.failed { state.queue.removeAll() }
                return state.speaking
            }
        }
    }
}
