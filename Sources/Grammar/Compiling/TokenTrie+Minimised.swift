extension TokenTrie {
    /// The same automaton with equivalent states merged: two states are one when they accept with the same
    /// payload and move on each word to states that are one. The subset construction shares prefixes but
    /// repeats equal endings ("... my shift", "... for the day") once per way of reaching them, so merging
    /// them shrinks the built-in image and the time to read it. The automaton has no cycles (a template
    /// cannot repeat), so classes are found in one pass from the ends back; edges keep their first order.
    func minimised() -> TokenTrie {
        var classOf = [Int32](repeating: -1, count: nodeCount)
        var representative: [Int32] = []
        var classes: [[Int32]: Int32] = [:]
        // Iterative post-order: a state is classed once all its children are.
        var stack: [(node: Int32, expanded: Bool)] = [(Self.root, false)]
        while let (node, expanded) = stack.popLast() {
            if classOf[Int(node)] >= 0 { continue }
            let children = labels(node).compactMap { label in child(node, label).map { (label, $0) } }
            if !expanded {
                stack.append((node, true))
                for (_, next) in children where classOf[Int(next)] < 0 { stack.append((next, false)) }
                continue
            }
            var signature: [Int32] = [payload(node) ?? -1]
            for (label, next) in children.sorted(by: { $0.0 < $1.0 }) {
                signature.append(label)
                signature.append(classOf[Int(next)])
            }
            if let known = classes[signature] {
                classOf[Int(node)] = known
            } else {
                let id = Int32(representative.count)
                classes[signature] = id
                representative.append(node)
                classOf[Int(node)] = id
            }
        }
        // Number the classes breadth first from the root's, so the root stays state 0.
        var newID = [Int32](repeating: -1, count: representative.count)
        var order: [Int32] = [classOf[Int(Self.root)]]
        newID[Int(order[0])] = 0
        var index = 0
        while index < order.count {
            let node = representative[Int(order[index])]
            for label in labels(node) {
                guard let next = child(node, label) else { continue }
                let target = classOf[Int(next)]
                if newID[Int(target)] < 0 {
                    newID[Int(target)] = Int32(order.count)
                    order.append(target)
                }
            }
            index += 1
        }
        var trie = TokenTrie()
        for _ in 1..<order.count { _ = trie.addNode() }
        for (id, kind) in order.enumerated() {
            let node = representative[Int(kind)]
            if let payload = payload(node) { trie.setPayload(payload, of: Int32(id)) }
            for label in labels(node) {
                guard let next = child(node, label) else { continue }
                trie.addEdge(from: Int32(id), token: label, to: newID[Int(classOf[Int(next)])])
            }
        }
        return trie
    }
}
