/// The words that answer a question DashPilot asked ("Did you mean “end my shift”? Say yes to record it."):
/// one list for the prompt, the pipe and the speech recogniser's grammar, so what can be said is what is heard.
public enum Answers {
    /// Compared after lower-casing and trimming spaces and final punctuation.
    public static let yes: Set<String> = ["yes", "yeah", "yep", "yup", "correct", "do it", "yes please"]
}
