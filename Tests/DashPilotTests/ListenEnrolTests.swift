import Foundation
import TestSupport
import Testing

/// `dashpilot listen --enrol`: espeak-ng reads the enrolment sentences, Debian's sphinxtrain adapts the model to
/// it, and `listen` hears with the profile. Skipped, saying why, only where a program is not installed; CI
/// installs them all.
@Suite(.enabled(if: Enrolment.missing == nil, "\(Enrolment.missing ?? "")"))
struct ListenEnrolTests {
    @Test func promptsArePrintedOneALine() throws {
        let run = try Sandbox().run(["listen", "--prompts"])
        #expect(run.status == 0)
        #expect(run.lines.count == 40 && run.lines.first == "start my shift")
    }

    @Test func aProfileLearnedFromTheSentencesIsWhatListenHearsWith() throws {
        let sandbox = Sandbox(cacheHome: Speech.sharedCache)
        let prompts = try Enrolment.recordings(in: sandbox)
        let run = try sandbox.run(["listen", "--enrol"] + prompts.flatMap { ["--file", $0] })
        #expect(run.status == 0, "\(run.error)")
        let profile = sandbox.directory.file("data-home/dashpilot/voice-profile")
        // A recording the prompt decoder hears as another sentence is left out; most are kept.
        let kept = try #require(Int(run.output.split(separator: " ").dropFirst(4).first ?? ""), "\(run.output)")
        #expect(kept >= 30 && run.output == "Learned your voice from \(kept) of 40 sentences; listen hears with it from now on (\(profile)).\n")
        #expect(FileManager.default.fileExists(atPath: profile))

        // espeak-ng's "I'm on my break now" is only asked about by the model as it came, and heard with the profile.
        let break_ = try Speech.recording("I'm on my break now", in: sandbox, voice: .espeak)
        let heard = try sandbox.run(["listen", "--parse", "--json", "--file", break_])
        #expect(heard.output.contains("\"intent\":\"PauseShift\""), "\(heard.output)")
        let unadapted = try sandbox.run(
            ["listen", "--parse", "--json", "--file", break_], environment: ["XDG_DATA_HOME": sandbox.directory.file("elsewhere")])
        #expect(!unadapted.output.contains("\"intent\":\"PauseShift\""), "\(unadapted.output)")
        // Named on the command line, it is used wherever it is.
        let moved = sandbox.directory.file("moved-profile")
        try FileManager.default.moveItem(atPath: profile, toPath: moved)
        let named = try sandbox.run(["listen", "--parse", "--json", "--voice-profile", moved, "--file", break_])
        #expect(named.output.contains("\"intent\":\"PauseShift\""), "\(named.output)")
    }

    /// README's enrolment recipe, read from README and run by a shell as written, with a stand-in `arecord`
    /// that plays the sentences read one after another (a test machine has no microphone).
    @Test func theReadmeRecipeShowsEachSentenceAndCutsTheSpeech() throws {
        let recipe = try Speech.readmeRecipe { $0.contains("dashpilot listen --enrol") }
        let sandbox = Sandbox(cacheHome: Speech.sharedCache)
        let raw = sandbox.directory.file("all.raw")
        try Speech.shell(["sox"] + (try Enrolment.recordings(in: sandbox)) + ["-t", "raw", raw])
        let bin = try Speech.standInArecord(playing: raw, in: sandbox)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", recipe]
        var environment = sandbox.environment
        environment["PATH"] = bin + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let shown = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(recipe): \(shown)")
        #expect(shown.hasPrefix("Say (1 of 40): start my shift\nSay (2 of 40): end my shift for the day\n"), "\(shown)")
        #expect(shown.contains("Say (40 of 40): the customer lives on the third floor of the building"))
        #expect(said.hasPrefix("Learned your voice from"), "\(said)")
        #expect(FileManager.default.fileExists(atPath: sandbox.directory.file("data-home/dashpilot/voice-profile")))
    }

    /// Read live, a sentence not heard as itself is shown again, and the sentence said again is the one learned.
    @Test func aSentenceNotHeardIsAskedForAgain() throws {
        let sandbox = Sandbox(cacheHome: Speech.sharedCache)
        var recordings = try Enrolment.recordings(in: sandbox)
        let prompts = try sandbox.run(["listen", "--prompts"]).lines
        // Something else said where the third sentence was asked for, then the third sentence.
        let slip = try Speech.recording("what a lovely morning it is", in: sandbox, voice: .espeak)
        recordings.insert(slip, at: 2)
        let raw = sandbox.directory.file("all.raw")
        try Speech.shell(["sox"] + recordings + ["-t", "raw", raw])
        let run = try sandbox.run(["listen", "--enrol"], input: [UInt8](try Data(contentsOf: URL(fileURLWithPath: raw))))
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.contains("Say (3 of 40): \(prompts[2])\nNot heard as that. Say again (3 of 40): \(prompts[2])\nSay (4 of 40)"),
            "\(run.error)")
        #expect(run.error.contains("Say (40 of 40)"))
        #expect(run.output.hasPrefix("Learned your voice from"), "\(run.output)")
    }

    @Test func recordingsThatAreNotTheirSentencesChangeNothing() throws {
        let sandbox = Sandbox(cacheHome: Speech.sharedCache)
        let profile = try sandbox.write("profile", "an older profile")
        let prompts = try Enrolment.recordings(in: sandbox)
        // The right recordings in the wrong order: the model would learn every sentence's sounds as another's.
        let shuffled = try sandbox.run(["listen", "--enrol", "--voice-profile", profile] + prompts.reversed().flatMap { ["--file", $0] })
        #expect(shuffled.status == 65)
        #expect(shuffled.error.contains("of the recordings matched their sentences, and 30 must."), "\(shuffled.error)")
        // Too few recordings.
        let few = try sandbox.run(["listen", "--enrol", "--voice-profile", profile, "--file", prompts[0], "--file", prompts[1]])
        #expect(few.status == 65)
        #expect(few.error == "dashpilot: Enrolling needs one recording for each of the 40 sentences of dashpilot listen --prompts, "
            + "and 2 were given. Nothing was changed.\n")
        #expect(try String(contentsOfFile: profile, encoding: .utf8) == "an older profile")
    }

    @Test func withoutSphinxtrainItSaysWhatToInstall() throws {
        let sandbox = Sandbox(cacheHome: Speech.sharedCache)
        let one = try Speech.recording("start my shift", in: sandbox, voice: .espeak)
        let run = try sandbox.run(
            ["listen", "--enrol"] + Array(repeating: ["--file", one], count: 40).flatMap { $0 }, environment: ["PATH": "/nonexistent"])
        #expect(run.status == 69)
        #expect(run.error.contains("sphinx_fe is missing. Install them with: sudo apt-get install sphinxtrain sphinxbase-utils pocketsphinx"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.directory.file("data-home/dashpilot/voice-profile")))
    }

    @Test func aProfileThatCannotBeSavedChangesNothing() throws {
        let sandbox = Sandbox(cacheHome: Speech.sharedCache)
        let file = try sandbox.write("a-file", "")
        let prompts = try Enrolment.recordings(in: sandbox)
        let run = try sandbox.run(["listen", "--enrol", "--voice-profile", file + "/profile"] + prompts.flatMap { ["--file", $0] })
        #expect(run.status == 73)
        #expect(run.error.contains("The voice profile could not be saved to \(file)/profile: Not a directory. Nothing was changed."))
    }

    @Test func aDamagedOrAbsentProfileIsRefusedBeforeListening() throws {
        let sandbox = Sandbox(cacheHome: Speech.sharedCache)
        let start = try Speech.recording("start my shift", in: sandbox)
        let profile = sandbox.directory.file("data-home/dashpilot/voice-profile")
        try FileManager.default.createDirectory(atPath: sandbox.directory.file("data-home/dashpilot"), withIntermediateDirectories: true)
        // The model's own means with one byte changed: pocketsphinx would end the process on its checksum.
        var means = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "/usr/share/pocketsphinx/model/en-us/en-us/means")))
        means[means.count / 2] ^= 0x01
        try Data(means).write(to: URL(fileURLWithPath: profile))
        let damaged = try sandbox.run(["listen", "--file", start])
        #expect(damaged.status == 65)
        #expect(damaged.error == "dashpilot: The voice profile \(profile) is damaged or was made for another model. "
            + "Enrol again with dashpilot listen --enrol, or remove it.\n")
        #expect(!FileManager.default.fileExists(atPath: sandbox.storePath))
        let absent = try sandbox.run(["listen", "--parse", "--voice-profile", sandbox.directory.file("none"), "--file", start])
        #expect(absent.status == 66)
        #expect(absent.error.contains("There is no voice profile at \(sandbox.directory.file("none"))."))
    }
}

enum Enrolment {
    /// Why these tests cannot run here, or nil.
    static let missing: String? = {
        if let missing = Speech.missing { return missing }
        for tool in ["espeak-ng", "sphinx_fe", "pocketsphinx_mdef_convert"] where Speech.which(tool) == nil {
            return "\(tool) is not installed"
        }
        for tool in ["bw", "map_adapt"] where !FileManager.default.isExecutableFile(atPath: "/usr/lib/sphinxtrain/\(tool)") {
            return "sphinxtrain is not installed"
        }
        return nil
    }()

    /// espeak-ng's en-us reading each enrolment sentence, one recording each, in order.
    static func recordings(in sandbox: Sandbox) throws -> [String] {
        let prompts = try sandbox.run(["listen", "--prompts"]).lines
        return try prompts.map { try Speech.recording($0, in: sandbox, voice: .espeak) }
    }
}
