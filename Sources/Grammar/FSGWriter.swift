/// Writes the decoder grammar as a finite-state grammar in sphinxbase's FSG format. Sentences sharing a
/// beginning or an ending share states, so the recogniser loads and searches a far smaller graph than the
/// same sentences written as JSGF, which it would spell out in full.
enum FSGWriter {
    struct Graph {
        var transitions: [(from: Int, to: Int, word: String?)] = []
        var stateCount = 0
        mutating func state() -> Int {
            stateCount += 1
            return stateCount - 1
        }
        /// A chain of words from `from` to `to`.
        mutating func chain(_ words: [String], from: Int, to: Int) {
            var current = from
            for (index, word) in words.enumerated() {
                let next = index == words.count - 1 ? to : state()
                transitions.append((current, next, word))
                current = next
            }
            if words.isEmpty { transitions.append((from, to, nil)) }
        }
    }

    /// Paths: a command; a refusal phrase before a command, after one or alone; a question opener before a
    /// command; one or more out-of-grammar words.
    static func write(commands: [[String]], refusals: [[String]], openers: [[String]], garbage: [String]) -> String {
        var graph = Graph()
        let start = graph.state(), final = graph.state()
        let commandStart = graph.state(), commandEnd = graph.state()
        addMinimalDAG(commands, from: commandStart, to: commandEnd, into: &graph)
        graph.transitions.append((start, commandStart, nil))
        graph.transitions.append((commandEnd, final, nil))
        let afterRefusal = graph.state()
        for phrase in refusals { graph.chain(phrase, from: start, to: afterRefusal) }
        if !refusals.isEmpty {
            graph.transitions.append((afterRefusal, commandStart, nil))
            graph.transitions.append((afterRefusal, final, nil))
            for phrase in refusals { graph.chain(phrase, from: commandEnd, to: final) }
        }
        for phrase in openers { graph.chain(phrase, from: start, to: commandStart) }
        if !garbage.isEmpty {
            let loop = graph.state()
            for word in garbage {
                graph.transitions.append((start, loop, word))
                graph.transitions.append((loop, loop, word))
            }
            graph.transitions.append((loop, final, nil))
        }
        var outDegree = [Int](repeating: 0, count: graph.stateCount)
        for transition in graph.transitions { outDegree[transition.from] += 1 }
        var lines = ["FSG_BEGIN dashpilot", "NUM_STATES \(graph.stateCount)", "START_STATE \(start)", "FINAL_STATE \(final)"]
        for transition in graph.transitions {
            // Each way out of a state is equally likely, as pocketsphinx makes JSGF alternatives.
            let probability = 1.0 / Double(outDegree[transition.from])
            lines.append("TRANSITION \(transition.from) \(transition.to) \(probability)" + (transition.word.map { " " + $0 } ?? ""))
        }
        lines.append("FSG_END")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The sentences as a minimal acyclic automaton from `from` to `to`: a trie whose equal endings are merged.
    static func addMinimalDAG(_ sentences: [[String]], from: Int, to: Int, into graph: inout Graph) {
        final class Node {
            var children: [String: Node] = [:]
            var ends = false
        }
        let root = Node()
        for sentence in sentences where !sentence.isEmpty {
            var node = root
            for word in sentence {
                if let child = node.children[word] { node = child } else {
                    let child = Node()
                    node.children[word] = child
                    node = child
                }
            }
            node.ends = true
        }
        // Bottom up, a node is identified by whether it ends and where each word leads.
        var ids: [ObjectIdentifier: Int] = [:]
        var signatures: [String: Int] = [:]
        var edges: [(Int, String, Int)] = []  // class -> word -> class
        var ending = Set<Int>()
        var leaves = Set<Int>()
        func classify(_ node: Node) -> Int {
            if let known = ids[ObjectIdentifier(node)] { return known }
            let children = node.children.keys.sorted().map { ($0, classify(node.children[$0]!)) }
            let signature = (node.ends ? "1" : "0") + children.map { "\($0.0)>\($0.1)" }.joined(separator: ",")
            let id: Int
            if let existing = signatures[signature] {
                id = existing
            } else {
                id = signatures.count
                signatures[signature] = id
                for (word, child) in children { edges.append((id, word, child)) }
                if node.ends { ending.insert(id) }
                if children.isEmpty { leaves.insert(id) }
            }
            ids[ObjectIdentifier(node)] = id
            return id
        }
        let rootClass = classify(root)
        var stateOf: [Int: Int] = [rootClass: from]
        func state(_ cls: Int) -> Int {
            if let known = stateOf[cls] { return known }
            let made = graph.state()
            stateOf[cls] = made
            return made
        }
        for (source, word, target) in edges {
            // A word that ends a sentence also leads straight to the end, so no empty transitions are needed.
            if ending.contains(target) { graph.transitions.append((state(source), to, word)) }
            if !leaves.contains(target) { graph.transitions.append((state(source), state(target), word)) }
        }
    }
}
