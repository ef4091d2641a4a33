import Glibc

/// Learns a voice profile from recordings of `VoiceProfile.prompts`, one each, in order, with Debian's
/// sphinxtrain. Each recording is first checked to be its sentence (a decoder that knows only the prompts
/// must hear that one); then come features by `sphinx_fe`, a Baum-Welch pass (`bw`) aligning each recording
/// with its sentence, and a maximum a posteriori re-estimate of the model's means (`map_adapt`). The model
/// is phonetically tied (one codebook for each of 42 phones), so a few dozen sentences move every codebook.
/// The work happens in a private temporary folder; what comes of it is the profile's bytes, for the caller to
/// put in place.
public enum VoiceEnrolment {
    /// At least this share of the recordings must be heard as their sentences: fewer is a misread prompt list
    /// or the wrong audio, which would teach the model wrong sounds. Those not heard so are left out.
    public static let matchedShare = 0.75

    /// The folders Debian (and a build from source) put sphinxtrain's programs in; they are not on PATH.
    static let sphinxtrainFolders = ["/usr/lib/sphinxtrain", "/usr/local/lib/sphinxtrain", "/usr/libexec/sphinxtrain"]

    /// Adapts the model to `recordings` (16 kHz mono samples, one for each prompt): the profile's bytes, and how
    /// many recordings were used.
    public static func enrol(
        recordings: [[Int16]], environment: [String: String]
    ) throws(VoiceProfileError) -> (profile: [UInt8], used: Int) {
        let prompts = VoiceProfile.prompts
        guard recordings.count == prompts.count else { throw .wrongCount(given: recordings.count, needed: prompts.count) }
        let tools = try Tools.find(environment: environment)
        let kept = try matching(recordings, library: environment["DASHPILOT_POCKETSPHINX_LIBRARY"])
        let work = try temporaryFolder()
        defer { removeFolder(work) }
        try writeInputs(kept.map { ($0, recordings[$0]) }, in: work)
        try adapt(in: work, with: tools)
        guard let profile = Pronunciations.fileBytes(work + "/means") else { throw .adaptationFailed("the new profile could not be read") }
        return (profile, kept.count)
    }

    /// The indices of the recordings the prompt decoder hears as their own sentences, when enough are.
    static func matching(_ recordings: [[Int16]], library: String?) throws(VoiceProfileError) -> [Int] {
        let checker: SpeechRecogniser
        do { checker = try promptRecogniser(library: library) } catch { throw .adaptationFailed(error.sentence) }
        let prompts = VoiceProfile.prompts
        let kept = recordings.indices.filter { heard(checker.transcribe(recordings[$0]).text, as: prompts[$0]) }
        let needed = Int((Double(recordings.count) * matchedShare).rounded(.up))
        guard kept.count >= needed else { throw .tooFewMatched(matched: kept.count, needed: needed) }
        return kept
    }

    /// What sphinxtrain reads, in `work`: each recording as a WAV file, their names, their sentences, the
    /// prompts' pronunciations and the model's mixture weights.
    static func writeInputs(_ recordings: [(prompt: Int, samples: [Int16])], in work: String) throws(VoiceProfileError) {
        guard let dictionary = Pronunciations.read(path: Pronunciations.systemDictionary, only: promptWords),
            let sendump = Pronunciations.fileBytes(Pronunciations.acousticModel + "/sendump")
        else { throw .adaptationFailed("pocketsphinx's US English model is not installed") }
        var ids: [String] = []
        var transcripts: [String] = []
        for (prompt, samples) in recordings {
            let id = "u" + String(prompt + 1000).dropFirst()
            guard write(WAV.bytes(samples), to: "\(work)/\(id).wav") else {
                throw .adaptationFailed("the recordings could not be written to \(work)")
            }
            ids.append(id)
            transcripts.append("<s> \(words(of: VoiceProfile.prompts[prompt]).joined(separator: " ")) </s> (\(id))")
        }
        let mixtureWeights: [UInt8]
        do { mixtureWeights = try MixtureWeights.s3(fromSendump: sendump) } catch {
            throw .adaptationFailed("the model's mixture weights are \(error.reason)")
        }
        let files = [
            ("ids", Array((ids.joined(separator: "\n") + "\n").utf8)),
            ("transcripts", Array((transcripts.joined(separator: "\n") + "\n").utf8)),
            ("dictionary", Array(dictionary.dictionaryText(for: promptWords.sorted()).utf8)),
            ("mixture_weights", mixtureWeights),
        ]
        for (name, bytes) in files where !write(bytes, to: "\(work)/\(name)") {
            throw .adaptationFailed("\(name) could not be written to \(work)")
        }
    }

    /// Runs sphinxtrain over what `writeInputs` left in `work`; the adapted means are `work/means`.
    static func adapt(in work: String, with tools: Tools) throws(VoiceProfileError) {
        let model = Pronunciations.acousticModel
        try run([tools.mdefConvert, "-text", model + "/mdef", work + "/mdef.txt"], log: work + "/mdef.log")
        try run([
            tools.featureExtractor, "-argfile", model + "/feat.params", "-samprate", "16000", "-c", work + "/ids",
            "-di", work, "-do", work, "-ei", "wav", "-eo", "mfc", "-mswav", "yes",
        ], log: work + "/fe.log")
        let modelFiles = [
            "-moddeffn", work + "/mdef.txt", "-ts2cbfn", ".ptm.", "-meanfn", model + "/means", "-varfn", model + "/variances",
            "-mixwfn", work + "/mixture_weights", "-tmatfn", model + "/transition_matrices", "-accumdir", work,
        ]
        try run([
            tools.baumWelch, "-feat", "1s_c_d_dd", "-svspec", "0-12/13-25/26-38", "-cmn", "current", "-agc", "none",
            "-dictfn", work + "/dictionary", "-fdictfn", model + "/noisedict", "-ctlfn", work + "/ids",
            "-lsnfn", work + "/transcripts", "-cepdir", work, "-cepext", "mfc",
        ] + modelFiles, log: work + "/bw.log")
        try run([tools.mapAdapt] + modelFiles + ["-mapmeanfn", work + "/means"], log: work + "/map.log")
        do { try VoiceProfile.check(work + "/means") } catch {
            throw .adaptationFailed("map_adapt wrote no usable means")
        }
    }

    /// A decoder that hears nothing but the prompts, each whole: it cuts a driver's reading into utterances
    /// and tells which sentence each one was.
    public static func promptRecogniser(library: String? = nil) throws(SpeechRecogniserError) -> SpeechRecogniser {
        guard let pronunciations = Pronunciations.read(path: Pronunciations.systemDictionary, only: promptWords) else {
            throw .modelMissing(Pronunciations.systemDictionary)
        }
        let prompts = VoiceProfile.prompts.map(words(of:))
        var transitions: [String] = []
        var states = 2
        for words in prompts {
            var from = 0
            for (index, word) in words.enumerated() {
                let to = index == words.count - 1 ? 1 : states
                if to != 1 { states += 1 }
                transitions.append("TRANSITION \(from) \(to) \(index == 0 ? 1.0 / Double(prompts.count) : 1.0) \(word)")
                from = to
            }
        }
        let fsg = (["FSG_BEGIN prompts", "NUM_STATES \(states)", "START_STATE 0", "FINAL_STATE 1"] + transitions + ["FSG_END"])
            .joined(separator: "\n") + "\n"
        return try SpeechRecogniser(
            fsg: pronunciations.spellingAlternates(in: fsg), words: promptWords.sorted(), pronunciations: pronunciations,
            library: library)
    }

    /// Whether a transcript of the prompt decoder is `prompt`.
    static func heard(_ transcript: String, as prompt: String) -> Bool {
        transcript.split(separator: " ").map { Pronunciations.word(named: String($0)) } == words(of: prompt)
    }

    /// Every word of the prompts, as the dictionary spells them.
    static var promptWords: Set<String> { Set(VoiceProfile.prompts.flatMap(words(of:))) }

    static func words(of prompt: String) -> [String] {
        prompt.lowercased().split(separator: " ").map(String.init)
    }

    /// The four programs enrolling runs.
    struct Tools {
        var featureExtractor: String
        var mdefConvert: String
        var baumWelch: String
        var mapAdapt: String

        static func find(environment: [String: String]) throws(VoiceProfileError) -> Tools {
            let path = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":").map(String.init)
            func onPath(_ name: String) throws(VoiceProfileError) -> String {
                guard let folder = path.first(where: { access("\($0)/\(name)", X_OK) == 0 }) else { throw .toolMissing(name) }
                return "\(folder)/\(name)"
            }
            func sphinxtrain(_ name: String) throws(VoiceProfileError) -> String {
                guard let folder = sphinxtrainFolders.first(where: { access("\($0)/\(name)", X_OK) == 0 }) else {
                    throw .toolMissing("sphinxtrain's \(name)")
                }
                return "\(folder)/\(name)"
            }
            return Tools(
                featureExtractor: try onPath("sphinx_fe"), mdefConvert: try onPath("pocketsphinx_mdef_convert"),
                baumWelch: try sphinxtrain("bw"), mapAdapt: try sphinxtrain("map_adapt"))
        }
    }

    // MARK: Running the tools

    /// Runs `arguments` with standard input on /dev/null and both outputs in `log`; a failure is reported
    /// with the tool's last error line.
    static func run(_ arguments: [String], log: String) throws(VoiceProfileError) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, log, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, STDOUT_FILENO, STDERR_FILENO)
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let name = String(arguments[0].split(separator: "/").last ?? "")
        guard posix_spawn(&pid, arguments[0], &actions, nil, argv, environ) == 0 else {
            throw .adaptationFailed("\(name) could not be started")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // WIFEXITED and WEXITSTATUS, which Swift does not import as macros.
        guard (status & 0x7f) == 0 && ((status >> 8) & 0xff) == 0 else {
            let errors = lastLines(of: log, limit: 200).filter { $0.hasPrefix("ERROR") || $0.hasPrefix("FATAL") }
            throw .adaptationFailed("\(name) failed" + (errors.last.map { ": \($0)" } ?? ""))
        }
    }

    /// The last `limit` lines of a file (all of them for Int.max), or none when it cannot be read.
    static func lastLines(of path: String, limit: Int) -> [String] {
        guard let bytes = Pronunciations.fileBytes(path) else { return [] }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").suffix(limit).map(String.init)
    }

    // MARK: Files

    static func temporaryFolder() throws(VoiceProfileError) -> String {
        let directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array((directory + "/dashpilot-enrol-XXXXXX").utf8CString)
        guard mkdtemp(&template) != nil else {
            throw .adaptationFailed("no temporary folder could be made in \(directory)")
        }
        return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Removes the enrolment's own folder: it holds only files this run made, no subfolders.
    static func removeFolder(_ folder: String) {
        guard let directory = opendir(folder) else { return }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { unlink("\(folder)/\(name)") }
        }
        closedir(directory)
        rmdir(folder)
    }

    static func write(_ bytes: [UInt8], to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return fsync(descriptor) == 0
    }
}

/// A 16 kHz, 16-bit, one-channel PCM WAV file's bytes.
enum WAV {
    static func bytes(_ samples: [Int16]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(44 + 2 * samples.count)
        func append32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
        func append16(_ value: UInt16) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
        let rate = UInt32(SpeechRecogniser.sampleRate)
        bytes += Array("RIFF".utf8)
        append32(UInt32(36 + 2 * samples.count))
        bytes += Array("WAVEfmt ".utf8)
        append32(16)
        append16(1)
        append16(1)
        append32(rate)
        append32(rate * 2)
        append16(2)
        append16(16)
        bytes += Array("data".utf8)
        append32(UInt32(2 * samples.count))
        for sample in samples { append16(UInt16(bitPattern: sample)) }
        return bytes
    }
}
