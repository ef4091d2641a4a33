/// `dashpilot listen` acting on what it hears: each utterance's transcript goes down the pipe's own path (the
/// same replies, `--json`, `--speak`, confirmations), journalled with source `listen`. Speech rejected as
/// no command is dropped without a reply, so talk in the car is not answered.
enum ListenSurface {
    static func run(_ listener: Listener, processor: InputProcessor, writer: ReplyWriter) -> ExitCode {
        do {
            try listener.listen { utterance in
                // A command the general language model did not confirm is not acted on: a wrong action is
                // worse than none.
                guard !utterance.rejected, !utterance.unconfirmed, !utterance.transcript.isEmpty else { return true }
                // One transcript is one pipe line; the pipe's loop ends when its line has been handled.
                var line: InputLine? = .text(utterance.transcript)
                _ = PipeSurface.run(
                    processor, nextLine: { defer { line = nil }; return line }, source: .listen, writer: writer)
                return true
            }
        } catch {
            StandardStream.error.writeLine("dashpilot: \(error.message)")
            return error.exitCode
        }
        return .success
    }
}
