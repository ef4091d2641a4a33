import Domain

/// `dashpilot listen` acting on what it hears: each utterance's transcript goes down the pipe's own path (the
/// same replies, `--json`, `--speak`, and a near miss asked about and confirmed by a spoken yes), journalled
/// with source `listen`. Speech rejected as
/// no command is dropped without a reply, so talk in the car is not answered.
enum ListenSurface {
    static func run(_ listener: Listener, processor: InputProcessor, writer: ReplyWriter) -> ExitCode {
        // One conversation across utterances: a question asked about one is answered by a spoken yes in the next.
        var conversation = Conversation(source: .listen)
        do {
            try listener.listen { utterance in
                guard !utterance.rejected, !utterance.transcript.isEmpty else { return true }
                let now = Instant.now()
                // A command the general language model did not confirm is not acted on (a wrong action is worse
                // than none), only asked about; nothing is recorded until a yes.
                if utterance.unconfirmed {
                    return writer.write(
                        conversation.ask(about: utterance.transcript, input: utterance.transcript, at: now, by: processor))
                }
                // One transcript is one pipe line: the same replies, journalled with source `listen`.
                guard let replies = conversation.handle(
                    line: utterance.transcript, input: utterance.transcript, at: now, by: processor)
                else { return true }
                return writer.write(replies)
            }
        } catch {
            StandardStream.error.writeLine("dashpilot: \(error.message)")
            return error.exitCode
        }
        return .success
    }
}
