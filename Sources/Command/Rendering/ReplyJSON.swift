/// The one-line JSON object `--json` writes for each non-blank input line.
public enum ReplyJSON {
    /// `{"input", "intent", "slots", "outcome", "sentence", "at"}` in that order. `input` is null for
    /// a line that was not valid text; `at` is written in UTC, always with milliseconds.
    public static func line(_ reply: Reply) -> String {
        // Written straight into one string: this runs for every line of a pipe.
        var text = ""
        text.reserveCapacity(256 + reply.sentence.utf8.count + (reply.input?.utf8.count ?? 0))
        text += "{\"input\":"
        appendStringOrNull(reply.input, to: &text)
        text += ",\"intent\":"
        appendStringOrNull(reply.intent, to: &text)
        text += ",\"slots\":"
        JSONObject(sortedStrings: reply.slots).append(to: &text)
        text += ",\"outcome\":"
        JSONWriter.appendQuoted(reply.outcome.rawValue, to: &text)
        if let suggestion = reply.suggestion {
            text += ",\"suggestion\":"
            JSONObject([
                "intent": .string(suggestion.intent), "slots": .object(JSONObject(sortedStrings: suggestion.slots)),
                "phrase": .string(suggestion.phrase),
            ]).append(to: &text)
        }
        text += ",\"sentence\":"
        JSONWriter.appendQuoted(reply.sentence, to: &text)
        text += ",\"at\":"
        JSONWriter.appendQuoted(Timestamp.format(reply.at.millisecondsSinceEpoch), to: &text)
        text += "}"
        return text
    }

    private static func appendStringOrNull(_ string: String?, to text: inout String) {
        if let string { JSONWriter.appendQuoted(string, to: &text) } else { text += "null" }
    }
}
