/// A compiled grammar written out as text and read back, so the built-in grammar ships already compiled:
/// reading the image costs a fraction of compiling the templates. Fields are separated by single spaces
/// or newlines; words never contain either. Trie edges, the bulk of an image, are packed (`PackedNumbers`).
enum GrammarImage {
    static let header = "dashpilot-grammar-image 7"

    static func encode(_ grammar: Grammar) -> String {
        var writer = Writer()
        writer.words(grammar.intentNames)
        writer.ints([grammar.ruleCount, grammar.listCount, grammar.phraseCount])
        let tables = grammar.tables
        writer.words(tables.vocabulary.words)
        writer.int(tables.payloads.count)
        for payload in tables.payloads {
            writer.word(payload.intent)
            let slots = payload.slots.sorted { $0.key < $1.key }
            writer.int(slots.count)
            for (key, value) in slots { writer.word(key); writer.word(value) }
        }
        for trie in [tables.commands, tables.removable, tables.vetoes, tables.openers, tables.joiners, tables.clauseVetoes, tables.retractions, tables.requests, tables.asides, tables.sentenceVetoes, tables.leads] {
            writer.trie(trie, words: tables.vocabulary.count)
        }
        writer.int(tables.soundsLike.count)
        for rule in tables.soundsLike {
            writer.words(rule.heard)
            writer.ints(rule.meant.map(Int.init), counted: true)
        }
        return header + "\n" + writer.lines.joined(separator: "\n")
    }

    /// The grammar in `text`, or nil when the text is not an image this version wrote.
    static func decode(_ text: String, source: String, fileName: String) -> Grammar? {
        var text = text
        // Read in place: copying the image's bytes out first would cost a pass over all of them.
        return text.withUTF8 { decode(bytes: $0, source: source, fileName: fileName) }
    }

    private static func decode(bytes: UnsafeBufferPointer<UInt8>, source: String, fileName: String) -> Grammar? {
        var reader = Reader(bytes)
        guard reader.line() == header else { return nil }
        guard let intents = reader.words(), let counts = reader.ints(3), let words = reader.words(),
              let payloadCount = reader.int(), (0..<1_000_000).contains(payloadCount) else { return nil }
        var vocabulary = Vocabulary(capacity: words.count)
        for word in words { _ = vocabulary.intern(word) }
        var payloads: [IntentPayload] = []
        for _ in 0..<payloadCount {
            guard let intent = reader.word(), let slotCount = reader.int(), (0..<64).contains(slotCount) else { return nil }
            var slots: [String: String] = [:]
            for _ in 0..<slotCount {
                guard let key = reader.word(), let value = reader.word() else { return nil }
                slots[key] = value
            }
            payloads.append(IntentPayload(intent: intent, slots: slots))
        }
        var tries: [TokenTrie] = []
        for _ in 0..<11 {
            // Veto tries carry a refusal kind where the command trie carries a meaning.
            guard let trie = reader.trie(words: words.count, payloads: max(payloads.count, Recognition.Refusal.allCases.count)) else { return nil }
            tries.append(trie)
        }
        guard let ruleCount = reader.int(), (0..<1_000_000).contains(ruleCount) else { return nil }
        var soundsLike: [SoundsLikeRule] = []
        for _ in 0..<ruleCount {
            guard let heard = reader.words(), let meant = reader.countedInts(),
                  meant.allSatisfy({ (0..<words.count).contains($0) }) else { return nil }
            soundsLike.append(SoundsLikeRule(heard: heard, meant: meant.map { Int32($0) }))
        }
        let tables = Grammar.Tables(
            vocabulary: vocabulary, commands: tries[0], payloads: payloads, removable: tries[1], leads: tries[10], vetoes: tries[2],
            clauseVetoes: tries[5], sentenceVetoes: tries[9], openers: tries[3], joiners: tries[4], retractions: tries[6], requests: tries[7], asides: tries[8], soundsLike: soundsLike,
            spellings: LazySpellings(commands: tries[0], vocabulary: vocabulary))
        return Grammar(fileName: fileName, intentNames: intents, ruleCount: counts[0], listCount: counts[1],
                       phraseCount: counts[2], tables: tables, source: source)
    }

    private struct Writer {
        var lines: [String] = []

        mutating func word(_ word: String) { lines.append(word) }
        mutating func int(_ value: Int) { lines.append(String(value)) }
        mutating func words(_ words: [String]) { lines.append(([String(words.count)] + words).joined(separator: " ")) }
        mutating func ints(_ values: [Int], counted: Bool = false) {
            lines.append(((counted ? [values.count] : []) + values).map(String.init).joined(separator: " "))
        }

        /// The state count, edge count and digit width, so a reader sizes its tables once; then one line per
        /// state: its payload (or -1), then, after a space, its edges packed as word id + 1 (0 is `*`) and target.
        mutating func trie(_ trie: TokenTrie, words: Int) {
            let width = PackedNumbers.width(below: max(words + 1, trie.nodeCount))
            ints([trie.nodeCount, trie.edgeCount, width])
            for node in 0..<Int32(trie.nodeCount) {
                var line = String(trie.payload(node) ?? -1)
                let labels = trie.labels(node)
                if !labels.isEmpty { line += " " }
                for label in labels {
                    line += PackedNumbers.encode(Int(label) + 1, width: width)
                    line += PackedNumbers.encode(Int(trie.child(node, label) ?? 0), width: width)
                }
                lines.append(line)
            }
        }
    }

    /// Reads fields from the image's bytes; every read checks its bounds, so a damaged image is nil, not a crash.
    private struct Reader {
        private let bytes: UnsafeBufferPointer<UInt8>
        private var index = 0

        init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        mutating func line() -> String? {
            let start = index
            while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            defer { index += 1 }
            return String(decoding: bytes[start..<min(index, bytes.count)], as: UTF8.self)
        }

        mutating func word() -> String? {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A { index += 1 }
            let start = index
            while index < bytes.count, bytes[index] != 0x20, bytes[index] != 0x0A { index += 1 }
            return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
        }

        mutating func int() -> Int? {
            var at = index
            let end = bytes.count
            while at < end, bytes[at] == 0x20 || bytes[at] == 0x0A { at += 1 }
            let negative = at < end && bytes[at] == 0x2D
            if negative { at += 1 }
            let start = at
            var value = 0
            // At most 18 digits, so the value cannot overflow.
            while at < end, at - start < 18 {
                let digit = bytes[at] &- 0x30
                if digit > 9 { break }
                value = value &* 10 &+ Int(digit)
                at += 1
            }
            index = at
            return at > start ? (negative ? -value : value) : nil
        }

        /// Reads one line per state into the buffers and returns how many edges it read, or nil if any field is
        /// damaged or there are more edges than the buffers hold.
        private mutating func states(
            _ payloadIds: UnsafeMutableBufferPointer<Int32>, _ sources: UnsafeMutableBufferPointer<Int32>,
            _ labels: UnsafeMutableBufferPointer<Int32>, _ targets: UnsafeMutableBufferPointer<Int32>,
            width: Int, words: Int, payloads: Int
        ) -> Int? {
            var edge = 0
            for node in 0..<payloadIds.count {
                guard let payload = int(), payload < payloads else { return nil }
                payloadIds[node] = Int32(max(payload, -1))
                // Local copies: the compiler cannot keep `index` in a register across writes to the buffers.
                let bytes = bytes, end = bytes.count
                var at = index
                if at < end, bytes[at] == 0x20 { at += 1 }
                while at < end, bytes[at] != 0x0A {
                    guard end - at >= 2 * width, edge < sources.count else { return nil }
                    var label = 0, target = 0, damage = 0
                    for offset in 0..<width {
                        let labelDigit = PackedNumbers.digit(bytes[at + offset])
                        let targetDigit = PackedNumbers.digit(bytes[at + width + offset])
                        damage |= labelDigit | targetDigit
                        label = label << 6 | labelDigit
                        target = target << 6 | targetDigit
                    }
                    guard damage < 64, label <= words, target > 0, target < payloadIds.count else { return nil }
                    at += 2 * width
                    sources[edge] = Int32(node)
                    labels[edge] = Int32(label - 1)
                    targets[edge] = Int32(target)
                    edge += 1
                }
                index = at
            }
            return edge
        }

        mutating func ints(_ count: Int) -> [Int]? {
            var values: [Int] = []
            for _ in 0..<count {
                guard let value = int() else { return nil }
                values.append(value)
            }
            return values
        }

        mutating func countedInts() -> [Int]? {
            guard let count = int(), count >= 0, count < 1_000_000 else { return nil }
            return ints(count)
        }

        mutating func words() -> [String]? {
            guard let count = int(), count >= 0, count < 10_000_000 else { return nil }
            var words: [String] = []
            words.reserveCapacity(count)
            for _ in 0..<count {
                guard let word = word() else { return nil }
                words.append(word)
            }
            return words
        }

        /// A trie whose word ids (or -1, for `*`) and payloads are in range and whose targets are its own states.
        mutating func trie(words: Int, payloads: Int) -> TokenTrie? {
            // Each state and edge takes at least two bytes, so a damaged count cannot ask for huge tables.
            guard let count = int(), count > 0, count <= bytes.count - index,
                  let edgeCount = int(), edgeCount >= 0, edgeCount <= bytes.count - index,
                  let width = int(), (1...4).contains(width) else { return nil }
            var payloadIds = [Int32](repeating: -1, count: count)
            var sources = [Int32](repeating: 0, count: edgeCount), labels = sources, targets = sources
            // Filled through raw buffers: appending checks capacity and uniqueness per edge, which was most of the cost.
            let read = payloadIds.withUnsafeMutableBufferPointer { payloadIds in
                sources.withUnsafeMutableBufferPointer { sources in
                    labels.withUnsafeMutableBufferPointer { labels in
                        targets.withUnsafeMutableBufferPointer { targets in
                            states(payloadIds, sources, labels, targets, width: width, words: words, payloads: payloads)
                        }
                    }
                }
            }
            guard read == edgeCount else { return nil }
            return TokenTrie(payloads: payloadIds, edgeSources: sources, edgeLabels: labels, edgeTargets: targets)
        }
    }
}
