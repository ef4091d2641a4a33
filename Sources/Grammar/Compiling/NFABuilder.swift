/// Compiles template trees into a `TokenNFA`, inlining `<rules>` and tagging the moves into each `{list}`
/// value so the matched path tells which slot value was spoken.
struct NFABuilder {
    static let stateLimit = 2_000_000
    private let rules: [String: GrammarDefinition.Located]
    private let lists: [String: GrammarDefinition.SlotList]
    private(set) var nfa = TokenNFA()
    /// Bit positions of slot values, in declaration order; at most 64 in one grammar.
    private(set) var slotBits: [(list: String, value: String)] = []
    private var wordCache: [String: [Int32]] = [:]
    private var expanding: [String] = []
    private var current: GrammarDefinition.Located?

    init(rules: [String: GrammarDefinition.Located], lists: [String: GrammarDefinition.SlotList]) {
        self.rules = rules
        self.lists = lists
    }

    /// Adds one template line; its end state accepts with `line`.
    mutating func add(_ located: GrammarDefinition.Located, from root: Int32, line: Int32, vocabulary: inout Vocabulary) throws(GrammarDiagnostic) {
        current = located
        // Each line starts and ends in states of its own, so two lines never share an accepting state.
        let start = nfa.newState()
        nfa.addEmpty(from: root, to: start)
        var end = try build(located.template, from: start, depth: 0, vocabulary: &vocabulary)
        if end == start {
            end = nfa.newState()
            nfa.addEmpty(from: start, to: end)
        }
        nfa.markAccepting(end, line: line)
    }

    mutating func newState() -> Int32 { nfa.newState() }

    /// Builds `template` reading on from `start` and returns the state where it ends. Only moves out of
    /// `start` are added, never into it, so siblings may share a start state without an empty move each.
    private mutating func build(_ template: Template, from start: Int32, depth: Int, vocabulary: inout Vocabulary) throws(GrammarDiagnostic) -> Int32 {
        guard nfa.stateCount < Self.stateLimit else { throw failure("the grammar is too large to compile") }
        guard depth <= GrammarLimits.nestingDepth * 2 else { throw failure("rules and groups nested too deeply") }
        switch template {
        case .word(let word) where word == Vocabulary.anyWordSpelling:
            let end = nfa.newState()
            nfa.addWord(Vocabulary.unknown, from: start, to: end)
            return end
        case .word(let word):
            var end = start
            for token in tokens(of: word, vocabulary: &vocabulary) {
                let next = nfa.newState()
                nfa.addWord(token, from: end, to: next)
                end = next
            }
            return end
        case .sequence(let items):
            var end = start
            for item in items { end = try build(item, from: end, depth: depth + 1, vocabulary: &vocabulary) }
            return end
        case .alternatives(let choices):
            return try branch(choices.map { ($0, UInt64(0)) }, from: start, depth: depth, vocabulary: &vocabulary)
        case .optional(let inner):
            let end = try build(inner, from: start, depth: depth + 1, vocabulary: &vocabulary)
            if end != start { nfa.addEmpty(from: start, to: end) }
            return end
        case .rule(let name, let location):
            guard let rule = rules[name] else { throw failure("no rule named <\(name)>", at: location) }
            guard !expanding.contains(name) else { throw failure("rule <\(name)> refers to itself", at: location) }
            expanding.append(name)
            defer { expanding.removeLast() }
            return try build(rule.template, from: start, depth: depth + 1, vocabulary: &vocabulary)
        case .slot(let name, let location):
            guard let list = lists[name] else { throw failure("no list named {\(name)}", at: location) }
            guard !list.values.isEmpty else { throw failure("list {\(name)} has no values", at: location) }
            var choices: [(Template, UInt64)] = []
            for (value, forms) in list.values {
                choices.append((forms.template, try bit(list: name, value: value, at: location)))
            }
            return try branch(choices, from: start, depth: depth, vocabulary: &vocabulary)
        }
    }

    private mutating func branch(_ choices: [(Template, UInt64)], from start: Int32, depth: Int, vocabulary: inout Vocabulary) throws(GrammarDiagnostic) -> Int32 {
        let end = nfa.newState()
        for (choice, tags) in choices {
            var choiceStart = start
            if tags != 0 {
                choiceStart = nfa.newState()
                nfa.addEmpty(from: start, to: choiceStart, tags: tags)
            }
            let choiceEnd = try build(choice, from: choiceStart, depth: depth + 1, vocabulary: &vocabulary)
            nfa.addEmpty(from: choiceEnd, to: end)
        }
        return end
    }

    private mutating func bit(list: String, value: String, at location: GrammarLocation) throws(GrammarDiagnostic) -> UInt64 {
        if let index = slotBits.firstIndex(where: { $0.list == list && $0.value == value }) { return 1 << UInt64(index) }
        guard slotBits.count < 64 else { throw failure("a grammar may have at most 64 slot values", at: location) }
        slotBits.append((list, value))
        return 1 << UInt64(slotBits.count - 1)
    }

    /// A template word's tokens, normalised and interned once per distinct word.
    private mutating func tokens(of word: String, vocabulary: inout Vocabulary) -> [Int32] {
        if let cached = wordCache[word] { return cached }
        let tokens = Normaliser.normalise(word).map { vocabulary.intern($0) }
        wordCache[word] = tokens
        return tokens
    }

    private func failure(_ message: String, at location: GrammarLocation? = nil) -> GrammarDiagnostic {
        GrammarDiagnostic(location: location ?? current!.location, message: message, sourceLine: current?.sourceLine ?? "")
    }
}
