import Grammar

/// The one-line JSON object `dashpilot parse --json` writes for each sentence, in the same compact form
/// and with the same escaping as every other `--json` line.
public enum ParseJSON {
    /// `{"input", "intent" (or null), "slots", "matched" (or null), "refused" (why a sentence was refused:
    /// question, negation, plan, retraction or other; null when it was not)}` in that order.
    public static func line(input: String, recognition: Recognition) -> String {
        object(input: input, recognition: recognition).rendered
    }

    /// The same object, for a caller that adds members (`listen --parse --json`).
    public static func object(input: String, recognition: Recognition) -> JSONObject {
        switch recognition {
        case .match(let intent, let slots, let matched):
            JSONObject([
                "input": .string(input), "intent": .string(intent),
                "slots": .object(JSONObject(sortedStrings: slots)), "matched": .string(matched), "refused": .null,
            ])
        case .noMatch:
            JSONObject(["input": .string(input), "intent": .null, "slots": .object(JSONObject()), "matched": .null, "refused": .null])
        case .refused(_, let reason):
            JSONObject([
                "input": .string(input), "intent": .null, "slots": .object(JSONObject()), "matched": .null,
                "refused": .string(reason.rawValue),
            ])
        }
    }
}
