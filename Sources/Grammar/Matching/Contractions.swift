/// Spellings a driver or a speech recogniser uses for the same words, reduced to one form so that a grammar
/// written with "i am" also hears "I'm", "im" and "I’m".
enum Contractions {
    /// Whole-word forms, including apostrophe-less typing ("im", "dont").
    static let words: [String: [String]] = [
        "im": ["i", "am"], "i'm": ["i", "am"], "ima": ["i", "am", "going", "to"],
        "ive": ["i", "have"], "i've": ["i", "have"], "i'd": ["i", "would"], "i'll": ["i", "will"],
        "dont": ["do", "not"], "don't": ["do", "not"], "doesnt": ["does", "not"],
        "didnt": ["did", "not"], "cant": ["can", "not"], "can't": ["can", "not"], "cannot": ["can", "not"],
        "wont": ["will", "not"], "won't": ["will", "not"], "isnt": ["is", "not"], "arent": ["are", "not"],
        "wasnt": ["was", "not"], "havent": ["have", "not"], "hasnt": ["has", "not"],
        "shouldnt": ["should", "not"], "couldnt": ["could", "not"], "wouldnt": ["would", "not"],
        // Cut before the t, as a recogniser hears them ("i haven picked it up"): still a negation.
        "didn": ["did", "not"], "doesn": ["does", "not"], "haven": ["have", "not"], "hasn": ["has", "not"],
        "isn": ["is", "not"], "wasn": ["was", "not"], "aren": ["are", "not"], "weren": ["were", "not"],
        "couldn": ["could", "not"], "wouldn": ["would", "not"], "shouldn": ["should", "not"],
        "ain't": ["is", "not"], "aint": ["is", "not"], "shan't": ["shall", "not"],
        "thats": ["that", "is"], "whats": ["what", "is"], "hows": ["how", "is"], "wheres": ["where", "is"],
        "lets": ["let", "us"], "let's": ["let", "us"], "youre": ["you", "are"], "theyre": ["they", "are"],
        "wanna": ["want", "to"], "gotta": ["got", "to"], "lemme": ["let", "me"], "gimme": ["give", "me"],
        "ok": ["okay"], "o'clock": ["oclock"], "y'all": ["you", "all"],
        // Texting shorthand: "stopped n parked", "done w this one", "bak in the car", "handed off to cust", "gave it to cx",
        // "back in veh", "back in car omw", "accepted new ord".
        "n": ["and"], "w": ["with"], "bak": ["back"], "cust": ["customer"], "cx": ["customer"], "veh": ["vehicle"],
        "omw": ["on", "my", "way"], "ord": ["order"],
    ]

    /// Endings after an apostrophe, tried when the whole word is not listed ("bag's" -> "bag is").
    static let suffixes: [(String, [String])] = [
        ("n't", ["not"]), ("'re", ["are"]), ("'m", ["am"]), ("'ll", ["will"]),
        ("'ve", ["have"]), ("'d", ["would"]), ("'s", ["is"]),
    ]

    /// Words whose 'd is "would" or "had".
    static let pronouns: Set<String> = ["i", "you", "he", "she", "we", "they", "it", "that", "who", "there", "what", "where", "how"]

    /// The tokens a single raw word stands for.
    static func expand(_ word: String) -> [String] {
        if let listed = words[word] { return listed }
        guard word.contains("'") else { return [word] }
        for (suffix, replacement) in suffixes where word.hasSuffix(suffix) && word.count > suffix.count {
            var stem = String(word.dropLast(suffix.count))
            if suffix == "n't", stem == "ca" || stem == "wo" { stem = stem == "ca" ? "can" : "will" }
            // After anything but a pronoun, 'd marks the past as typed: "pu'd", "rts'd" (picked up, returned).
            if suffix == "'d", !Self.pronouns.contains(stem) { return [stem.filter { $0 != "'" }] }
            return [stem.filter { $0 != "'" }] + replacement
        }
        let bare = word.filter { $0 != "'" }
        return bare.isEmpty ? [] : [bare]
    }
}
