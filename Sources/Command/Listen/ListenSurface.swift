/// `dashpilot listen` acting on what it hears: each utterance's transcript goes down the pipe's own path (the
/// same replies, `--json`, `--speak`, confirmations), journalled with source `listen`. Speech rejected as
/// no command is dropped without a reply, so talk in the car is not answered.
enum ListenSurface {
    static func run(_ listener: Listener, processor: InputProcessor, writer: ReplyWriter) -> ExitCode {
        do {
            try listener.listen { utterance in
                guard !utterance.rejected, !utterance.transcript.isEmpty else { return true }
                // A command the general language model did not confirm is not acted on (a wrong action is worse
                // than none), only asked about; nothing is recorded.
                if utterance.unconfirmed {
                    let sentence = InputProcessor.notUnderstoodSentence + " Did you mean \u{201C}\(utterance.transcript)\u{201D}?"
                    return writer.write([Reply(input: utterance.transcript, outcome: .notUnderstood, sentence: sentence, at: .now())])
                }
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
