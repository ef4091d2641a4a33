/// The report of `dashpilot grammar check`: what a grammar that loaded contains.
public enum GrammarCheck {
    public static func report(_ grammar: Grammar) -> String {
        var lines = [
            "\(grammar.fileName): OK",
            "intents: \(grammar.intentNames.count)  rules: \(grammar.ruleCount)  lists: \(grammar.listCount)  phrases: \(grammar.phraseCount)  words: \(grammar.tables.vocabulary.count)  states: \(grammar.tables.commands.nodeCount)",
        ]
        let counts = grammar.phraseCountsByMeaning()
        for (meaning, count) in counts {
            lines.append("  \(meaning): \(count) phrases")
        }
        return lines.joined(separator: "\n")
    }
}
