import Domain
import Glibc
import Persistence

/// The line protocol for a pipe, a file or a speech-to-text engine on standard input: one reply per
/// non-blank line, written before the next line is read, no prompt and no line editing. A question asked
/// by one line may be answered by the next (see `Conversation`); a blank line leaves it open.
public enum PipeSurface {
    /// Reads until end of input (or until standard output closes) and returns the exit status: 0, or 74 when
    /// standard output fails other than by its reader leaving (a full disk), after journaling that the replies
    /// to changes already recorded went unwritten.
    public static func run(
        _ processor: InputProcessor, reader: LineReader, writer: ReplyWriter, clock: () -> Instant = Instant.now
    ) -> ExitCode {
        // A speech recogniser may be piped in as it is: pocketsphinx 5 prints a JSON object per utterance.
        run(processor, nextLine: { reader.nextLine().map(RecogniserJSONLine.unwrapped) }, source: .pipe, writer: writer, clock: clock)
    }

    /// The same protocol over any source of lines (`listen` gives transcripts), journalled as `source`.
    static func run(
        _ processor: InputProcessor, nextLine: () -> InputLine?, source: JournalEntry.Source, writer: ReplyWriter,
        clock: () -> Instant = Instant.now
    ) -> ExitCode {
        var conversation = Conversation(source: source)
        while let line = nextLine() {
            let replies: [Reply]
            switch PreparedInput(line, readAt: clock().millisecondsSinceEpoch) {
            case .skip:
                continue
            case .refuse(let sentence, let input, let at):
                conversation.lineNotRead()
                replies = [.inputError(sentence, input: input, at: Instant(millisecondsSinceEpoch: at))]
            case .sentence(let sentence, let at, let input, let given) where RecogniserJSONLine.isMalformed(sentence):
                // Not understood without guessing at the words of a half-written recogniser line.
                conversation.lineNotRead()
                let instant = Instant(millisecondsSinceEpoch: at)
                replies = [processor.notMatched(
                    sentence, closest: nil, input: input, source: source, at: instant, given: given ? instant : nil, awaitingAnswers: false)]
            case .sentence(let sentence, let at, let input, let given):
                let instant = Instant(millisecondsSinceEpoch: at)
                guard let handled = conversation.handle(line: sentence, input: input, at: instant, given: given, by: processor) else {
                    return .success
                }
                replies = handled
            }
            guard writer.write(replies) else {
                let failure = errno
                // A reader that went away (`dashpilot | head -1`) ends the output quietly.
                if failure == EPIPE { return .success }
                processor.noteUnheard(replies, source: .pipe, reason: PersistenceError.reason(errno: failure), at: clock())
                return .storeUnavailable
            }
        }
        return .success
    }
}
