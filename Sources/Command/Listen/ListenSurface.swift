/// `dashpilot listen` acting on what it hears: each utterance's transcript goes down the pipe's own path (the
/// same replies, `--json`, `--speak`, confirmations), journalled with source `listen`. Speech rejected as
/// no command is dropped without a reply, so talk in the car is not answered.
enum ListenSurface {
    static func run(_ listener: Listener, processor: InputProcessor, writer: ReplyWriter) -> ExitCode {
        var failure: ListenError?
        // The listener calls back per utterance; the pipe pulls lines. A thread would be needed to join
        // the two styles directly, so utterances are handed over one at a time through a small queue.
        var pending: [String] = []
        var status = ExitCode.success
        var stopped = false
        do {
            try listener.listen { utterance in
                guard !utterance.rejected, !utterance.transcript.isEmpty else { return true }
                pending.append(utterance.transcript)
                let result = PipeSurface.run(
                    processor,
                    nextLine: { pending.isEmpty ? nil : InputLine.text(pending.removeFirst()) },
                    source: .listen, writer: writer)
                status = result
                // The pipe returns when its lines run out; it stops early only when a line asks to quit.
                stopped = !pending.isEmpty
                return !stopped
            }
        } catch {
            failure = error
        }
        if let failure {
            StandardStream.error.writeLine("dashpilot: \(failure.message)")
            return failure.exitCode
        }
        return status
    }
}
