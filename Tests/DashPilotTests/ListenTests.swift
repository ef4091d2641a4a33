import Foundation
import TestSupport
import Testing

/// `dashpilot listen` end to end: speech synthesized by flite, decoded by Debian's pocketsphinx, handled as a
/// pipe line. Skipped, saying why, only where flite, sox or pocketsphinx is not installed; CI installs them.
@Suite(.enabled(if: Speech.missing == nil, "\(Speech.missing ?? "")"))
struct ListenTests {
    @Test func recognisesRecordingsWithoutAStoreOneLinePerUtterance() throws {
        let sandbox = Sandbox(cacheHome: Speech.sharedCache)
        let start = try Speech.recording("start my shift", in: sandbox)
        let negation = try Speech.recording("don't end my shift", in: sandbox)
        let radio = try Speech.recording("and now the weather for the weekend", in: sandbox)
        let run = try sandbox.run(["listen", "--parse", "--json", "--file", start, "--file", negation, "--file", radio])
        #expect(run.status == 0, "\(run.error)")
        let lines = try run.lines.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
        #expect(lines.count == 3)
        #expect(lines.first?["intent"] as? String == "StartShift")
        #expect(lines.first?["file"] as? String == start)
        #expect(lines.first?["transcript"] as? String == "start my shift")
        // A negation and the radio come out as nothing, never as the nearest command.
        #expect(lines.dropFirst().allSatisfy { $0["intent"] is NSNull })
        #expect(lines.last?["file"] as? String == radio)
        #expect(!FileManager.default.fileExists(atPath: sandbox.storePath))
    }

    @Test func actsOnWhatItHearsLikeAPipeLineJournalledAsListen() throws {
        let sandbox = Sandbox(cacheHome: Speech.sharedCache)
        let start = try Speech.recording("start my shift", in: sandbox)
        let run = try sandbox.run(["listen", "--json", "--file", start])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.lines.count == 1)
        #expect(run.output.contains("\"intent\":\"StartShift\"") && run.output.contains("\"outcome\":\"performed\""))
        #expect(try sandbox.count("shifts") == 1)
        #expect(try sandbox.journal().map(\.source.rawValue) == ["listen"])
    }

    @Test func aCommandTheSecondPassDoesNotConfirmIsAskedAboutNotPerformed() throws {
        let sandbox = Sandbox(cacheHome: Speech.sharedCache)
        let parked = try Speech.recording("I'm parked", in: sandbox)
        // flite's slt says "I'm parked" so that the grammar hears "i am parked" and the general model alone (a
        // command model weighing nothing) "and park"; acting only on what both passes mean, that is a question.
        let generalAlone = ["DASHPILOT_LISTEN_CHECK": "agree", "DASHPILOT_LISTEN_COMMAND_WEIGHT": "0"]
        let parse = try sandbox.run(["listen", "--parse", "--json", "--file", parked], environment: generalAlone)
        #expect(parse.status == 0, "\(parse.error)")
        #expect(parse.output.contains("\"intent\":null") && parse.output.contains("\"asked\":\"i am parked\""), "\(parse.output)")
        let asked = try sandbox.run(["listen", "--file", parked], environment: generalAlone)
        #expect(asked.output == "Did you mean \u{201C}i am parked\u{201D}? Say yes to record it.\n")
        // The question is journaled; nothing else is recorded.
        #expect(try sandbox.journal().map(\.outcome) == [.asked])
        #expect(try sandbox.count("parked_periods") == 0)
        // Without the second pass the same audio is taken as the command (refused here: no shift is open).
        let unchecked = try sandbox.run(["listen", "--file", parked], environment: ["DASHPILOT_LISTEN_CHECK": "off"])
        #expect(!unchecked.output.contains("Did you mean"))
        #expect(try sandbox.journal().map(\.outcome) == [.asked, .refused])
    }

    @Test func theSecondPassHearsACommandTheGrammarHadNoPathFor() throws {
        let sandbox = Sandbox(cacheHome: Speech.sharedCache)
        let ending = try Speech.recording("end the shift, I'm heading home", in: sandbox)
        // The grammar has no path for a command followed by that clause and forces it onto other words (flite's slt
        // was heard "end the shift i meant engine on"); the second pass hears the end of the shift.
        let run = try sandbox.run(["listen", "--parse", "--json", "--file", ending])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("\"intent\":\"EndShift\""), "\(run.output)")
        // The grammar's pass alone does not end the shift.
        let grammarAlone = try sandbox.run(["listen", "--parse", "--json", "--file", ending], environment: ["DASHPILOT_LISTEN_CHECK": "off"])
        #expect(grammarAlone.status == 0 && !grammarAlone.output.contains("\"intent\":\"EndShift\""), "\(grammarAlone.output)")
    }

    @Test func theGeneralModelAloneSettlesWhatTheGrammarForcedOntoAThingVoiceCannotDo() throws {
        let sandbox = Sandbox(cacheHome: Speech.sharedCache)
        let charged = try Speech.recording("phone's at a hundred, go online", in: sandbox)
        // The grammar has no path for the remark and hears flite's slt as "songs set it handed unassigned" (an order
        // taken away, refused as other); the second pass and the general model alone both hear "go online" after a
        // pause.
        let run = try sandbox.run(["listen", "--parse", "--json", "--file", charged])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("\"intent\":\"StartShift\"") && run.output.contains("\"asked\":null"), "\(run.output)")
        // Not settled, the same audio is only asked about.
        let unsettled = try sandbox.run(
            ["listen", "--parse", "--json", "--file", charged], environment: ["DASHPILOT_LISTEN_CHECK": "sounds:0.3:0.6:nowitness"])
        #expect(unsettled.output.contains("\"intent\":null") && !unsettled.output.contains("\"asked\":null"), "\(unsettled.output)")
    }

    @Test func aPauseBetweenTwoWordsOfTheSecondPassEndsAClause() throws {
        let sandbox = Sandbox(cacheHome: Speech.sharedCache)
        // flite's slt pauses about 190 ms at the comma.
        let lunch = try Speech.recording("Lunch is over, put me back on.", in: sandbox)
        // Heard as it came: with the hiss under it, the general model alone hears "paid me back on", a sum, and asks.
        let run = try sandbox.run(
            ["listen", "--parse", "--json", "--file", lunch], environment: ["DASHPILOT_LISTEN_TIMING": "1", "DASHPILOT_LISTEN_FLOOR": "0"])
        #expect(run.status == 0, "\(run.error)")
        // The pause is a comma; the words around it are the second pass's own (it hears "over, to put me back on"
        // since the grammar, whose sentences its model is built from, says "get me back online").
        #expect(run.output.contains("over, ") && run.output.contains("put me back on\""), "\(run.output)")
        #expect(run.output.contains("\"intent\":\"ResumeShift\""), "\(run.output)")
        let oneClause = try sandbox.run(
            ["listen", "--parse", "--json", "--file", lunch], environment: ["DASHPILOT_LISTEN_PAUSE": "off", "DASHPILOT_LISTEN_FLOOR": "0"])
        #expect(!oneClause.output.contains("over, ") && oneClause.output.contains("put me back on\""), "\(oneClause.output)")
    }

    @Test func theWitnessHearsEveryUtteranceOnlyWhenMeasuring() throws {
        let sandbox = Sandbox(cacheHome: Speech.sharedCache)
        // Neither pass hears a command in it ("and now the weather for the weekend" the grammar heard as a correction,
        // which the general model alone is asked about).
        let radio = try Speech.recording("stay tuned for more music after these messages", in: sandbox)
        // Nothing is about to be acted on, so the general model alone is not asked.
        let run = try sandbox.run(["listen", "--parse", "--json", "--file", radio])
        #expect(run.output.contains("\"witness\":null") && run.output.contains("\"intent\":null"), "\(run.output)")
        let measuring = try sandbox.run(["listen", "--parse", "--json", "--file", radio], environment: ["DASHPILOT_LISTEN_WITNESS": "always"])
        #expect(measuring.output.contains("\"witness\":\"") && measuring.output.contains("\"intent\":null"), "\(measuring.output)")
    }

    @Test func theGeneralModelAloneHearsWordsOutsideTheGrammar() throws {
        let sandbox = Sandbox(cacheHome: Speech.sharedCache)
        let radio = try Speech.recording("and now the weather for the weekend", in: sandbox)
        let run = try sandbox.run(
            ["listen", "--parse", "--json", "--file", radio], environment: ["DASHPILOT_LISTEN_MODEL": "general"])
        #expect(run.status == 0, "\(run.error)")
        // No grammar limits what is heard, no loop rejects it, and no second pass runs.
        #expect(run.output.contains("weather"), "\(run.output)")
        #expect(run.output.contains("\"rejected\":false") && run.output.contains("\"general\":null"), "\(run.output)")
    }

    @Test(.enabled(if: Speech.which("espeak-ng") != nil, "espeak-ng is not installed"))
    func theGeneralModelHearsDigitalSilenceThroughAFaintHiss() throws {
        let sandbox = Sandbox(cacheHome: Speech.sharedCache)
        // espeak-ng's silences are exact zeros. With the hiss under them the general model hears "okay let's get this
        // bread, clock me …" and the shift starts; heard as they are, it makes "okay let the red are you" of the same
        // audio, and nothing is done.
        let start = try Speech.recording("okay let's get this bread, clock me in", in: sandbox, voice: .espeak)
        let run = try sandbox.run(["listen", "--parse", "--json", "--file", start])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("\"intent\":\"StartShift\"") && run.output.contains("\"general\":\"okay let's get this bread"), "\(run.output)")
        let bare = try sandbox.run(["listen", "--parse", "--json", "--file", start], environment: ["DASHPILOT_LISTEN_FLOOR": "0"])
        let heard = try JSONSerialization.jsonObject(with: Data(bare.output.utf8)) as? [String: Any]
        #expect(heard?["intent"] is NSNull, "\(bare.output)")
        #expect((heard?["general"] as? String)?.contains("let's get this bread") == false, "\(bare.output)")
    }

    @Test func extraRecogniserOptionsReplaceItsOwn() throws {
        let sandbox = Sandbox(cacheHome: Speech.sharedCache)
        let start = try Speech.recording("start my shift", in: sandbox)
        // -beam is one of DashPilot's own settings; pocketsphinx refuses a name given twice.
        let run = try sandbox.run(
            ["listen", "--parse", "--json", "--file", start],
            environment: ["DASHPILOT_LISTEN_OPTIONS": "-beam 1e-50", "DASHPILOT_LISTEN_CHECK_OPTIONS": "-maxhmmpf 2000"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("\"intent\":\"StartShift\""), "\(run.output)")
    }

    @Test func readsARawStreamOnStandardInput() throws {
        let sandbox = Sandbox(cacheHome: Speech.sharedCache)
        let wav = try Data(contentsOf: URL(fileURLWithPath: try Speech.recording("start my shift", in: sandbox)))
        let raw = Array(wav.dropFirst(44))  // sox writes a plain 44-byte header
        let run = try sandbox.run(["listen", "--parse", "--json"], input: raw)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("\"transcript\":\"start my shift\""), "\(run.output)")
        #expect(run.output.contains("\"intent\":\"StartShift\""), "\(run.output)")
    }

    /// README's car recipe, read from README and run by a shell as written. The car's microphone is the one
    /// thing a test machine lacks, so `arecord` is a stand-in on PATH that plays a synthesized recording in
    /// the format the recipe asks for; pocketsphinx and everything after it are the real ones.
    @Test func theReadmeVoiceRecipeRunsAsWritten() throws {
        let recipe = try Speech.readmeRecipe { $0.contains("dashpilot listen") }
        let sandbox = Sandbox(cacheHome: Speech.sharedCache)
        let raw = sandbox.directory.file("start.raw")
        try Speech.shell(["sox", try Speech.recording("start my shift", in: sandbox), "-t", "raw", "-r", "16000", "-c", "1", "-b", "16", "-e", "signed-integer", raw])
        let bin = try Speech.standInArecord(playing: raw, in: sandbox)
        let spoken = sandbox.directory.file("spoken.txt")
        let speaker = try sandbox.write("speak.sh", "printf '%s\\n' \"$1\" >> \(spoken)\n")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", recipe]
        var environment = sandbox.environment
        environment["PATH"] = bin + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["DASHPILOT_SPEAK"] = "/bin/sh \(speaker)"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let replies = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(recipe): \(replies)")
        #expect(try sandbox.count("shifts") == 1, "\(replies)")
        #expect(try sandbox.journal().map(\.source.rawValue) == ["listen"])
        // The reply written is the reply spoken.
        let said = try String(contentsOfFile: spoken, encoding: .utf8)
        #expect(!replies.isEmpty && said.trimmingCharacters(in: .newlines) == replies.trimmingCharacters(in: .newlines))
    }

    @Test func audioInAnotherFormatIsRefusedWithTheConversion() throws {
        let sandbox = Sandbox(cacheHome: Speech.sharedCache)
        let stereo = sandbox.directory.file("stereo.wav")
        try Speech.shell(["sox", "-n", "-r", "44100", "-c", "2", "-b", "16", stereo, "trim", "0", "0.5"])
        let run = try sandbox.run(["listen", "--parse", "--file", stereo])
        #expect(run.status == 65)
        #expect(run.error.contains("44100 Hz") && run.error.contains("sox IN.wav -r 16000 -c 1 -b 16 OUT.wav"))
    }

    @Test func withoutPocketsphinxItSaysWhatToInstall() throws {
        let sandbox = Sandbox(cacheHome: Speech.sharedCache)
        let run = try sandbox.run(
            ["listen", "--parse", "--file", "unused.wav"],
            environment: ["DASHPILOT_POCKETSPHINX_LIBRARY": "libpocketsphinx-absent.so.3"])
        #expect(run.status == 69)
        #expect(run.error.contains("sudo apt-get install libpocketsphinx3 pocketsphinx-en-us"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.storePath))
    }
}

enum Speech {
    /// Why these tests cannot run here, or nil.
    static let missing: String? = {
        for tool in ["flite", "sox"] where which(tool) == nil { return "\(tool) is not installed" }
        let library = ["/usr/lib/x86_64-linux-gnu/libpocketsphinx.so.3", "/usr/lib/aarch64-linux-gnu/libpocketsphinx.so.3"]
        if !library.contains(where: FileManager.default.fileExists) { return "libpocketsphinx3 is not installed" }
        if !FileManager.default.fileExists(atPath: "/usr/share/pocketsphinx/model/en-us/en-us/mdef") {
            return "pocketsphinx-en-us is not installed"
        }
        return nil
    }()

    /// One `XDG_CACHE_HOME` beside the built executable for tests that are not about the cache, so the
    /// decoder grammar (many seconds in a debug build) is built once per build of `dashpilot`, not per test.
    static let sharedCache = URL(fileURLWithPath: DashPilotBinary.path).deletingLastPathComponent()
        .appendingPathComponent("listen-test-cache").path

    static func which(_ tool: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(tool)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    enum Voice { case flite, espeak }

    /// `sentence` said by flite's slt voice (or espeak-ng's en-us at 160 words a minute, as the harness says it),
    /// as a 16 kHz mono WAV with half a second of silence either side.
    static func recording(_ sentence: String, in sandbox: Sandbox, voice: Voice = .flite) throws -> String {
        let name = sentence.filter(\.isLetter) + (voice == .espeak ? "-espeak" : "")
        let raw = sandbox.directory.file("\(name)-raw.wav"), wav = sandbox.directory.file("\(name).wav")
        switch voice {
        case .flite: try shell(["flite", "-voice", "slt", "-t", sentence, "-o", raw])
        case .espeak: try shell(["espeak-ng", "-v", "en-us", "-s", "160", "-w", raw, sentence])
        }
        // -R: sox dithers when it resamples, from a random seed unless told to repeat itself.
        try shell(["sox", "-q", "-R", raw, "-r", "16000", "-c", "1", "-b", "16", wav, "pad", "0.5", "0.5"])
        return wav
    }

    /// The first README line that runs `arecord` into DashPilot and passes `matches`, without its comment.
    static func readmeRecipe(_ matches: (Substring) -> Bool) throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let line = try #require(readme.split(separator: "\n").first { $0.hasPrefix("arecord ") && matches($0) })
        return String(line.split(separator: "#").first ?? line).trimmingCharacters(in: .whitespaces)
    }

    /// A folder to put first on PATH, holding `dashpilot` and a stand-in `arecord` that plays `raw` when asked
    /// for the format README's recipes ask for (a test machine has no microphone).
    static func standInArecord(playing raw: String, in sandbox: Sandbox) throws -> String {
        let bin = sandbox.directory.file("bin")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try sandbox.write("bin/arecord", "#!/bin/sh\n[ \"$*\" = \"-f S16_LE -r 16000 -c 1 -t raw\" ] || exit 64\nexec cat \(raw)\n")
        chmod(bin + "/arecord", 0o755)
        try FileManager.default.createSymbolicLink(atPath: bin + "/dashpilot", withDestinationPath: DashPilotBinary.path)
        return bin
    }

    static func shell(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: which(arguments[0]) ?? arguments[0])
        process.arguments = Array(arguments.dropFirst())
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileWriteUnknown) }
    }
}

/// The measurement harness, small: two voices over a few commands and non-commands, printing its table.
@Suite(.enabled(if: Speech.missing == nil && Speech.which("espeak-ng") != nil, "\(Speech.missing ?? "espeak-ng is not installed")"))
struct VoiceEvalTests {
    @Test func printsATableRowPerVoice() throws {
        let sandbox = Sandbox()
        let sentences = try sandbox.write("few.tsv", """
            start my shift\tStartShift\t\tcommand
            clock out\tEndShift\t\tcommand
            don't end my shift\tnone\t\tnegation
            turn left onto main street\tnone\t\tnavigation

            """)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let process = Process()
        process.executableURL = root.appendingPathComponent("Scripts/voice-eval")
        process.arguments = ["--quick", "--dashpilot", DashPilotBinary.path, "--sentences", sentences]
        process.environment = ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": Speech.sharedCache]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        // Each voice enrols first, and the table says so above its header.
        #expect(text.hasPrefix("# each voice enrolled first from the sentences of dashpilot listen --prompts\n"), "\(text)")
        let rows = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: " ") }
        #expect(rows.first?.first == "voice")
        let flite = try #require(rows.first { $0.first == "flite-slt" })
        #expect(rows.contains { $0.first == "espeak-us" })
        // flite's clearest voice gets no command wrong, hears or asks about every one ("clock out" is asked
        // about: the second pass hears "cloud down"), and acts on neither non-command.
        // Columns: voice right wrong asked missed non-cmd-act non-cmd-ask negation rtf load.
        let percent = { (column: Int) in Double(flite[column].dropLast()) ?? -1 }
        #expect(percent(1) >= 50 && percent(1) + percent(3) == 100, "\(text)")
        #expect(flite[2] == "0.0%" && flite[4] == "0.0%" && flite[5] == "0.0%", "\(text)")
        #expect(flite.count == 10 && (Double(flite[9]) ?? 0) > 0, "load seconds: \(text)")
    }
}

/// Judging a kept run again (`Scripts/voice-replay`, `DASHPILOT_LISTEN_REPLAY`): the transcripts each decoder
/// heard, as a run with `DASHPILOT_LISTEN_WITNESS=always` printed them, decided by this build's rules, no audio.
@Suite(.enabled(if: Speech.missing == nil, "\(Speech.missing ?? "")"))
struct VoiceReplayTests {
    @Test func aKeptRunIsJudgedAgainByThisBuildsRules() throws {
        let sandbox = Sandbox(cacheHome: Speech.sharedCache)
        let sentences = try sandbox.write("two.tsv", """
            # sentence\tintent\tevent\tkind
            time for a coffee break\tPauseShift\t\tcommand
            don't end my shift\tnone\t\tnegation

            """)
        // As kept: the grammar forced a plan onto the end of the break, which the other two decoders heard whole,
        // and the command decoders lost the "not" that the general model alone heard.
        let kept = try sandbox.write("kept/flite-slt/heard.jsonl", """
            {"input":"time for a coffee break","intent":null,"file":"/x/0000.wav","grammar":"time for a pause three pm","general":"time for a coffee break","witness":"time for a coffee break","asked":"time for a coffee break"}
            {"input":"going to end my shift","intent":null,"file":"/x/0001.wav","grammar":"going to end my shift","general":"going to end my shift","witness":"don't end my shift","asked":"going to end my shift"}

            """)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let process = Process()
        process.executableURL = root.appendingPathComponent("Scripts/voice-replay")
        process.arguments = [URL(fileURLWithPath: kept).deletingLastPathComponent().deletingLastPathComponent().path, sentences,
                             "--dashpilot", DashPilotBinary.path, "--show"]
        process.environment = ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": Speech.sharedCache]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let row = try #require(text.split(separator: "\n").first { $0.hasPrefix("flite-slt") }).split(separator: " ")
        // The break is now acted on; the negation is still only asked about.
        #expect(row[1] == "100.0%" && row[5] == "0.0%" && row[6] == "100.0%", "\(text)")
        #expect(text.contains("flite-slt 0000.wav: asked: time for a coffee break -> PauseShift"), "\(text)")
        #expect(!text.contains("0001.wav"), "\(text)")
    }

    @Test func aKeptRunThatCannotBeReadIsSaidSo() throws {
        let sandbox = Sandbox(cacheHome: Speech.sharedCache)
        let run = try sandbox.run(["listen", "--parse", "--json"], environment: ["DASHPILOT_LISTEN_REPLAY": sandbox.directory.file("missing.tsv")])
        #expect(run.status == 66)
        #expect(run.error.contains("cannot read"), "\(run.error)")
    }
}
