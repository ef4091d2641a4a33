/// A fleet-sized grammar made up for the benchmark: thousands of distinct phrases over a vocabulary of a
/// few hundred words, and sentences drawn from it, with and without a slip.
enum GeneratedGrammar {
    static let verbs = ["start", "begin", "open", "close", "stop", "end", "pause", "resume", "check", "mark", "log", "report", "flag", "clear", "hold", "release", "load", "unload", "scan", "sort"]
    static let objects = ["pallet", "crate", "parcel", "trailer", "dock", "route", "manifest", "invoice", "shipment", "container", "tote", "cage", "bay", "lane", "zone", "batch", "order", "return", "label", "seal"]
    static let places = ["north", "south", "east", "west", "upper", "lower", "front", "rear", "inner", "outer", "main", "side", "cold", "dry", "bulk", "express", "night", "day", "spare", "overflow", "central", "annex", "yard", "depot", "hub"]
    static let intents = 40

    /// Grammar text with 20 x 20 x 25 = 10,000 distinct phrases, each line its own, spread over 40 intents.
    static func source() -> String {
        var lines = ["skip um | uh | please", ""]
        var byIntent = [[String]](repeating: [], count: intents)
        var index = 0
        for verb in verbs {
            for object in objects {
                for place in places {
                    byIntent[index % intents].append("    \(verb) the \(place) \(object)")
                    index += 1
                }
            }
        }
        for (number, phrases) in byIntent.enumerated() {
            lines.append("intent Task\(number)")
            lines += phrases
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `count` phrases of the grammar, spread evenly over it.
    static func sentences(_ count: Int) -> [String] {
        (0..<count).map { step in
            let index = step * 7919 % (verbs.count * objects.count * places.count)
            let verb = verbs[index / (objects.count * places.count)]
            let object = objects[index / places.count % objects.count]
            return "\(verb) the \(places[index % places.count]) \(object)"
        }
    }

    /// The sentence with a filler after "the" and the second and third letters of its last word swapped.
    static func slip(_ sentence: String) -> String {
        var words = sentence.split(separator: " ").map(String.init)
        var letters = Array(words[words.count - 1])
        letters.swapAt(1, 2)
        words[words.count - 1] = String(letters)
        words.insert("um", at: 1)
        return words.joined(separator: " ")
    }
}
