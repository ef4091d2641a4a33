/// Why an undo was refused. Each sentence says what rule stood in the way.
public enum UndoError: SpokenError, Equatable {
    case nothingToUndo
    case alreadyUndone
    /// The last change is older than the undo window; `minutes` ago, rounded down.
    case tooLate(minutes: Int64)
    /// The last change came from another surface, and nothing recent came from this one.
    case anotherSurface(String)
    /// This surface's last change was followed by one from `source`.
    case somethingSince(String)
    /// The store holds something that happened after the change, named in a few words.
    case changedSince(String)
    /// Two steps share the instant the change recorded, so which one it was cannot be told.
    case ambiguous
    /// The last change was not one of the eight spoken steps (a correction, an amount).
    case notAStep(String)

    public var sentence: String {
        let rule = "Only the last change can be undone, within two minutes; "
        return switch self {
        case .nothingToUndo: "There is nothing to undo."
        case .alreadyUndone: "The last change was already undone; there is nothing more to undo."
        case .tooLate(let minutes):
            rule + "the last change was recorded \(minutes == 1 ? "1 minute" : "\(minutes) minutes") ago."
        case .anotherSurface(let source):
            "The last change was made from \(UndoError.surfaceName(source)), so only it can undo it."
        case .somethingSince(let source):
            rule + "something was recorded from \(UndoError.surfaceName(source)) since."
        case .changedSince(let what): rule + what + " since."
        case .ambiguous: "Two steps were recorded at that same instant, so neither was undone."
        case .notAStep(let input):
            "Only a spoken step can be undone; the last change, \u{201C}\(input)\u{201D}, was not one."
        }
    }

    /// "the prompt", "the pipe", "the command line" for a journal source.
    public static func surfaceName(_ source: String) -> String {
        switch source {
        case "repl": "the prompt"
        case "pipe": "the pipe"
        case "listen": "the microphone"
        default: "the command line"
        }
    }
}
