import Grammar
import Services

/// The two ways `dashpilot listen` runs: recognising only (`--parse`), or acting like the pipe.
enum ListenCommands {
    /// `dashpilot listen --parse [--json] [--file F ...]`: one `parse` line per utterance, with the transcript
    /// and the file it came from; no store is opened. Exit 0 at the end of the audio.
    static func parse(grammar: Grammar, files: [String], profile: String?, json: Bool, environment: [String: String]) -> ExitCode {
        if let kept = environment["DASHPILOT_LISTEN_REPLAY"] { return replay(kept, grammar: grammar, environment: environment) }
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

    /// For measuring rules without decoding again (`DASHPILOT_LISTEN_REPLAY=FILE`): each line of FILE is what one
    /// utterance's passes heard, `file<TAB>grammar<TAB>second pass in clauses<TAB>general model alone in clauses`
    /// (the last absent when it was not heard), as `--parse --json` printed them with
    /// `DASHPILOT_LISTEN_WITNESS=always`; the policy of this run judges each again and one `--parse --json` line
    /// is printed per line.
    private static func replay(_ path: String, grammar: Grammar, environment: [String: String]) -> ExitCode {
        let lines: [String]
        do { lines = String(decoding: try FileContents.read(path: path), as: UTF8.self).split(separator: "\n").map(String.init) } catch {
            StandardStream.error.writeLine("dashpilot: cannot read \(path)")
            return .noInput
        }
        guard let pronunciations = Pronunciations.system(only: grammar.decoderCandidateWords) else {
            StandardStream.error.writeLine("dashpilot: \(SpeechRecogniserError.modelMissing(Pronunciations.systemDictionary).sentence)")
            return .unavailable
        }
        let garbage = DecoderGrammarCache.entry(for: grammar, pronunciations: pronunciations, environment: environment) { _ in }
            .entry.garbageWords
        let judge = HearingJudge(grammar: grammar, policy: Listener.CheckPolicy(environment["DASHPILOT_LISTEN_CHECK"]))
        for line in lines {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 3 else { continue }
            let text = fields[1]
            let rejected = text.split(separator: " ").contains { garbage.contains(String($0)) }
            let unpaused = { (clauses: String) in String(clauses.filter { $0 != "," }) }
            let decision = judge.decide(
                grammarTranscript: text, rejected: rejected, general: unpaused(fields[2]), clauses: fields[2],
                heardAlone: { fields.count > 3 ? (unpaused(fields[3]), fields[3]) : nil })
            let (transcript, recognition): (String, Recognition) = switch decision {
            case .act(let transcript): (transcript, grammar.recognise(transcript))
            case .ask(let transcript): (transcript, .noMatch(normalised: transcript, closest: transcript))
            case .asHeard: (text, rejected ? .noMatch(normalised: text, closest: nil) : grammar.recognise(text))
            case .drop: (text, .noMatch(normalised: text, closest: nil))
            }
            var object = ParseJSON.object(input: transcript, recognition: recognition)
            object["transcript"] = .string(transcript)
            object["file"] = .string(fields[0])
            object["grammar"] = .string(text)
            object["general"] = .string(fields[2])
            object["witness"] = fields.count > 3 ? .string(fields[3]) : .null
            if case .ask = decision { object["asked"] = .string(transcript) } else { object["asked"] = .null }
            StandardStream.output.writeLine(object.rendered)
        }
        return .success
    }
}
