import CPocketSphinx
import Glibc

/// Why the speech recogniser could not be started; `sentence` says what to do about it.
public enum SpeechRecogniserError: Error, Equatable, Sendable {
    /// libpocketsphinx is not installed.
    case libraryMissing(String)
    /// The en-us acoustic model or dictionary is not installed.
    case modelMissing(String)
    /// The recogniser refused its configuration or the grammar.
    case decoderFailed(String)

    public static let installHint = "Install it with: sudo apt-get install libpocketsphinx3 pocketsphinx-en-us"

    public var sentence: String {
        switch self {
        case .libraryMissing(let detail):
            "Listening needs pocketsphinx, which is not installed (\(detail)). \(Self.installHint)"
        case .modelMissing(let path):
            "Listening needs pocketsphinx's US English model, and \(path) is missing. \(Self.installHint)"
        case .decoderFailed(let what):
            "The speech recogniser could not start: \(what)."
        }
    }
}

/// Debian's pocketsphinx (5prealpha C API) limited to one JSGF grammar, over 16 kHz 16-bit mono audio. Finds
/// utterances with the recogniser's own voice-activity detection and decodes each.
public final class SpeechRecogniser {
    public static let sampleRate = 16_000
    private let decoder: UnsafeMutableRawPointer
    private var inUtterance = false
    private var heardSpeech = false
    /// The audio of the utterance in progress, kept so a second decoder can hear the same speech.
    private var utteranceSamples: [Int16] = []
    /// Whether to keep `utteranceSamples` (only when a second pass will use them).
    public var keepsAudio = false
    /// The root-mean-square level, in sample units, of the faint hiss added to the audio before it is decoded
    /// (0: none). Audio with stretches of digital silence (a synthesiser, a microphone behind a noise gate or
    /// a noise suppressor) gives frames of almost no energy, which pull pocketsphinx's running cepstral mean
    /// far from any microphone's and spoil the words around them; a floor far below speech, as every real
    /// microphone has, keeps them in range (docs/voice.md).
    public var noiseFloor = 0
    /// The hiss's generator: fixed, so the same audio is always heard the same way.
    private var noiseState: UInt64 = 0x9E37_79B9_7F4A_7C15
    /// Seconds spent inside the recogniser, and seconds of audio given to it, for the real-time factor.
    public private(set) var decodingSeconds = 0.0
    public private(set) var audioSeconds = 0.0
    /// Seconds taken to start the recogniser with its dictionary and grammar.
    public let loadSeconds: Double

    /// `fsg` is the grammar in sphinxbase's FSG format, its alternate pronunciations already spelled out
    /// (`Pronunciations.spellingAlternates(in:)`); `pronunciations` must have every word it uses. `options` are extra pocketsphinx
    /// arguments ("-beam", "1e-40"), after DashPilot's own, so they override them.
    /// `library` names the pocketsphinx library to load instead of Debian's libpocketsphinx.so.3.
    public init(
        fsg: String, words: [String], pronunciations: Pronunciations, options: [String] = [], library: String? = nil
    ) throws(SpeechRecogniserError) {
        let started = Self.now()
        var message = [CChar](repeating: 0, count: 512)
        guard dp_ps_load(library, &message, message.count) == 0 else {
            throw .libraryMissing(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        guard access(Pronunciations.acousticModel + "/mdef", R_OK) == 0 else { throw .modelMissing(Pronunciations.acousticModel) }
        // Only the grammar's words: loading the whole en-us dictionary takes longer than the rest together.
        let dictionaryPath = try Self.temporaryFile(contents: pronunciations.dictionaryText(for: words))
        defer { unlink(dictionaryPath) }
        let arguments = Self.merged(Self.defaultOptions + [
            "-hmm", Pronunciations.acousticModel, "-dict", dictionaryPath, "-logfn", "/dev/null", "-fsgusealtpron", "no",
        ], options)
        let decoder = Self.withCStrings(arguments) { dp_ps_new(Int32(arguments.count), $0) }
        guard let decoder else { throw .decoderFailed("pocketsphinx refused the options \(options.joined(separator: " "))") }
        self.decoder = decoder
        let grammarPath = try Self.temporaryFile(contents: fsg)
        defer { unlink(grammarPath) }
        guard dp_ps_set_fsg_file(decoder, "dashpilot", grammarPath, 6.5) == 0, dp_ps_set_search(decoder, "dashpilot") == 0 else {
            dp_ps_free(decoder)
            throw .decoderFailed("the grammar did not load")
        }
        loadSeconds = Self.now() - started
    }

    /// A decoder over pocketsphinx's general US English language model and its whole dictionary, for a
    /// second pass that must agree with the grammar's. `options` as for the grammar decoder.
    public convenience init(generalLanguageModelWith options: [String] = [], library: String? = nil) throws(SpeechRecogniserError) {
        try self.init(general: options, commandModel: nil, library: library)
    }

    /// A decoder that hears any English but commands more readily: the general model interpolated with
    /// `commandModel` (ARPA text, `CommandLanguageModel`), which weighs `commandWeight`. `words` are the
    /// command model's own words with their pronunciations, for those the system dictionary lacks.
    public convenience init(
        generalLanguageModelWith options: [String] = [], commandModel: String, commandWeight: Double,
        words: [String: [String]], library: String? = nil
    ) throws(SpeechRecogniserError) {
        try self.init(general: options, commandModel: (commandModel, commandWeight, words), library: library)
    }

    private init(
        general options: [String], commandModel: (text: String, weight: Double, words: [String: [String]])?, library: String?
    ) throws(SpeechRecogniserError) {
        let started = Self.now()
        try Self.checkLibrary(library)
        for path in [Pronunciations.acousticModel + "/mdef", Pronunciations.systemDictionary, Pronunciations.languageModel]
        where access(path, R_OK) != 0 {
            throw .modelMissing(path)
        }
        // With a command model the general one is read once, into the interpolated pair, not also as "-lm".
        let model = commandModel == nil ? ["-lm", Pronunciations.languageModel] : []
        let arguments = Self.merged(Self.defaultOptions + [
            "-hmm", Pronunciations.acousticModel, "-dict", Pronunciations.systemDictionary, "-logfn", "/dev/null",
        ] + model, options)
        let decoder = Self.withCStrings(arguments) { dp_ps_new(Int32(arguments.count), $0) }
        guard let decoder else { throw .decoderFailed("the general language model did not load") }
        self.decoder = decoder
        if let commandModel {
            for (word, spellings) in commandModel.words.sorted(by: { $0.key < $1.key }) {
                for (index, phones) in spellings.enumerated() {
                    _ = dp_ps_add_word(decoder, Pronunciations.name(of: word, alternate: index), phones, 0)
                }
            }
            let path: String
            do { path = try Self.temporaryFile(contents: commandModel.text) } catch {
                dp_ps_free(decoder)
                throw error
            }
            defer { unlink(path) }
            guard dp_ps_set_interpolated_lm(decoder, "commands", Pronunciations.languageModel, path, Float(commandModel.weight)) == 0,
                dp_ps_set_search(decoder, "commands") == 0
            else {
                dp_ps_free(decoder)
                throw .decoderFailed("the command language model did not load")
            }
        }
        loadSeconds = Self.now() - started
    }

    deinit { dp_ps_free(decoder) }

    /// Whether pocketsphinx can be loaded, before any work is done for it.
    public static func checkLibrary(_ library: String? = nil) throws(SpeechRecogniserError) {
        var message = [CChar](repeating: 0, count: 512)
        guard dp_ps_load(library, &message, message.count) == 0 else {
            throw .libraryMissing(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
    }

    /// Settings chosen by measurement (docs/voice.md): no lattice pass, which multiplies decoding time for
    /// little gain on a grammar, and beams narrow enough for a small machine.
    public static let defaultOptions = [
        "-bestpath", "no", "-beam", "1e-60", "-wbeam", "1e-40", "-pbeam", "1e-60", "-maxhmmpf", "3000",
    ]

    /// One utterance: the grammar's hypothesis (empty when it heard nothing it knows) and, when `keepsAudio`,
    /// its audio.
    public struct Heard {
        public let text: String
        public let samples: [Int16]
        /// The path score of `text` (log scale, acoustic and grammar together).
        public let score: Int32
    }

    /// Feeds audio; returns the utterances that ended inside it. Call `finish` at the end of the audio.
    public func process(_ samples: [Int16]) -> [Heard] {
        var finished: [Heard] = []
        let chunk = 1_024
        var start = 0
        while start < samples.count {
            let end = min(start + chunk, samples.count)
            let began = Self.now()
            if !inUtterance {
                dp_ps_start_utt(decoder)
                inUtterance = true
                heardSpeech = false
                utteranceSamples.removeAll(keepingCapacity: true)
            }
            if keepsAudio { utteranceSamples.append(contentsOf: samples[start..<end]) }
            // Without a hiss the slice goes to the recogniser as it is, uncopied.
            let feed = { (chunk: UnsafeBufferPointer<Int16>) in _ = dp_ps_process_raw(self.decoder, chunk.baseAddress, chunk.count, 0) }
            if noiseFloor > 0 {
                withNoiseFloor(samples[start..<end]).withUnsafeBufferPointer(feed)
            } else {
                samples[start..<end].withUnsafeBufferPointer(feed)
            }
            let speaking = dp_ps_get_in_speech_bool()
            if speaking { heardSpeech = true }
            if !speaking && heardSpeech, let hypothesis = endUtterance() { finished.append(hypothesis) }
            decodingSeconds += Self.now() - began
            audioSeconds += Double(end - start) / Double(Self.sampleRate)
            start = end
        }
        return finished
    }

    /// Ends the audio: the utterance still open, if speech was heard in it.
    public func finish() -> Heard? {
        let began = Self.now()
        defer { decodingSeconds += Self.now() - began }
        guard inUtterance else { return nil }
        let hypothesis = endUtterance()
        return heardSpeech ? hypothesis : nil
    }

    /// `samples` with uniform noise of `noiseFloor` root-mean-square added, clipped to the sample range.
    private func withNoiseFloor(_ samples: ArraySlice<Int16>) -> [Int16] {
        // Uniform on [-a, a] has a root mean square of a / √3.
        let amplitude = Int64((Double(noiseFloor) * 3.0.squareRoot()).rounded())
        let span = UInt64(2 * amplitude + 1)
        return samples.map { sample in
            // xorshift64*: cheap and good enough for a hiss.
            noiseState ^= noiseState >> 12
            noiseState ^= noiseState << 25
            noiseState ^= noiseState >> 27
            let random = noiseState &* 0x2545_F491_4F6C_DD1D
            let noise = Int64(random % span) - amplitude
            return Int16(clamping: Int64(sample) + noise)
        }
    }

    private func dp_ps_get_in_speech_bool() -> Bool { dp_ps_in_speech(decoder) != 0 }

    private func endUtterance() -> Heard? {
        dp_ps_end_utt(decoder)
        inUtterance = false
        var score: Int32 = 0
        let text = dp_ps_hypothesis(decoder, &score).map { String(cString: $0) } ?? ""
        return Heard(text: text, samples: utteranceSamples, score: score)
    }

    /// One utterance decoded whole: its words, its path score, and each word (fillers such as "<sil>" among
    /// them) with the 10 ms frames it spans.
    public struct Transcription {
        public let text: String
        public let score: Int32
        public let segments: [Segment]

        /// The words with a comma wherever the speaker paused at least `pauseFrames` between two of them, as a
        /// typist marks where one clause ends and the next begins ("coffee's in the cup holder, let's go online").
        /// A pause that would leave a clause of fewer than `shortestClause` words ends none: a lone word between
        /// pauses is a hesitation or a misheard sound more often than a clause ("i'm, still on, break").
        public func clauses(pauseFrames: Int, shortestClause: Int = 1) -> String {
            let words = segments.filter(\.isWord).map { Pronunciations.word(named: $0.word) }
            let pauses = self.pauses
            let candidates = pauses.indices.filter { pauses[$0] >= pauseFrames }
            // A comma after word `index`, taken from the left: the clause before it and the words up to the next
            // pause long enough (or the end) must both be long enough.
            var commas = Set<Int>()
            var clauseStart = 0
            for (order, index) in candidates.enumerated() {
                let next = order + 1 < candidates.count ? candidates[order + 1] : words.count - 1
                if index + 1 - clauseStart >= shortestClause && next - index >= shortestClause {
                    commas.insert(index)
                    clauseStart = index + 1
                }
            }
            return words.indices.map { words[$0] + (commas.contains($0) ? "," : "") }.joined(separator: " ")
        }

        /// The silence between each word and the next, in frames.
        public var pauses: [Int] {
            let words = segments.filter(\.isWord)
            return zip(words, words.dropFirst()).map { $1.start - $0.end - 1 }
        }
    }

    /// A word or filler of an utterance and the 10 ms frames it spans, first and last.
    public struct Segment: Equatable, Sendable {
        public let word: String
        public let start: Int
        public let end: Int

        public init(word: String, start: Int, end: Int) {
            self.word = word
            self.start = start
            self.end = end
        }

        /// Fillers are written "<sil>", "<s>", "[NOISE]" or "++NOISE++".
        var isWord: Bool { !(word.hasPrefix("<") || word.hasPrefix("[") || word.hasPrefix("+")) }
    }

    /// Decodes one whole utterance at once (a second pass over audio another decoder cut).
    public func transcribe(_ samples: [Int16]) -> Transcription {
        let began = Self.now()
        defer {
            decodingSeconds += Self.now() - began
            audioSeconds += Double(samples.count) / Double(Self.sampleRate)
        }
        dp_ps_start_utt(decoder)
        let heard = noiseFloor > 0 ? withNoiseFloor(samples[...]) : samples
        _ = heard.withUnsafeBufferPointer { dp_ps_process_raw(decoder, $0.baseAddress, $0.count, 1) }
        dp_ps_end_utt(decoder)
        var score: Int32 = 0
        let text = dp_ps_hypothesis(decoder, &score).map { String(cString: $0) } ?? ""
        return Transcription(text: text, score: score, segments: segments())
    }

    /// The last utterance's segments; none when they do not fit a generous buffer (an utterance of thousands of words).
    private func segments() -> [Segment] {
        var buffer = [CChar](repeating: 0, count: 65_536)
        let length = dp_ps_segments(decoder, &buffer, buffer.count)
        guard length > 0 else { return [] }
        let text = String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ")
            guard fields.count == 3, let start = Int(fields[1]), let end = Int(fields[2]) else { return nil }
            return Segment(word: String(fields[0]), start: start, end: end)
        }
    }

    // MARK: Helpers

    /// `base` name-value pairs with those `options` names replaced: pocketsphinx refuses a name given twice.
    static func merged(_ base: [String], _ options: [String]) -> [String] {
        let overridden = Set(stride(from: 0, to: options.count - 1, by: 2).map { options[$0] })
        var kept: [String] = []
        for index in stride(from: 0, to: base.count - 1, by: 2) where !overridden.contains(base[index]) {
            kept += [base[index], base[index + 1]]
        }
        return kept + options
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private static func temporaryFile(contents: String) throws(SpeechRecogniserError) -> String {
        let directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array((directory + "/dashpilot-XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw .decoderFailed("no temporary file could be made in \(directory)") }
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let bytes = Array(contents.utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        guard written == bytes.count else {
            unlink(path)
            throw .decoderFailed("the dictionary could not be written to \(directory)")
        }
        return path
    }

    private static func withCStrings<R>(_ strings: [String], _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> R) -> R {
        let copies = strings.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        var pointers = copies.map { UnsafePointer($0) }
        return pointers.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
    }
}
