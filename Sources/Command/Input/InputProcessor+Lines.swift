import Domain

extension InputProcessor {
    static let notAStepSentence = "Only sentences and the explicit commands can be steps of a run, so nothing was done."

    /// One line typed at the REPL or piped in: a `:command` (`:pickup 2`) or a sentence. Returns nil when
    /// the line asks to quit. `awaitingAnswers` as for `say`.
    /// `given`: the instant was stated with the line (its timestamp), not read from the clock.
    public func handle(
        line sentence: String, input: String, source: JournalEntry.Source, at instant: Instant, given: Bool = false,
        awaitingAnswers: Bool = false
    ) -> [Reply]? {
        let command: ReplCommand?
        do {
            command = try ReplCommand.parse(sentence)
        } catch {
            return [.inputError("\(error.message) \(error.hint)", input: input, at: instant)]
        }
        switch command {
        case nil:
            if macros?.macro(named: sentence) == nil, let answer = TerminalWords.answer(to: sentence) {
                return [Reply(input: input, outcome: .answered, sentence: answer, at: instant)]
            }
            return say(sentence, input: input, source: source, at: instant, given: given, awaitingAnswers: awaitingAnswers)
        case .explicit(let explicit):
            return [perform(explicit, input: input, said: trimmed(sentence), source: source, at: instant, given: given)]
        case .run(let file):
            return run(file: file, at: instant)
        case .help:
            return [Reply(input: input, outcome: .answered, sentence: ReplCommand.helpText, at: instant)]
        case .quit:
            return nil
        }
    }

    /// Runs the file's lines as `run FILE` does. An unreadable file is one reply saying so.
    public func run(file: String, at instant: Instant) -> [Reply] {
        do {
            return run(
                try RunStep.steps(ofFile: file, readAt: instant), named: "the run of \(file)", input: file, source: .run)
        } catch {
            return [.inputError(error.sentence(), input: nil, at: instant)]
        }
    }

    /// Runs `steps` in order, one reply each, stopping at the first that is not performed or answered; then a
    /// summary naming the steps done and not done, whose input is `input` (the macro's name, the file's path).
    /// Steps may be `:commands` but not macros or runs.
    public func run(_ steps: [RunStep], named name: String, input: String? = nil, source: JournalEntry.Source) -> [Reply] {
        var replies: [Reply] = []
        for (index, step) in steps.enumerated() {
            let reply = perform(step, source: source)
            replies.append(reply)
            guard reply.letsARunContinue else {
                let summary = MacroRunSummary.stoppedSentence(
                    macroName: name, steps: steps.map(\.name), completedCount: index)
                var summaryReply = Reply(input: input ?? name, outcome: reply.outcome, sentence: summary, at: reply.at)
                summaryReply.isInputError = reply.isInputError
                replies.append(summaryReply)
                break
            }
        }
        return replies
    }

    private func perform(_ step: RunStep, source: JournalEntry.Source) -> Reply {
        switch step {
        case .unreadable(let reply):
            return reply
        case .sentence(let sentence, let input, let at, let given):
            switch try? ReplCommand.parse(sentence) {
            case .explicit(let command)?:
                return perform(command, input: input, said: trimmed(sentence), source: source, at: at, given: given)
            case nil where !sentence.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix(":"):
                return perform(sentence: sentence, input: input, source: source, at: at, given: given)
            default:
                return .inputError(Self.notAStepSentence, input: input, at: at)
            }
        }
    }

    private func trimmed(_ text: String) -> String {
        String(text.drop { $0 == " " || $0 == "\t" })
    }
}
