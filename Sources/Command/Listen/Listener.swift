import Glibc
import Grammar
import Services

/// `dashpilot listen`: speech from WAV files or a raw 16 kHz 16-bit mono stream on standard input, cut into
/// utterances and decoded against the decoder-sized grammar. A transcript holding a word of the grammar's
/// out-of-grammar loop was not a command and goes no further.
final class Listener {
    let recogniser: SpeechRecogniser
    /// The second pass: the general language model's transcript of the same audio must mean what the
    /// grammar's does before a command is acted on (docs/voice.md). Nil when turned off.
    let checker: SpeechRecogniser?
    let policy: CheckPolicy
    let grammar: Grammar
    let decoderGrammar: DecoderGrammarCacheEntry
    /// Seconds spent getting the decoder grammar, and whether it came from the cache.
    let grammarSeconds: Double
    let grammarCached: Bool

    /// When the second pass stops a command (DASHPILOT_LISTEN_CHECK; docs/voice.md has the figures).
    enum CheckPolicy: Equatable {
        /// No second pass.
        case off
        /// Acted on only when the general model's transcript means the same command.
        case agree
        /// Asked about when the general model heard another command, or when the grammar's path scores
        /// worse than the general model's by more than `margin` per 10 ms frame (a forced fit); a command
        /// opened or ended by a skip phrase also when its path scores less than `skipMargin` better.
        case contradiction(margin: Int, skipMargin: Int)

        /// `off`, `agree`, or `contradiction:N[:S]`; anything else is the default.
        init(_ text: String?) {
            switch text {
            case "off": self = .off
            case "agree": self = .agree
            case let text? where text.hasPrefix("contradiction:"):
                let numbers = text.dropFirst("contradiction:".count).split(separator: ":").map { Int($0) }
                self = .contradiction(
                    margin: numbers.first.flatMap { $0 } ?? Self.defaultMargin,
                    skipMargin: numbers.dropFirst().first.flatMap { $0 } ?? Self.defaultSkipMargin)
            default: self = .contradiction(margin: Self.defaultMargin, skipMargin: Self.defaultSkipMargin)
            }
        }

        static let defaultMargin = 2
        static let defaultSkipMargin = 2
        /// A path this much worse per frame than the general model's was forced onto speech that held no
        /// command (the radio, a passenger): it is dropped without a question, as the out-of-grammar loop's are.
        /// Asked about, two in three such commands were the wrong one.
        static let forcedFit = 6

        /// Whether a command not confirmed is dropped rather than asked about.
        func dropsUnconfirmed(score: Int32, generalScore: Int32, frames: Int) -> Bool {
            guard case .contradiction = self else { return false }
            return Self.fit(score, generalScore, frames) < -Double(Self.forcedFit)
        }

        /// How much better per 10 ms frame the grammar's path scores than the general model's (negative: worse).
        static func fit(_ score: Int32, _ generalScore: Int32, _ frames: Int) -> Double {
            Double(Int(score) - Int(generalScore)) / Double(max(frames, 1))
        }
        /// Words more in the general model's transcript than in the command heard that make it a part of
        /// longer speech.
        static let longerSpeech = 3

        /// Whether the command the grammar pass heard in `transcript` (with `score`) is acted on, given what the
        /// general model heard (`generalTranscript`, meaning `general`, with `generalScore`) over `frames` 10 ms
        /// frames.
        func confirms(
            _ transcript: String, intent: String, slots: [String: String], score: Int32, generalTranscript: String, general: Recognition,
            generalScore: Int32, frames: Int, decoderGrammar: DecoderGrammarCacheEntry
        ) -> Bool {
            switch (self, general) {
            case (.off, _): return true
            case (.agree, .match(intent, slots, _)), (.contradiction, .match(intent, slots, _)): return true
            case (.contradiction(let margin, let skipMargin), .noMatch):
                // A command opened or ended by a skip phrase ("dale on break" for "am i still on break", "i
                // parked now ya esta" for "i parked there yesterday") needs the general model to hear it too, or
                // a path that fits the audio clearly better than the general model's: a short filler is an easy
                // stand-in for a word that refused it.
                // A command the general model heard inside longer speech ("hey i'm driving right now can i call
                // you back") needs it to hear the command: the grammar's path kept only what sounded like one.
                let longer = generalTranscript.split(separator: " ").count - transcript.split(separator: " ").count
                let fit = Self.fit(score, generalScore, frames)
                return longer < Self.longerSpeech && fit >= -Double(margin)
                    && (!decoderGrammar.isWrappedInSkipPhrase(transcript) || fit >= Double(skipMargin))
            default: return false
            }
        }
    }
    let files: [String]

    /// One utterance heard: its transcript (empty when nothing was decoded), whether it was rejected as
    /// speech that is no command, and what the general language model heard.
    struct Utterance {
        let transcript: String
        let rejected: Bool
        let file: String?
        /// The second pass's transcript; nil when there was none (no command heard, or no second pass).
        let general: String?
        /// The grammar heard a command the second pass did not confirm: not acted on, only asked about.
        let unconfirmed: Bool
        /// Path scores of the two passes and the utterance's length in 10 ms frames, for measuring.
        var scores: (grammar: Int32, general: Int32, frames: Int)? = nil
    }

    /// Starts the recogniser for `grammar`; no store is touched, so a machine without pocketsphinx changes nothing.
    init(grammar: Grammar, files: [String], environment: [String: String]) throws(ListenError) {
        // The library first: without it, the model alone is no use, and its absence is what to report.
        let library = environment["DASHPILOT_POCKETSPHINX_LIBRARY"]
        do { try SpeechRecogniser.checkLibrary(library) } catch { throw .recogniser(error) }
        guard let pronunciations = Pronunciations.system(only: grammar.decoderCandidateWords) else {
            throw .recogniser(.modelMissing(Pronunciations.systemDictionary))
        }
        let options = environment["DASHPILOT_LISTEN_OPTIONS"].map { $0.split(separator: " ").map(String.init) } ?? []
        // For measuring what another speech-to-text engine piping into DashPilot gives: the general English
        // model alone, no grammar, no out-of-grammar loop and no second pass (docs/voice.md).
        if environment["DASHPILOT_LISTEN_MODEL"] == "general" {
            do { recogniser = try SpeechRecogniser(generalLanguageModelWith: options, library: library) } catch {
                throw .recogniser(error)
            }
            decoderGrammar = DecoderGrammarCacheEntry(fsg: "", words: [], garbageWords: [])
            grammarSeconds = 0
            grammarCached = false
            policy = .off
            checker = nil
            self.grammar = grammar
            self.files = files
            return
        }
        let started = Self.monotonicSeconds()
        let timing = environment["DASHPILOT_LISTEN_TIMING"] != nil
        let note = { (problem: String) in if timing { StandardStream.error.writeLine("dashpilot: \(problem)") } }
        var (entry, cached) = DecoderGrammarCache.entry(
            for: grammar, pronunciations: pronunciations, environment: environment, note: note)
        grammarSeconds = Self.monotonicSeconds() - started
        do {
            recogniser = try SpeechRecogniser(
                fsg: entry.fsg, words: entry.words, pronunciations: pronunciations, options: options, library: library)
        } catch {
            // A cached grammar the recogniser will not load is not trusted: build it afresh and try once more.
            guard cached else { throw .recogniser(error) }
            (entry, cached) = DecoderGrammarCache.entry(
                for: grammar, pronunciations: pronunciations, environment: environment, reading: false, note: note)
            do {
                recogniser = try SpeechRecogniser(
                    fsg: entry.fsg, words: entry.words, pronunciations: pronunciations, options: options, library: library)
            } catch {
                throw .recogniser(error)
            }
        }
        decoderGrammar = entry
        grammarCached = cached
        policy = CheckPolicy(environment["DASHPILOT_LISTEN_CHECK"])
        if policy == .off {
            checker = nil
        } else {
            do {
                let checkOptions = environment["DASHPILOT_LISTEN_CHECK_OPTIONS"].map { $0.split(separator: " ").map(String.init) }
                checker = try SpeechRecogniser(generalLanguageModelWith: checkOptions ?? options, library: library)
            } catch {
                throw .recogniser(error)
            }
            recogniser.keepsAudio = true
        }
        self.grammar = grammar
        self.files = files
    }

    /// Calls `heard` with each utterance as it ends, from the files in order or from standard input.
    /// `heard` returns false to stop listening.
    func listen(_ heard: (Utterance) -> Bool) throws(ListenError) {
        if files.isEmpty {
            try listenToStandardInput(heard)
            return
        }
        for file in files {
            let bytes: [UInt8]
            do { bytes = try FileContents.read(path: file, byteLimit: 1 << 30) } catch { throw .unreadable("\(error)") }
            let samples: [Int16]
            do { samples = try WAVFile.samples(bytes) } catch {
                throw .badAudio("\(file): \(error.reason). \(WAVFile.conversionHint)")
            }
            for text in recogniser.process(samples) + [recogniser.finish()].compactMap({ $0 }) {
                guard heard(utterance(text, file: file)) else { return }
            }
        }
    }

    private func listenToStandardInput(_ heard: (Utterance) -> Bool) throws(ListenError) {
        // Typing at a terminal is not audio; say how to give it some instead of waiting on keystrokes.
        guard isatty(STDIN_FILENO) == 0 else { throw .noAudio }
        var buffer = [UInt8](repeating: 0, count: 8_192)
        var carried: UInt8?
        while true {
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            if count < 0 { throw .unreadable("standard input: \(String(cString: strerror(errno)))") }
            if count == 0 { break }
            var bytes = buffer[0..<count]
            var samples: [Int16] = []
            samples.reserveCapacity(count / 2 + 1)
            if let first = carried, let second = bytes.first {
                samples.append(Int16(bitPattern: UInt16(first) | UInt16(second) << 8))
                bytes = bytes.dropFirst()
                carried = nil
            }
            var index = bytes.startIndex
            while index + 1 < bytes.endIndex {
                samples.append(Int16(bitPattern: UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8))
                index += 2
            }
            if index < bytes.endIndex { carried = bytes[index] }
            for text in recogniser.process(samples) {
                guard heard(utterance(text, file: nil)) else { return }
            }
        }
        if let text = recogniser.finish() { _ = heard(utterance(text, file: nil)) }
    }

    private func utterance(_ heard: SpeechRecogniser.Heard, file: String?) -> Utterance {
        let text = heard.text
        let words = text.split(separator: " ").map(String.init)
        let rejected = words.contains(where: decoderGrammar.garbageWords.contains)
        guard !rejected, let checker, case .match(let intent, let slots, _) = grammar.recognise(text) else {
            return Utterance(transcript: text, rejected: rejected, file: file, general: nil, unconfirmed: false)
        }
        let (general, generalScore) = checker.transcribe(heard.samples)
        let frames = heard.samples.count / 160
        let confirmed = policy.confirms(
            text, intent: intent, slots: slots, score: heard.score, generalTranscript: general, general: grammar.recognise(general),
            generalScore: generalScore, frames: frames, decoderGrammar: decoderGrammar)
        let dropped = !confirmed && policy.dropsUnconfirmed(score: heard.score, generalScore: generalScore, frames: frames)
        return Utterance(
            transcript: text, rejected: dropped, file: file, general: general, unconfirmed: !confirmed && !dropped,
            scores: (heard.score, generalScore, frames))
    }

    private static func monotonicSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Seconds inside both decoders, and seconds of audio heard, for the real-time factor.
    var decodingSeconds: Double { recogniser.decodingSeconds + (checker?.decodingSeconds ?? 0) }
    var loadSeconds: Double { recogniser.loadSeconds + (checker?.loadSeconds ?? 0) }
}

/// Why `listen` stopped before hearing anything through.
enum ListenError: Error {
    case recogniser(SpeechRecogniserError)
    case unreadable(String)
    case badAudio(String)
    case noAudio

    var message: String {
        switch self {
        case .recogniser(let error): error.sentence
        case .unreadable(let what): "cannot read \(what)"
        case .badAudio(let what): what
        case .noAudio:
            "listen reads 16 kHz 16-bit mono audio: arecord -f S16_LE -r 16000 -c 1 -t raw | dashpilot listen, or give --file F.wav"
        }
    }

    /// 69 (EX_UNAVAILABLE) when pocketsphinx or its model is missing; 66 for input that cannot be read,
    /// 65 for audio in the wrong format.
    var exitCode: ExitCode {
        switch self {
        case .recogniser: .unavailable
        case .unreadable: .noInput
        case .badAudio: .dataError
        case .noAudio: .usage
        }
    }
}
