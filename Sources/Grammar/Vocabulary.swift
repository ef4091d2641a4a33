/// Every word a grammar uses, numbered, so the matcher compares integers instead of strings.
struct Vocabulary: Sendable {
    /// A word the grammar does not know; a template's `*` reads one such word.
    static let unknown: Int32 = -1
    static let anyWordSpelling = "*"
    private(set) var words: [String] = []
    private var ids: [String: Int32] = [:]
    /// Word ids grouped by length in bytes, for finding near spellings without scanning every word.
    private(set) var idsByLength: [[Int32]] = []

    mutating func intern(_ word: String) -> Int32 {
        if let id = ids[word] { return id }
        let id = Int32(words.count)
        words.append(word)
        ids[word] = id
        let length = word.utf8.count
        while idsByLength.count <= length { idsByLength.append([]) }
        idsByLength[length].append(id)
        return id
    }

    func id(of word: String) -> Int32 { ids[word] ?? Self.unknown }

    func word(_ id: Int32) -> String { id < 0 ? Self.anyWordSpelling : words[Int(id)] }

    var count: Int { words.count }
}
