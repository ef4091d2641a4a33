import Glibc

/// How words are said, for the speech recogniser: the en-us dictionary that comes with pocketsphinx, plus
/// DashPilot's own entries for the grammar words it lacks (app names, "brb", "unpause" ...).
public struct Pronunciations: Sendable {
    /// Where Debian's `pocketsphinx-en-us` puts its model.
    public static let modelDirectory = "/usr/share/pocketsphinx/model/en-us"
    public static var acousticModel: String { modelDirectory + "/en-us" }
    public static var systemDictionary: String { modelDirectory + "/cmudict-en-us.dict" }
    public static var languageModel: String { modelDirectory + "/en-us.lm.bin" }
    public static var generalLanguageModel: String { modelDirectory + "/en-us.lm.bin" }

    /// Word -> its pronunciations (phones separated by spaces).
    public private(set) var entries: [String: [String]]

    public init(entries: [String: [String]]) { self.entries = entries }

    public func has(_ word: String) -> Bool { entries[word] != nil }

    /// The system dictionary with DashPilot's entries added, or nil when the dictionary is not installed.
    /// `only`, when given, limits the entries kept to those words: the whole dictionary is 135,000 words.
    public static func system(only: Set<String>? = nil) -> Pronunciations? {
        guard var dictionary = read(path: systemDictionary, only: only) else { return nil }
        for (word, phones) in extras where dictionary.entries[word] == nil {
            dictionary.entries[word] = phones
        }
        return dictionary
    }

    /// DashPilot's own entries: grammar words the system dictionary lacks. Parsed once: `listen` reads them for
    /// the grammar's dictionary, the second pass and the sound distance.
    public static let extras: [String: [String]] = parse(ExtraPronunciations.text)

    /// A dictionary file in the CMU format ("word  PH ON ES", alternates as "word(2)"), or nil if unreadable.
    public static func read(path: String, only: Set<String>? = nil) -> Pronunciations? {
        guard let bytes = fileBytes(path) else { return nil }
        return Pronunciations(entries: parse(String(decoding: bytes, as: UTF8.self), only: only))
    }

    /// A dictionary file's bytes, or nil if it cannot be opened.
    static func fileBytes(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
        }
        return bytes
    }

    static func parse(_ text: String, only: Set<String>? = nil) -> [String: [String]] {
        var entries: [String: [String]] = [:]
        for line in text.utf8.split(separator: UInt8(ascii: "\n")) {
            guard let space = line.firstIndex(where: { $0 == 0x20 || $0 == 0x09 }), line.first != UInt8(ascii: "#") else { continue }
            var wordBytes = line[..<space]
            if wordBytes.last == UInt8(ascii: ")"), let open = wordBytes.lastIndex(of: UInt8(ascii: "(")) {
                wordBytes = wordBytes[..<open]
            }
            let word = Substring(wordBytes)
            if let only, !only.contains(String(word)) { continue }
            let text = Substring(line)
            let gap = text.firstIndex(where: { $0 == " " || $0 == "\t" })!
            let phones = text[gap...].split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
            entries[String(word), default: []].append(phones)
        }
        return entries
    }

    /// `fsg` (sphinxbase's FSG format) with each transition on a word of several pronunciations repeated for
    /// each other one, under the name `dictionaryText` gives it ("read(2)", `name(of:alternate:)`). pocketsphinx would add these
    /// itself, but by a pass over every state for each such word, which took most of the grammar's load time.
    public func spellingAlternates(in fsg: String) -> String {
        var lines: [Substring] = []
        for line in fsg.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(line)
            guard line.hasPrefix("TRANSITION ") else { continue }
            let fields = line.split(separator: " ")
            guard fields.count == 5, let count = entries[String(fields[4])]?.count, count > 1 else { continue }
            let head = fields[0..<4].joined(separator: " ")
            for index in 1..<count { lines.append(Substring(head + " " + Self.name(of: String(fields[4]), alternate: index))) }
        }
        return lines.joined(separator: "\n")
    }

    /// A word's pronunciation number `alternate` (from 0) as the CMU format names it: "read", "read(2)".
    static func name(of word: String, alternate: Int) -> String {
        alternate == 0 ? word : "\(word)(\(alternate + 1))"
    }

    /// The word a pronunciation's name stands for: "read(2)" is "read".
    static func word(named name: String) -> String {
        guard name.hasSuffix(")"), let open = name.lastIndex(of: "(") else { return name }
        return String(name[..<open])
    }

    /// Dictionary lines for `words`, in the CMU format, for a decoder that needs only these.
    public func dictionaryText(for words: [String]) -> String {
        var lines: [String] = []
        for word in words {
            for (index, phones) in (entries[word] ?? []).enumerated() {
                lines.append(Self.name(of: word, alternate: index) + " " + phones)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
