/// Writes replies as they are made, each flushed at once: the sentence, or with `--json` one JSON object
/// per line; with `--speak` each is also spoken.
public struct ReplyWriter {
    public var json: Bool
    /// On a pipe every reply is one line: a list answer's lines are joined with " | ".
    public var oneLinePerReply: Bool
    public var speaker: Speaker?

    public init(json: Bool, oneLinePerReply: Bool, speaker: Speaker?) {
        self.json = json
        self.oneLinePerReply = oneLinePerReply
        self.speaker = speaker
    }

    /// Returns false when standard output is closed, so the caller can stop reading input nobody hears.
    @discardableResult
    public func write(_ reply: Reply) -> Bool {
        speaker?.speak(reply.sentence)
        if json { return StandardStream.output.writeLine(ReplyJSON.line(reply)) }
        let text = oneLinePerReply ? reply.sentence.split(separator: "\n").joined(separator: " | ") : reply.sentence
        return StandardStream.output.writeLine(text)
    }

    /// Writes every reply; false as soon as one could not be written.
    @discardableResult
    public func write(_ replies: [Reply]) -> Bool {
        replies.allSatisfy { write($0) }
    }
}
