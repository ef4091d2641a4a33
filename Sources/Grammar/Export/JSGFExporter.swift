/// Writes a grammar as JSGF (Java Speech Grammar Format), so a speech recogniser such as pocketsphinx
/// can be limited to the sentences DashPilot understands. Slot values become JSGF tags.
enum JSGFExporter {
    static func export(_ definition: GrammarDefinition, name: String = "dashpilot") -> String {
        var lines = ["#JSGF V1.0;", "", "grammar \(name);", ""]
        let intents = definition.intents.map { "<\(ruleName("intent", $0.name))>" }
        lines.append("public <command> = \(intents.joined(separator: " | "));")
        lines.append("")
        for intent in definition.intents {
            let body = intent.phrases.map { "( \(expression($0.template)) )" }.joined(separator: "\n    | ")
            lines.append("<\(ruleName("intent", intent.name))> = \(body);")
        }
        for name in definition.rules.keys.sorted() {
            lines.append("<\(ruleName("rule", name))> = \(expression(definition.rules[name]!.template));")
        }
        for name in definition.lists.keys.sorted() {
            let values = definition.lists[name]!.values.map { "( \(expression($0.forms.template)) ) { \($0.value) }" }
            lines.append("<\(ruleName("list", name))> = \(values.joined(separator: "\n    | "));")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func expression(_ template: Template) -> String {
        switch template {
        case .word(let word):
            // A recogniser cannot say "any word": a path needing one is not offered.
            if word == Vocabulary.anyWordSpelling { return "<VOID>" }
            let tokens = Normaliser.normalise(word)
            return tokens.isEmpty ? "<NULL>" : tokens.joined(separator: " ")
        case .sequence(let items): return items.map(expression).joined(separator: " ")
        case .alternatives(let choices): return "( " + choices.map(expression).joined(separator: " | ") + " )"
        case .optional(let inner): return "[ " + expression(inner) + " ]"
        case .rule(let name, _): return "<\(ruleName("rule", name))>"
        case .slot(let name, _): return "<\(ruleName("list", name))>"
        }
    }

    /// JSGF rule names are kept to letters, digits and `_`, prefixed by kind so the namespaces cannot clash.
    private static func ruleName(_ kind: String, _ name: String) -> String {
        kind + "_" + String(name.unicodeScalars.map { GrammarSyntax.isNameCharacter($0) && $0 != "-" ? Character($0) : "_" })
    }
}
