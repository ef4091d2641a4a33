/// Turns a parsed grammar definition into the automata the recogniser walks, refusing phrases that
/// would mean two things.
struct GrammarCompiler {
    private struct Line {
        let intent: String
        let located: GrammarDefinition.Located
    }

    private var vocabulary = Vocabulary()
    private var builder: NFABuilder
    private var lines: [Line] = []
    private var payloads: [IntentPayload] = []
    private var payloadIndex: [IntentPayload: Int32] = [:]
    private var diagnostics: [GrammarDiagnostic] = []

    private init(definition: GrammarDefinition) {
        builder = NFABuilder(rules: definition.rules, lists: definition.lists)
    }

    static func compile(_ definition: GrammarDefinition, fileName: String, source: String) -> Result<Grammar, GrammarLoadError> {
        var compiler = GrammarCompiler(definition: definition)
        if definition.intents.isEmpty {
            compiler.diagnostics.append(GrammarDiagnostic(location: GrammarLocation(file: fileName, line: 1, column: 1), message: "the grammar has no 'intent' block"))
        }
        let commandRoot = compiler.builder.newState()
        for intent in definition.intents {
            if intent.phrases.isEmpty {
                compiler.diagnostics.append(GrammarDiagnostic(location: intent.location, message: "intent \(intent.name) has no phrases"))
            }
            for located in intent.phrases { compiler.add(located, intent: intent.name, root: commandRoot) }
        }
        let vetoLines: [(Recognition.Refusal, [GrammarDefinition.Located])] = [(.negation, definition.negation), (.plan, definition.plan), (.other, definition.veto), (.other, definition.sentenceVeto)]
        let vetoRoot = compiler.builder.newState()
        for (kind, templates) in vetoLines {
            for located in templates { compiler.add(located, intent: kind.rawValue, root: vetoRoot) }
        }
        let roots = [definition.skip + definition.interjection + definition.wake, definition.opener, definition.joiner, definition.clauseVeto, definition.retract, definition.request, definition.aside, definition.sentenceVeto, definition.lead].map { templates in
            let root = compiler.builder.newState()
            for located in templates { compiler.add(located, intent: "", root: root) }
            return root
        }
        guard compiler.diagnostics.isEmpty else { return .failure(compiler.failure()) }
        let subsets = SubsetBuilder(nfa: compiler.builder.nfa)
        let commands = subsets.determinise(from: commandRoot) { ends, phrase in compiler.resolve(ends, phrase) }?.minimised()
        let others = roots.map { subsets.determinise(from: $0) { _, _ in 0 } }
        // A veto phrase ending in several lines' kinds refuses with the first kind in Refusal's order.
        let vetoes = subsets.determinise(from: vetoRoot) { ends, _ in
            ends.map { end in compiler.refusalIndex(of: end.state) }.min() ?? Int32(Recognition.Refusal.allCases.count - 1)
        }
        guard compiler.diagnostics.isEmpty, let commands, let removable = others[0], let vetoes,
              let openers = others[1], let joiners = others[2], let clauseVetoes = others[3],
              let retractions = others[4], let requests = others[5], let asides = others[6], let sentenceVetoes = others[7],
              let leads = others[8] else {
            if compiler.diagnostics.isEmpty {
                compiler.diagnostics.append(GrammarDiagnostic(location: GrammarLocation(file: fileName, line: 1, column: 1), message: "the grammar is too large to compile"))
            }
            return .failure(compiler.failure())
        }
        let soundsLike = definition.soundsLike.map { rule in
            SoundsLikeRule(heard: rule.heard, meant: rule.meant.map { compiler.vocabulary.intern($0) })
        }
        let tables = Grammar.Tables(
            vocabulary: compiler.vocabulary, commands: commands, payloads: compiler.payloads,
            removable: removable, leads: leads, vetoes: vetoes, clauseVetoes: clauseVetoes, sentenceVetoes: sentenceVetoes, openers: openers, joiners: joiners,
            retractions: retractions, requests: requests, asides: asides,
            soundsLike: soundsLike, spellings: LazySpellings(commands: commands, vocabulary: compiler.vocabulary))
        return .success(Grammar(
            fileName: fileName, intentNames: definition.intents.map(\.name), ruleCount: definition.rules.count,
            listCount: definition.lists.count, phraseCount: commands.pathCount(), tables: tables, source: source))
    }

    /// The refusal a veto line gives, as its index in `Recognition.Refusal.allCases`.
    private func refusalIndex(of state: Int32) -> Int32 {
        let kind = lines[Int(builder.nfa.accepts[Int(state)])].intent
        return Int32(Recognition.Refusal.allCases.firstIndex { $0.rawValue == kind } ?? Recognition.Refusal.allCases.count - 1)
    }

    private mutating func add(_ located: GrammarDefinition.Located, intent: String, root: Int32) {
        lines.append(Line(intent: intent, located: located))
        do {
            try builder.add(located, from: root, line: Int32(lines.count - 1), vocabulary: &vocabulary)
        } catch {
            if diagnostics.count < 50 { diagnostics.append(error) }
        }
    }

    /// The one meaning of the phrase lines ending at a state; a second meaning is an error at its line.
    private mutating func resolve(_ ends: [SubsetBuilder.Element], _ phrase: () -> [Int32]) -> Int32 {
        var chosen: (payload: Int32, line: Line)?
        for end in ends {
            let line = lines[Int(builder.nfa.accepts[Int(end.state)])]
            let payload = index(of: IntentPayload(intent: line.intent, slots: slots(end.tags)))
            guard let first = chosen else {
                chosen = (payload, line)
                continue
            }
            if first.payload != payload, diagnostics.count < 50 {
                let text = phrase().map { vocabulary.word($0) }.joined(separator: " ")
                let message = "'\(text)' would mean both \(payloads[Int(first.payload)].label) (line \(first.line.located.location.line)) and \(payloads[Int(payload)].label)"
                diagnostics.append(GrammarDiagnostic(location: line.located.location, message: message, sourceLine: line.located.sourceLine))
            }
        }
        return chosen?.payload ?? 0
    }

    private func slots(_ tags: UInt64) -> [String: String] {
        var slots: [String: String] = [:]
        for (bit, entry) in builder.slotBits.enumerated() where tags & (1 << UInt64(bit)) != 0 {
            slots[entry.list] = entry.value
        }
        return slots
    }

    private mutating func index(of payload: IntentPayload) -> Int32 {
        if let existing = payloadIndex[payload] { return existing }
        payloads.append(payload)
        payloadIndex[payload] = Int32(payloads.count - 1)
        return Int32(payloads.count - 1)
    }

    private func failure() -> GrammarLoadError {
        GrammarLoadError(diagnostics: diagnostics.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) })
    }
}
