import Glibc
import Services

/// `dashpilot listen --enrol [--file F.wav ...] [--voice-profile FILE]`: the driver reads the enrolment
/// sentences, and the acoustic model is adapted to how they sound (`VoiceEnrolment`). From files, one a
/// sentence in order; from standard input, raw audio cut into utterances by the recogniser's voice-activity
/// detection, each sentence shown on standard error before it is to be said. Nothing is replaced unless the
/// new profile is made whole.
enum EnrolCommand {
    static func run(files: [String], profile: String?, environment: [String: String]) -> ExitCode {
        let path = VoiceProfile.path(explicit: profile, environment: environment)
        let recordings: [[Int16]]
        do {
            recordings = files.isEmpty ? try fromStandardInput(environment: environment) : try fromFiles(files)
        } catch {
            StandardStream.error.writeLine("dashpilot: \(error.message)")
            return error.exitCode
        }
        do {
            let used = try VoiceEnrolment.enrol(recordings: recordings, to: path, environment: environment)
            StandardStream.output.writeLine(
                "Learned your voice from \(used) of \(recordings.count) sentences; listen hears with it from now on (\(path)).")
            return .success
        } catch {
            StandardStream.error.writeLine("dashpilot: \(error.sentence)")
            return error.exitCode
        }
    }

    /// Each file is one sentence, heard whole.
    private static func fromFiles(_ files: [String]) throws(ListenError) -> [[Int16]] {
        let needed = VoiceProfile.prompts.count
        guard files.count == needed else { throw .profile(.wrongCount(given: files.count, needed: needed)) }
        var recordings: [[Int16]] = []
        for file in files {
            let bytes: [UInt8]
            do { bytes = try FileContents.read(path: file, byteLimit: 1 << 30) } catch { throw .unreadable("\(error)") }
            do { recordings.append(try WAVFile.samples(bytes)) } catch {
                throw .badAudio("\(file): \(error.reason). \(WAVFile.conversionHint)")
            }
        }
        return recordings
    }

    /// Utterances from standard input, as many as there are sentences; each sentence is shown before it is to be
    /// said. Audio that ends first is too few recordings.
    private static func fromStandardInput(environment: [String: String]) throws(ListenError) -> [[Int16]] {
        guard isatty(STDIN_FILENO) == 0 else { throw .noAudio }
        let prompts = VoiceProfile.prompts
        let recogniser: SpeechRecogniser
        do { recogniser = try VoiceEnrolment.promptRecogniser(library: environment["DASHPILOT_POCKETSPHINX_LIBRARY"]) } catch {
            throw .recogniser(error)
        }
        recogniser.keepsAudio = true
        var recordings: [[Int16]] = []
        func show() {
            guard recordings.count < prompts.count else { return }
            StandardStream.error.writeLine("Say (\(recordings.count + 1) of \(prompts.count)): \(prompts[recordings.count])")
        }
        show()
        var reader = RawAudioReader()
        while recordings.count < prompts.count, let samples = try reader.next() {
            for heard in recogniser.process(samples) where recordings.count < prompts.count {
                recordings.append(heard.samples)
                show()
            }
        }
        if recordings.count < prompts.count, let heard = recogniser.finish() { recordings.append(heard.samples) }
        guard recordings.count == prompts.count else {
            throw .profile(.wrongCount(given: recordings.count, needed: prompts.count))
        }
        return recordings
    }
}

extension VoiceProfileError {
    /// 69 without sphinxtrain, 70 when a tool failed, 73 when the profile could not be written, 66 for a
    /// profile named that does not exist, 65 for recordings or a profile that cannot be used.
    var exitCode: ExitCode {
        switch self {
        case .toolMissing: .unavailable
        case .adaptationFailed: .toolFailed
        case .unwritable: .cannotCreate
        case .missing: .noInput
        case .wrongCount, .tooFewMatched, .damaged: .dataError
        }
    }
}
