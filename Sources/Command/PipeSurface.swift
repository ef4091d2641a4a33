import Domain

/// The line protocol for a pipe, a file or a speech-to-text engine on standard input: one reply per
/// non-blank line, written before the next line is read, no prompt and no line editing.
public enum PipeSurface {
    /// Reads until end of input (or until standard output closes) and returns the exit status, 0.
    public static func run(
        _ processor: InputProcessor, reader: LineReader, writer: ReplyWriter, clock: () -> Instant = Instant.now
    ) -> ExitCode {
        run(processor, nextLine: reader.nextLine, source: .pipe, writer: writer, clock: clock)
    }

    /// The same protocol over any source of lines (`listen` gives transcripts), journalled as `source`.
    static func run(
        _ processor: InputProcessor, nextLine: () -> InputLine?, source: JournalEntry.Source, writer: ReplyWriter,
        clock: () -> Instant = Instant.now
    ) -> ExitCode {
        while let line = nextLine() {
            let replies: [Reply]
            switch PreparedInput(line, readAt: clock().millisecondsSinceEpoch) {
            case .skip:
                continue
            case .refuse(let sentence, let input, let at):
                replies = [.inputError(sentence, input: input, at: Instant(millisecondsSinceEpoch: at))]
            case .sentence(let sentence, let at, let input):
                let instant = Instant(millisecondsSinceEpoch: at)
                guard let handled = processor.handle(line: sentence, input: input, source: source, at: instant) else {
                    return .success
                }
                replies = handled
            }
            guard writer.write(replies) else { return .success }
        }
        return .success
    }
}
