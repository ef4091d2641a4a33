/// A sound-alike key for English words in the manner of Metaphone: words that a speech recogniser or a hurried
/// typist spells differently but that sound the same share a key ("resoom" and "resume", "klok" and "clock",
/// "paws" and "pause", "stat" and "start" in a non-rhotic accent). Vowels after the first letter, doubled
/// letters, silent letters and an `r` that no vowel follows are dropped; letters that sound alike are merged.
enum PhoneticKey {
    static func key(_ word: String) -> String {
        let letters = Array(word.utf8)
        guard !letters.isEmpty, letters.allSatisfy({ (0x61...0x7A).contains($0) }) else { return "" }
        func at(_ index: Int) -> UInt8 { index >= 0 && index < letters.count ? letters[index] : 0 }
        func isVowel(_ byte: UInt8) -> Bool { "aeiouy".utf8.contains(byte) }
        var key: [UInt8] = []
        func emit(_ byte: UInt8) { if key.last != byte { key.append(byte) } }
        var index = 0
        // Silent first letters: "kn", "gn", "pn", "wr", "ps".
        if ["kn", "gn", "pn", "wr", "ps"].contains(String(decoding: letters.prefix(2), as: UTF8.self)) { index = 1 }
        if isVowel(at(0)) { key.append(UInt8(ascii: "a")); index = 1 }
        while index < letters.count {
            let letter = letters[index], next = at(index + 1)
            defer { index += 1 }
            switch letter {
            case UInt8(ascii: "a"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "o"), UInt8(ascii: "u"):
                continue
            case UInt8(ascii: "y"), UInt8(ascii: "w"):
                // Sounded before a vowel anywhere: "carwash" is not "coche".
                if isVowel(next) { emit(letter) }
            case UInt8(ascii: "h"):
                if index == 0 && isVowel(next) { emit(letter) }
            case UInt8(ascii: "c"):
                if next == UInt8(ascii: "h") { emit(UInt8(ascii: "x")); index += 1 }
                else if "eiy".utf8.contains(next) { emit(UInt8(ascii: "s")) }
                else { emit(UInt8(ascii: "k")) }
            case UInt8(ascii: "s"):
                if next == UInt8(ascii: "h") { emit(UInt8(ascii: "x")); index += 1 } else { emit(UInt8(ascii: "s")) }
            case UInt8(ascii: "z"): emit(UInt8(ascii: "s"))
            case UInt8(ascii: "q"): emit(UInt8(ascii: "k"))
            case UInt8(ascii: "x"): emit(UInt8(ascii: "k")); emit(UInt8(ascii: "s"))
            case UInt8(ascii: "p"):
                if next == UInt8(ascii: "h") { emit(UInt8(ascii: "f")); index += 1 } else { emit(letter) }
            case UInt8(ascii: "t"):
                if next == UInt8(ascii: "h") { emit(UInt8(ascii: "0")); index += 1 } else { emit(letter) }
            case UInt8(ascii: "g"):
                if next == UInt8(ascii: "h") { index += 1 }
                else if "eiy".utf8.contains(next) { emit(UInt8(ascii: "j")) }
                else { emit(UInt8(ascii: "k")) }
            case UInt8(ascii: "d"):
                if next == UInt8(ascii: "g") && "eiy".utf8.contains(at(index + 2)) { emit(UInt8(ascii: "j")); index += 1 } else { emit(letter) }
            case UInt8(ascii: "r"):
                // Non-rhotic speech drops an r no vowel follows ("stat" for "start").
                if isVowel(next) { emit(letter) }
            case UInt8(ascii: "k"):
                emit(letter)
            default:
                emit(letter)
            }
        }
        return String(decoding: key, as: UTF8.self)
    }

    /// Prefixes and suffixes that turn a word into its opposite ("undelivered", "unparked", "pointless", "couldnt").
    static let negatingPrefixes = ["un", "non", "dis", "mis"]
    static let negatingSuffixes = ["less", "nt"]
    /// "nt" negates only an auxiliary written without its apostrophe ("couldnt"): "decent" and "parent" are words.
    static let auxiliariesBeforeNt: Set<String> = [
        "do", "does", "did", "is", "are", "was", "were", "has", "have", "had", "could", "would", "should", "must", "need",
        "might", "ca", "wo", "ai",
    ]

    /// The negating prefix or suffix `word` has, when enough is left beside it to be a word.
    private static func negatingAffix(of word: String) -> (affix: String, isPrefix: Bool)? {
        for prefix in negatingPrefixes where word.hasPrefix(prefix) && word.utf8.count >= prefix.utf8.count + 4 {
            return (prefix, true)
        }
        for suffix in negatingSuffixes where word.hasSuffix(suffix) && word.utf8.count >= suffix.utf8.count + 4 {
            if suffix == "nt", !auxiliariesBeforeNt.contains(String(word.dropLast(2))) { continue }
            return (suffix, false)
        }
        return nil
    }

    /// Whether respelling `word` as `candidate` keeps its negating prefix or suffix, if it has one:
    /// "unpasue" may be "unpause", but "undelivered" is never "delivered".
    static func keepsNegation(_ word: String, _ candidate: String) -> Bool {
        guard let found = negatingAffix(of: word) else { return true }
        return found.isPrefix ? candidate.hasPrefix(found.affix) : candidate.hasSuffix(found.affix)
    }

    /// The word without a negating prefix or suffix, when it has one and enough is left to be a word.
    static func negatedStem(_ word: String) -> String? {
        guard let found = negatingAffix(of: word) else { return nil }
        return found.isPrefix ? String(word.dropFirst(found.affix.count)) : String(word.dropLast(found.affix.count))
    }
}
