import Foundation

/// One `--json` reply, decoded.
public struct JSONReply: Equatable {
    public var input: String?
    public var intent: String?
    public var slots: [String: String]
    public var outcome: String
    public var sentence: String
    public var at: String
    /// The `suggestion` object of an `asked` reply; nil when the line has none.
    public var suggestion: Suggestion?

    public struct Suggestion: Equatable {
        public var intent: String?
        public var slots: [String: String]?
        public var phrase: String?

        public init(intent: String?, slots: [String: String]?, phrase: String?) {
            self.intent = intent
            self.slots = slots
            self.phrase = phrase
        }
    }

    public init(line: String) throws {
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
        input = object["input"] as? String
        intent = object["intent"] as? String
        slots = object["slots"] as? [String: String] ?? [:]
        outcome = object["outcome"] as? String ?? "?"
        sentence = object["sentence"] as? String ?? "?"
        at = object["at"] as? String ?? "?"
        suggestion = (object["suggestion"] as? [String: Any]).map { found in
            Suggestion(intent: found["intent"] as? String, slots: found["slots"] as? [String: String], phrase: found["phrase"] as? String)
        }
    }
}
