/// The part of a `DecoderGrammar` a recogniser needs (its FSG, its words, the out-of-grammar loop's words,
/// and the `CommandLanguageModel` sampled from it), written as plain text so it can be kept between starts: building it spells out and checks tens of
/// thousands of sentences, reading it back costs a few milliseconds.
///
/// The text is a header line naming the format and its version, then counted sections (`words N` and N lines,
/// `garbage N` and N lines, `fsg B` and B bytes, `lm B` and B bytes), then `end` and an FNV-1a hash of everything before it.
/// Reading gives nil for anything else, so a truncated or damaged entry is never half used.
public struct DecoderGrammarCacheEntry: Equatable, Sendable {
    /// Changes whenever the text, or the way a decoder grammar is built, changes meaning.
    public static let formatVersion = 7
    static var header: String { "dashpilot-decoder-grammar \(formatVersion)" }

    public let fsg: String
    public let words: [String]
    public let garbageWords: Set<String>
    /// The second pass's model of the grammar's sentences, ARPA text (`CommandLanguageModel`).
    public let languageModel: String

    public init(
        fsg: String, words: [String], garbageWords: Set<String>, languageModel: String = ""
    ) {
        self.fsg = fsg
        self.words = words
        self.garbageWords = garbageWords
        self.languageModel = languageModel
    }

    public init(_ grammar: DecoderGrammar) {
        self.init(
            fsg: grammar.fsg, words: grammar.words, garbageWords: grammar.garbageWords,
            languageModel: CommandLanguageModel(fsg: grammar.fsg, garbageWords: grammar.garbageWords).arpa)
    }

    /// The entry as text; `init?(encoded:)` reads it back.
    public var encoded: String {
        var body = Self.header + "\n"
        body += "words \(words.count)\n"
        for word in words { body += word + "\n" }
        body += "garbage \(garbageWords.count)\n"
        for word in garbageWords.sorted() { body += word + "\n" }
        body += "fsg \(fsg.utf8.count)\n" + fsg + "\n"
        body += "lm \(languageModel.utf8.count)\n" + languageModel + "\n"
        return body + "end " + Self.checksum(Array(body.utf8)) + "\n"
    }

    /// Reads an entry written by `encoded`; nil when the text is of another format or version, truncated,
    /// or altered in any way the checksum sees.
    public init?(encoded text: String) {
        let bytes = Array(text.utf8)
        // The trailer: "end <16 hex digits>\n", hashing every byte before it.
        let trailerLength = "end ".utf8.count + 16 + 1
        guard bytes.count > trailerLength, bytes.last == UInt8(ascii: "\n") else { return nil }
        let bodyEnd = bytes.count - trailerLength
        let trailer = String(decoding: bytes[bodyEnd...], as: UTF8.self)
        guard trailer == "end " + Self.checksum(Array(bytes[..<bodyEnd])) + "\n" else { return nil }

        var reader = LineReader(bytes: bytes[..<bodyEnd])
        guard reader.line() == Self.header,
            let words = reader.words(section: "words"),
            let garbage = reader.words(section: "garbage"),
            let fsgCount = reader.count(section: "fsg"),
            let fsg = reader.bytes(fsgCount), reader.line() == "",
            let modelCount = reader.count(section: "lm"),
            let model = reader.bytes(modelCount), reader.line() == "", reader.atEnd
        else { return nil }
        self.init(
            fsg: fsg, words: words, garbageWords: Set(garbage), languageModel: model)
    }

    static func checksum(_ bytes: [UInt8]) -> String {
        var hash = FNV1a64()
        hash.add(bytes)
        return hash.hex
    }

    /// Reads lines and counted runs of bytes from the body, refusing anything out of place.
    private struct LineReader {
        let bytes: ArraySlice<UInt8>
        var position: Int

        init(bytes: ArraySlice<UInt8>) {
            self.bytes = bytes
            position = bytes.startIndex
        }

        var atEnd: Bool { position == bytes.endIndex }

        /// The next line without its newline; nil when no complete line is left.
        mutating func line() -> String? {
            guard let newline = bytes[position...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            defer { position = newline + 1 }
            return String(validating: bytes[position..<newline], as: UTF8.self)
        }

        /// `name N`, N not negative.
        mutating func count(section name: String) -> Int? {
            guard let line = line(), line.hasPrefix(name + " "),
                let count = Int(line.dropFirst(name.count + 1)), count >= 0
            else { return nil }
            return count
        }

        /// A counted section of words, each one line of at least one character and no spaces.
        mutating func words(section name: String) -> [String]? {
            guard let count = count(section: name), count <= bytes.endIndex - position else { return nil }
            var words: [String] = []
            words.reserveCapacity(count)
            for _ in 0..<count {
                guard let word = line(), !word.isEmpty, !word.contains(where: \.isWhitespace) else { return nil }
                words.append(word)
            }
            return words
        }

        mutating func bytes(_ count: Int) -> String? {
            guard count <= bytes.endIndex - position else { return nil }
            defer { position += count }
            return String(validating: bytes[position..<position + count], as: UTF8.self)
        }
    }
}

/// The 64-bit FNV-1a hash: quick, and enough to tell one cache key or one entry's text from another
/// (http://www.isthe.com/chongo/tech/comp/fnv/). Not for anything an attacker chooses.
public struct FNV1a64: Sendable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
    }

    /// Adds `text` followed by a NUL, so that ("ab", "c") and ("a", "bc") hash differently.
    public mutating func add(_ text: String) {
        add(text.utf8)
        add(CollectionOfOne(0))
    }

    public mutating func add(_ number: Int64) {
        add(String(number))
    }

    /// Sixteen lowercase hex digits.
    public var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

extension Grammar {
    /// The grammar text this grammar was compiled from, so a cache can tell an edited grammar from the one
    /// it was built for.
    public var sourceText: String { source }
}
