/// The one-line JSON object `--json` writes for each non-blank input line.
public enum ReplyJSON {
    /// `{"input", "intent", "slots", "outcome", "sentence", "at"}` in that order. `input` is null for
    /// a line that was not valid text; `at` is written in UTC, always with milliseconds.
    public static func line(_ reply: Reply) -> String {
        JSONObject([
            "input": .string(orNull: reply.input),
            "intent": .string(orNull: reply.intent),
            "slots": .object(JSONObject(sortedStrings: reply.slots)),
            "outcome": .string(reply.outcome.rawValue),
            "sentence": .string(reply.sentence),
            "at": .string(Timestamp.format(reply.at.millisecondsSinceEpoch)),
        ]).rendered
    }
}
