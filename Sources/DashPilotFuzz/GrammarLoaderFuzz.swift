import Grammar

/// One fuzz input for the grammar loader: the bytes as a grammar file. A file that loads is also asked to
/// recognise its own first line and a few everyday sentences, so the compiled automaton is exercised too.
public enum GrammarLoaderFuzz {
    static let probes = ["start my shift", "picked up", "i am parked", "", "a b c d e f g"]

    public static func run(_ bytes: UnsafeRawBufferPointer) {
        let source = String(decoding: bytes, as: UTF8.self)
        guard let grammar = try? Grammar.parse(source: source, fileName: "fuzz.grammar") else { return }
        let firstLine = String(source.prefix { $0 != "\n" })
        for sentence in probes + [firstLine] {
            _ = grammar.recognise(sentence, tolerance: true)
            _ = grammar.recognise(sentence, tolerance: false)
        }
    }
}
