import Domain

/// One step of a macro or of a file given to `run`: a sentence or `:command` to act on at an instant, or a
/// line that could not be read, which stops the run like a refusal.
public enum RunStep: Equatable, Sendable {
    /// `given`: the instant was stated (a line's timestamp, `say --at`), not read from the clock.
    case sentence(String, input: String, at: Instant, given: Bool = false)
    case unreadable(Reply)

    /// The steps of a file's lines, read at `readAt`; blank lines and comment lines (`#` first, as in the
    /// macros file) are no steps.
    public static func steps(of lines: [InputLine], readAt: Instant) -> [RunStep] {
        lines.compactMap { line in
            switch PreparedInput(line, readAt: readAt.millisecondsSinceEpoch) {
            case .skip: nil
            case .sentence(let sentence, _, _, _) where sentence.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("#"): nil
            case .sentence(let sentence, let at, let input, let given):
                .sentence(sentence, input: input, at: Instant(millisecondsSinceEpoch: at), given: given)
            case .refuse(let sentence, let input, let at):
                .unreadable(.inputError(sentence, input: input, at: Instant(millisecondsSinceEpoch: at)))
            }
        }
    }

    /// The steps of the file at `path`, one per non-blank line, as the pipe would read them.
    public static func steps(ofFile path: String, readAt: Instant) throws(FileReadError) -> [RunStep] {
        let reader = try LineReader.open(path: path)
        var lines: [InputLine] = []
        while let line = reader.nextLine() { lines.append(line) }
        return steps(of: lines, readAt: readAt)
    }

    /// How the step is named in a run's summary.
    var name: String {
        switch self {
        case .sentence(let sentence, _, _, _): sentence
        case .unreadable(let reply): reply.input ?? "an unreadable line"
        }
    }
}
