/// Compiles template trees into a `TokenNFA`, inlining `<rules>` and tagging the moves into each `{list}`
/// value so the matched path tells which slot value was spoken.
struct NFABuilder {
    typealias Fragment = (start: Int32, end: Int32)

    static let stateLimit = 2_000_000
    private let rules: [String: GrammarDefinition.Located]
    private let lists: [String: GrammarDefinition.SlotList]
    private(set) var nfa = TokenNFA()
    /// Bit positions of slot values, in declaration order; at most 64 in one grammar.
    private(set) var slotBits: [(list: String, value: String)] = []
    private var wordCache: [String: [String]] = [:]
    private var expanding: [String] = []
    private var current: GrammarDefinition.Located?

    init(rules: [String: GrammarDefinition.Located], lists: [String: GrammarDefinition.SlotList]) {
        self.rules = rules
        self.lists = lists
    }

    /// Adds one template line; its end state accepts with `line`.
    mutating func add(_ located: GrammarDefinition.Located, from root: Int32, line: Int32, vocabulary: inout Vocabulary) throws(GrammarDiagnostic) {
        current = located
        let fragment = try build(located.template, depth: 0, vocabulary: &vocabulary)
        nfa.addEmpty(from: root, to: fragment.start)
        nfa.markAccepting(fragment.end, line: line)
    }

    mutating func newState() -> Int32 { nfa.newState() }

    private mutating func build(_ template: Template, depth: Int, vocabulary: inout Vocabulary) throws(GrammarDiagnostic) -> Fragment {
        guard nfa.stateCount < Self.stateLimit else { throw failure("the grammar is too large to compile") }
        guard depth <= GrammarLimits.nestingDepth * 2 else { throw failure("rules and groups nested too deeply") }
        switch template {
        case .word(let word) where word == Vocabulary.anyWordSpelling:
            let start = nfa.newState(), end = nfa.newState()
            nfa.addWord(Vocabulary.unknown, from: start, to: end)
            return (start, end)
        case .word(let word):
            let start = nfa.newState()
            var end = start
            for token in normalised(word) {
                let next = nfa.newState()
                nfa.addWord(vocabulary.intern(token), from: end, to: next)
                end = next
            }
            return (start, end)
        case .sequence(let items):
            let start = nfa.newState()
            var end = start
            for item in items {
                let part = try build(item, depth: depth + 1, vocabulary: &vocabulary)
                nfa.addEmpty(from: end, to: part.start)
                end = part.end
            }
            return (start, end)
        case .alternatives(let choices):
            return try branch(choices.map { ($0, UInt64(0)) }, depth: depth, vocabulary: &vocabulary)
        case .optional(let inner):
            let part = try build(inner, depth: depth + 1, vocabulary: &vocabulary)
            nfa.addEmpty(from: part.start, to: part.end)
            return part
        case .rule(let name, let location):
            guard let rule = rules[name] else { throw failure("no rule named <\(name)>", at: location) }
            guard !expanding.contains(name) else { throw failure("rule <\(name)> refers to itself", at: location) }
            expanding.append(name)
            defer { expanding.removeLast() }
            return try build(rule.template, depth: depth + 1, vocabulary: &vocabulary)
        case .slot(let name, let location):
            guard let list = lists[name] else { throw failure("no list named {\(name)}", at: location) }
            guard !list.values.isEmpty else { throw failure("list {\(name)} has no values", at: location) }
            var choices: [(Template, UInt64)] = []
            for (value, forms) in list.values {
                choices.append((forms.template, try bit(list: name, value: value, at: location)))
            }
            return try branch(choices, depth: depth, vocabulary: &vocabulary)
        }
    }

    private mutating func branch(_ choices: [(Template, UInt64)], depth: Int, vocabulary: inout Vocabulary) throws(GrammarDiagnostic) -> Fragment {
        let start = nfa.newState(), end = nfa.newState()
        for (choice, tags) in choices {
            let part = try build(choice, depth: depth + 1, vocabulary: &vocabulary)
            nfa.addEmpty(from: start, to: part.start, tags: tags)
            nfa.addEmpty(from: part.end, to: end)
        }
        return (start, end)
    }

    private mutating func bit(list: String, value: String, at location: GrammarLocation) throws(GrammarDiagnostic) -> UInt64 {
        if let index = slotBits.firstIndex(where: { $0.list == list && $0.value == value }) { return 1 << UInt64(index) }
        guard slotBits.count < 64 else { throw failure("a grammar may have at most 64 slot values", at: location) }
        slotBits.append((list, value))
        return 1 << UInt64(slotBits.count - 1)
    }

    private mutating func normalised(_ word: String) -> [String] {
        if let cached = wordCache[word] { return cached }
        let tokens = Normaliser.normalise(word)
        wordCache[word] = tokens
        return tokens
    }

    private func failure(_ message: String, at location: GrammarLocation? = nil) -> GrammarDiagnostic {
        GrammarDiagnostic(location: location ?? current!.location, message: message, sourceLine: current?.sourceLine ?? "")
    }
}
