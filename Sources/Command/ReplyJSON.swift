/// The one-line JSON object `--json` writes for each non-blank input line.
public enum ReplyJSON {
    /// `{"input", "intent", "slots", "outcome", "sentence", "at"}` in that order. `input` is nil for
    /// a line that was not valid text; `at` is milliseconds since the epoch, written in UTC.
    public static func line(
        input: String?,
        intent: String?,
        slots: [String: String],
        outcome: Outcome,
        sentence: String,
        at instant: Int64
    ) -> String {
        JSONObject([
            "input": .string(orNull: input),
            "intent": .string(orNull: intent),
            "slots": .object(JSONObject(sortedStrings: slots)),
            "outcome": .string(outcome.rawValue),
            "sentence": .string(sentence),
            "at": .string(Timestamp.format(instant)),
        ]).rendered
    }
}
