/// What one invocation of `dashpilot` was asked to do.
public enum Subcommand: Equatable, Sendable {
    /// No subcommand: a REPL on a terminal, the line protocol on a pipe or file.
    case interactive
    /// One sentence; `at` is the `--at` text, resolved with `AtTime.parse` by the caller.
    case say(sentence: String, at: String?)
    /// Run a file of sentences, one per line, stopping at the first refusal.
    case run(file: String)
    /// Show what the grammar makes of a sentence, or of each line of standard input when nil.
    case parse(sentence: String?)
    /// Load a grammar file (the built-in one when nil) and report on it.
    case grammarCheck(file: String?)
    /// Run a tab-separated file of sentences and expected intents against the grammar.
    case grammarTest(file: String)
    /// Print the grammar as JSGF.
    case grammarExportJSGF
    /// Print the decoder-sized grammar as JSGF, with the refusal side and the out-of-grammar loop.
    case grammarExportCompactJSGF
    /// Speech from WAV files (or raw audio on standard input when empty); `parseOnly` recognises without a store.
    /// `profile` is a voice profile other than the default one.
    case listen(files: [String], parseOnly: Bool, profile: String? = nil)
    /// Learn the driver's voice from recordings of the enrolment sentences (or from standard input when empty).
    case listenEnrol(files: [String], profile: String?)
    /// Print the sentences enrolling reads, one a line.
    case listenPrompts
    case explicit(ExplicitCommand)
    /// Route capture and import, costs, pickup names, fuel and reports.
    case miles(MilesCommand)
    case help
    /// One command's usage: `help say`, `say --help`, `status -h`.
    case commandHelp(String)
    case version
    /// A shell completion script: bash, zsh or fish.
    case completions(shell: String)
    /// The manual page, in roff.
    case manPage
}
