import Glibc

/// The whole system pronouncing dictionary, read once and searched in place: the second pass's transcript
/// may hold any of its 135,000 words, and a table of them all would cost more than the search.
public final class PronouncingDictionary: Sendable {
    private let bytes: [UInt8]
    /// Where each word's first pronunciation line starts, in byte order of the words.
    private let lines: [Int32]
    private let extras: [String: [String]]

    /// The system dictionary with DashPilot's own entries, or nil when it is not installed.
    public convenience init?(path: String = Pronunciations.systemDictionary) {
        guard let bytes = Pronunciations.fileBytes(path) else { return nil }
        self.init(bytes: bytes, extras: Pronunciations.extras)
    }

    init(bytes: [UInt8], extras: [String: [String]]) {
        self.bytes = bytes
        self.extras = extras
        var lines: [Int32] = []
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            // An alternate ("read(2)") is not the word's first pronunciation.
            let word = Self.word(in: bytes, from: start)
            if !word.isEmpty, !bytes[word].contains(UInt8(ascii: "(")) { lines.append(Int32(start)) }
            start = end + 1
        }
        // The file is sorted nearly but not wholly by bytes; the search needs it wholly.
        let sorted = zip(lines, lines.dropFirst()).allSatisfy { pair in
            !bytes[Self.word(in: bytes, from: Int(pair.1))].lexicographicallyPrecedes(bytes[Self.word(in: bytes, from: Int(pair.0))])
        }
        self.lines = sorted ? lines : lines.sorted { a, b in
            bytes[Self.word(in: bytes, from: Int(a))].lexicographicallyPrecedes(bytes[Self.word(in: bytes, from: Int(b))])
        }
    }

    /// The word's first pronunciation, phone by phone, or nil.
    public func phones(of word: String) -> [Substring]? {
        if let extra = extras[word]?.first { return extra.split(separator: " ") }
        let key = Array(word.utf8)
        var low = 0, high = lines.count
        while low < high {
            let middle = (low + high) / 2
            let found = bytes[Self.word(in: bytes, from: Int(lines[middle]))]
            if found.elementsEqual(key) {
                let start = Int(lines[middle])
                let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                let line = String(decoding: bytes[start..<end], as: UTF8.self)
                return Array(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst())
            }
            if found.lexicographicallyPrecedes(key) { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// The range of the word opening the line at `start`.
    private static func word(in bytes: [UInt8], from start: Int) -> Range<Int> {
        var end = start
        while end < bytes.count, bytes[end] != 0x20, bytes[end] != 0x09, bytes[end] != 0x0A { end += 1 }
        return start..<end
    }
}

/// How different two transcripts of the same audio sound: the edit distance between their phones, over the
/// number of phones in the first. Two decoders that heard the same speech write it with near-identical
/// sounds even when their words differ ("okay start my shift", "okay spark my shift").
public enum SoundDistance {
    public static func between(_ heard: String, _ other: String, dictionary: PronouncingDictionary) -> Double {
        let first = phones(heard, dictionary), second = phones(other, dictionary)
        guard !first.isEmpty else { return second.isEmpty ? 0 : 1 }
        return Double(editDistance(first, second)) / Double(first.count)
    }

    /// Each word's first pronunciation; a word the dictionary lacks counts as its letters, one phone each.
    static func phones(_ transcript: String, _ dictionary: PronouncingDictionary) -> [Substring] {
        transcript.split(separator: " ").flatMap { word in
            dictionary.phones(of: String(word)) ?? word.map { Substring(String($0)) }
        }
    }

    static func editDistance(_ a: [Substring], _ b: [Substring]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            current.reserveCapacity(b.count + 1)
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
