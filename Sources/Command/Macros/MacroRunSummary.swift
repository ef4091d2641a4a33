/// The sentence said when a macro stops at a refusal: which steps were done and which were not,
/// so the driver knows exactly what to finish by hand.
public enum MacroRunSummary {
    /// `completedCount` steps were done; the step after them was refused and the rest never ran.
    public static func stoppedSentence(macroName: String, steps: [String], completedCount: Int) -> String {
        let done = steps.prefix(completedCount)
        let notDone = steps.dropFirst(completedCount)
        let doneText = done.isEmpty ? "Nothing was done." : "Done: \(quoted(done))."
        return "\(capitalised(macroName)) stopped after \(completedCount) of \(steps.count) "
            + "\(steps.count == 1 ? "step" : "steps"). \(doneText) Not done: \(quoted(notDone))."
    }

    private static func quoted(_ steps: some Collection<String>) -> String {
        steps.map { "\u{201C}\($0)\u{201D}" }.joined(separator: ", ")
    }

    private static func capitalised(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }
}
