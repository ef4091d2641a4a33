extension Grammar {
    /// Up to `limit` phrases the grammar accepts, shortest first, e.g. for listing what can be said.
    public func phrases(limit: Int) -> [String] {
        completions(prefix: "", limit: limit)
    }

    /// Up to `limit` phrases starting with what has been typed so far, shortest first, for Tab completion.
    /// A prefix not ending in a space may stop inside its last word ("start my sh" -> "start my shift").
    public func completions(prefix: String, limit: Int) -> [String] {
        let tokens = Normaliser.normalise(prefix)
        let endsInsideWord = !(prefix.last.map { $0 == " " } ?? true) && !tokens.isEmpty
        let whole = endsInsideWord ? tokens.dropLast() : tokens[...]
        var node = TokenTrie.root
        for token in whole {
            guard let next = tables.commands.child(node, tables.vocabulary.id(of: token)) else { return [] }
            node = next
        }
        let commands = tables.commands
        var frontier: [(Int32, [Int32])] = [(node, [])]
        if endsInsideWord {
            frontier = commands.labels(node).compactMap { label in
                guard tables.vocabulary.word(label).hasPrefix(tokens.last!) else { return nil }
                return commands.child(node, label).map { ($0, [label]) }
            }
        }
        var found: [String] = []
        var depth = 0
        // Breadth first, so the shortest phrases come first; the frontier is capped to keep this cheap.
        while !frontier.isEmpty, found.count < limit, depth <= GrammarLimits.tokensPerPhrase {
            var next: [(Int32, [Int32])] = []
            for (state, path) in frontier where found.count < limit {
                if commands.payload(state) != nil {
                    found.append((whole + path.map { tables.vocabulary.word($0) }).joined(separator: " "))
                }
                for label in commands.labels(state) where next.count < limit * 64 {
                    if let child = commands.child(state, label) { next.append((child, path + [label])) }
                }
            }
            frontier = next
            depth += 1
        }
        return found
    }

    /// Phrase counts per meaning ("RecordDeliveryEvent event=pickedUp"), in grammar order.
    func phraseCountsByMeaning() -> [(String, Int)] {
        let commands = tables.commands
        let meanings = tables.payloads.count
        var memo: [[Int]?] = Array(repeating: nil, count: commands.nodeCount)
        func counts(_ node: Int32) -> [Int] {
            if let known = memo[Int(node)] { return known }
            var total = [Int](repeating: 0, count: meanings)
            if let payload = commands.payload(node) { total[Int(payload)] = 1 }
            for label in commands.labels(node) {
                guard let child = commands.child(node, label) else { continue }
                for (index, count) in counts(child).enumerated() { total[index] = min(total[index] + count, Int.max / 2) }
            }
            memo[Int(node)] = total
            return total
        }
        return zip(tables.payloads.map(\.label), counts(TokenTrie.root)).map { ($0, $1) }
    }

    /// The grammar in JSGF, for limiting a speech recogniser to what DashPilot understands.
    public func exportJSGF() -> String {
        JSGFExporter.export(GrammarFileParser.parse(source: source, file: fileName).0)
    }
}
