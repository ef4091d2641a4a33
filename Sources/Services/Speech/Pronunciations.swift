import Glibc

/// How words are said, for the speech recogniser: the en-us dictionary that comes with pocketsphinx, plus
/// DashPilot's own entries for the grammar words it lacks (app names, "brb", "unpause" ...).
public struct Pronunciations: Sendable {
    /// Where Debian's `pocketsphinx-en-us` puts its model.
    public static let modelDirectory = "/usr/share/pocketsphinx/model/en-us"
    public static var acousticModel: String { modelDirectory + "/en-us" }
    public static var systemDictionary: String { modelDirectory + "/cmudict-en-us.dict" }
    public static var generalLanguageModel: String { modelDirectory + "/en-us.lm.bin" }

    /// Word -> its pronunciations (phones separated by spaces).
    public private(set) var entries: [String: [String]]

    public init(entries: [String: [String]]) { self.entries = entries }

    public func has(_ word: String) -> Bool { entries[word] != nil }

    /// The system dictionary with DashPilot's entries added, or nil when the dictionary is not installed.
    public static func system() -> Pronunciations? {
        guard var dictionary = read(path: systemDictionary) else { return nil }
        for (word, phones) in parse(ExtraPronunciations.text) where dictionary.entries[word] == nil {
            dictionary.entries[word] = phones
        }
        return dictionary
    }

    /// A dictionary file in the CMU format ("word  PH ON ES", alternates as "word(2)"), or nil if unreadable.
    public static func read(path: String) -> Pronunciations? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
        }
        return Pronunciations(entries: parse(String(decoding: bytes, as: UTF8.self)))
    }

    static func parse(_ text: String) -> [String: [String]] {
        var entries: [String: [String]] = [:]
        for line in text.split(separator: "\n") {
            guard let space = line.firstIndex(where: { $0 == " " || $0 == "\t" }), !line.hasPrefix("#") else { continue }
            var word = line[..<space]
            if word.hasSuffix(")"), let open = word.lastIndex(of: "(") { word = word[..<open] }
            let phones = line[space...].split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
            entries[String(word), default: []].append(phones)
        }
        return entries
    }

    /// Dictionary lines for `words`, in the CMU format, for a decoder that needs only these.
    public func dictionaryText(for words: [String]) -> String {
        var lines: [String] = []
        for word in words {
            for (index, phones) in (entries[word] ?? []).enumerated() {
                lines.append((index == 0 ? word : "\(word)(\(index + 1))") + " " + phones)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
