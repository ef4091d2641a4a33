/// A compiled grammar: built once from template text, immutable, and safe to share between threads.
public struct Grammar: Sendable {
    struct Tables: Sendable {
        let vocabulary: Vocabulary
        let commands: TokenTrie
        let payloads: [IntentPayload]
        let removable: TokenTrie
        /// Fillers dropped only where they open a clause with words after them ("right").
        let leads: TokenTrie
        let vetoes: TokenTrie
        /// Phrases that keep only their own clause from being a command ("the door was answered").
        let clauseVetoes: TokenTrie
        /// Vetoes (also in `vetoes`) that refuse the whole sentence from any clause ("i declined it").
        let sentenceVetoes: TokenTrie
        let openers: TokenTrie
        let joiners: TokenTrie
        /// Phrases that take back what came before them; what follows may name the command meant instead.
        let retractions: TokenTrie
        /// Request frames, dropped like skip words; a `?` after one does not make a question.
        let requests: TokenTrie
        /// Words that begin a remark after a command, so the command may be found before it.
        let asides: TokenTrie
        let soundsLike: [SoundsLikeRule]
        let spellings: LazySpellings
    }

    /// The file the grammar came from, as given to `load` or `parse`.
    public let fileName: String
    /// Intent names in the order the grammar declares them.
    public let intentNames: [String]
    public let ruleCount: Int
    public let listCount: Int
    /// Distinct phrases the grammar accepts exactly, once every template is spelled out.
    public let phraseCount: Int
    let tables: Tables
    /// The grammar text, for exporting the grammar to other formats.
    let source: String

    init(fileName: String, intentNames: [String], ruleCount: Int, listCount: Int, phraseCount: Int, tables: Tables, source: String) {
        self.source = source
        self.fileName = fileName
        self.intentNames = intentNames
        self.ruleCount = ruleCount
        self.listCount = listCount
        self.phraseCount = phraseCount
        self.tables = tables
    }

    /// Reads and compiles the grammar file at `path`; any error refuses the whole file.
    public static func load(path: String) throws(GrammarLoadError) -> Grammar {
        let source: String
        do { source = try TextFile.read(path: path, limit: GrammarLimits.fileBytes) } catch {
            throw GrammarLoadError(
                GrammarDiagnostic(location: GrammarLocation(file: path, line: 1, column: 1), message: error.message),
                isUnreadable: error.isUnreadable)
        }
        return try parse(source: source, fileName: path)
    }

    /// Compiles grammar text; `fileName` is used in error positions.
    public static func parse(source: String, fileName: String) throws(GrammarLoadError) -> Grammar {
        guard source.utf8.count <= GrammarLimits.fileBytes else {
            throw GrammarLoadError(GrammarDiagnostic(location: GrammarLocation(file: fileName, line: 1, column: 1), message: "the file is larger than \(GrammarLimits.fileBytes) bytes"))
        }
        let (definition, diagnostics) = GrammarFileParser.parse(source: source, file: fileName)
        guard diagnostics.isEmpty else { throw GrammarLoadError(diagnostics: diagnostics) }
        return try GrammarCompiler.compile(definition, fileName: fileName, source: source).get()
    }

    /// The built-in English grammar, identical to Grammars/en.grammar. It is read from its compiled image,
    /// which takes a fraction of the time of compiling the text, so a one-shot command starts quickly.
    public static let english: Grammar = {
        if let image = GrammarImage.decode(EnglishGrammarImage.text, source: englishSource, fileName: "en.grammar") {
            return image
        }
        do {
            return try parse(source: EnglishGrammarSource.text, fileName: "en.grammar")
        } catch {
            fatalError("the built-in English grammar does not compile:\n\(error)")
        }
    }()

    /// The text of the built-in English grammar (Grammars/en.grammar), e.g. to print or to start a fleet's own.
    public static var englishSource: String { EnglishGrammarSource.text + "\n" }

    /// Recognises one sentence. With `tolerance`, a small misspelling or mishearing may still match
    /// when exactly one meaning is clearly closest.
    public func recognise(_ text: String, tolerance: Bool = true) -> Recognition {
        Recogniser(tables: tables).recognise(text, tolerance: tolerance)
    }

    /// Whether a retraction in the sentence takes back words said before it ("end my shift sorry i mean
    /// start my shift", "clock me out just kidding"), whatever follows it.
    public func takesBack(_ text: String) -> Bool {
        let sentence = Normaliser.analyse(text)
        guard !sentence.isTooLong else { return false }
        return HeardSentence(sentence, tables: tables).retraction?.tookBack == true
    }

    /// Verbs said bare only as a command ("start", "pause", "clock"): after "i am" they show the "i am" was an "um"
    /// heard so, and after words a recogniser hears for "don't" they show the "don't" was lost.
    public static let imperativeVerbs: Set<String> = [
        "start", "begin", "end", "stop", "finish", "pause", "resume", "unpause", "park", "drive", "clock", "log", "sign",
        "punch", "take", "accept", "mark", "wrap", "continue", "pick", "drop", "deliver", "shut", "hold", "quit", "put",
    ]

    /// A sentence that takes back words said before it, read in two.
    public struct Correction: Sendable {
        /// What the words taken back meant ("end my shift" in "end my shift sorry i mean start my shift").
        public let takenBack: Recognition
        /// The words after the retraction ("start my shift"), empty when none followed.
        public let after: String
        /// Whether those words are refused on their own ("wrong bag" is not; "i can't find it" is).
        public let afterIsRefused: Bool
    }

    /// The sentence read as a self-correction; nil when it takes nothing back.
    public func correction(_ text: String) -> Correction? {
        let sentence = Normaliser.analyse(text)
        guard !sentence.isTooLong else { return nil }
        let heard = HeardSentence(sentence, tables: tables)
        guard let retraction = heard.retraction, retraction.tookBack, retraction.resumesAt > 0 else { return nil }
        let after = heard.tokens[retraction.resumesAt...].joined(separator: " ")
        return Correction(
            takenBack: recognise(heard.tokens[..<retraction.resumesAt].joined(separator: " ")), after: after,
            afterIsRefused: recognise(after).isRefused)
    }
}

extension Grammar {
    /// The compiled grammar as text that `Grammar.english` reads back at start-up; written into
    /// Sources/Grammar/BuiltIn/EnglishGrammarImage.swift by Scripts/embed-grammar.
    public var compiledImage: String { GrammarImage.encode(self) }
}

extension Grammar {
    /// Reads back a `compiledImage`; nil when the text is not a readable image. `source` is the grammar text
    /// it was compiled from, kept for exporting.
    public static func fromCompiledImage(_ image: String, source: String, fileName: String) -> Grammar? {
        GrammarImage.decode(image, source: source, fileName: fileName)
    }
}
