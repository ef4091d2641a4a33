import Grammar

/// The two ways `dashpilot listen` runs: recognising only (`--parse`), or acting like the pipe.
enum ListenCommands {
    /// `dashpilot listen --parse [--json] [--file F ...]`: one `parse` line per utterance, with the transcript
    /// and the file it came from; no store is opened. Exit 0 at the end of the audio.
    static func parse(grammar: Grammar, files: [String], profile: String?, json: Bool, environment: [String: String]) -> ExitCode {
        let listener: Listener
        do { listener = try Listener(grammar: grammar, files: files, profile: profile, environment: environment) } catch {
            StandardStream.error.writeLine("dashpilot: \(error.message)")
            return error.exitCode
        }
        do {
            try listener.listen { utterance in
                let recognition = utterance.rejected
                    ? Recognition.noMatch(normalised: utterance.transcript, closest: nil)
                    : utterance.unconfirmed
                        ? Recognition.noMatch(normalised: utterance.transcript, closest: utterance.transcript)
                        : grammar.recognise(utterance.transcript)
                guard json else {
                    return StandardStream.output.writeLine(ParseOutput.plainLine(input: utterance.transcript, recognition: recognition))
                }
                var object = ParseJSON.object(input: utterance.transcript, recognition: recognition)
                object["transcript"] = .string(utterance.transcript)
                object["rejected"] = .bool(utterance.rejected)
                object["file"] = utterance.file.map { .string($0) } ?? .null
                object["grammar"] = utterance.grammarTranscript.map { .string($0) } ?? .null
                object["general"] = utterance.general.map { .string($0) } ?? .null
                object["witness"] = utterance.witness.map { .string($0) } ?? .null
                // A command the second pass did not confirm is only asked about: "Did you mean …?"
                object["asked"] = utterance.unconfirmed ? .string(utterance.transcript) : .null
                if let scores = utterance.scores, environment["DASHPILOT_LISTEN_TIMING"] != nil {
                    object["scores"] = .string("\(scores.grammar) \(scores.general) \(scores.frames)")
                    object["pauses"] = .string((utterance.pauses ?? []).map(String.init).joined(separator: " "))
                }
                return StandardStream.output.writeLine(object.rendered)
            }
        } catch {
            StandardStream.error.writeLine("dashpilot: \(error.message)")
            return error.exitCode
        }
        if environment["DASHPILOT_LISTEN_TIMING"] != nil {
            let recogniser = listener.recogniser
            StandardStream.error.writeLine(
                "dashpilot: load \(listener.loadSeconds) s, audio \(recogniser.audioSeconds) s, decoding \(listener.decodingSeconds) s, "
                    + "grammar \(listener.grammarSeconds) s (\(listener.grammarCached ? "cached" : "built"))")
        }
        return .success
    }
}
