import Synchronization

/// The spelling index, built the first time tolerance needs it: most sentences match exactly, and a
/// one-shot command should not pay for indexing the vocabulary at start-up.
final class LazySpellings: Sendable {
    private let commands: TokenTrie
    private let vocabulary: Vocabulary
    private let built = Mutex<Spellings?>(nil)

    init(commands: TokenTrie, vocabulary: Vocabulary) {
        self.commands = commands
        self.vocabulary = vocabulary
    }

    var value: Spellings {
        built.withLock { spellings in
            if let spellings { return spellings }
            let index = Spellings(commands: commands, vocabulary: vocabulary)
            spellings = index
            return index
        }
    }
}
