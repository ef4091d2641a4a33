import Glibc
import Services

/// `dashpilot listen --enrol [--file F.wav ...] [--voice-profile FILE]`: the driver reads the enrolment
/// sentences, and the acoustic model is adapted to how they sound (`VoiceEnrolment`). From files, one a
/// sentence in order; from standard input, raw audio cut into utterances by the recogniser's voice-activity
/// detection, each sentence shown on standard error before it is to be said. Nothing is replaced unless the
/// new profile is made whole.
enum EnrolCommand {
    static func run(files: [String], profile: String?, environment: [String: String]) -> ExitCode {
        let path = profile ?? XDGPaths(environment: environment).voiceProfile
        let recordings: [[Int16]]
        do {
            recordings = files.isEmpty ? try fromStandardInput(environment: environment) : try fromFiles(files)
        } catch {
            StandardStream.error.writeLine("dashpilot: \(error.message)")
            return error.exitCode
        }
        do {
            let (learned, used) = try VoiceEnrolment.enrol(recordings: recordings, environment: environment)
            try install(learned, at: path)
            StandardStream.output.writeLine(
                "Learned your voice from \(used) of \(recordings.count) sentences; listen hears with it from now on (\(path)).")
            return .success
        } catch {
            StandardStream.error.writeLine("dashpilot: \(error.sentence)")
            return error.exitCode
        }
    }

    /// Puts the profile at `path` whole or not at all: written beside it, flushed, then renamed over it, so a
    /// crash leaves the old profile or the new one, never half of one.
    private static func install(_ bytes: [UInt8], at path: String) throws(VoiceProfileError) {
        // A folder that cannot be made is reported by the write into it, with the reason.
        XDGPaths.makeDirectories(XDGPaths.parentDirectory(of: path))
        let temporary = "\(path).new-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .unwritable(path: path, reason: String(cString: strerror(errno))) }
        let written = FileContents.writeAll(descriptor, bytes) && fsync(descriptor) == 0
        let closed = close(descriptor) == 0
        guard written, closed, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .unwritable(path: path, reason: reason)
        }
    }

    /// Each file is one sentence, heard whole.
    private static func fromFiles(_ files: [String]) throws(ListenError) -> [[Int16]] {
        let needed = VoiceProfile.prompts.count
        guard files.count == needed else { throw .profile(.wrongCount(given: files.count, needed: needed)) }
        var recordings: [[Int16]] = []
        for file in files { recordings.append(try WAVFile.samples(atPath: file)) }
        return recordings
    }

    /// Utterances from standard input, one for each sentence; each sentence is shown before it is to be said, and
    /// shown again when what was said was not heard as it (`EnrolmentReading`). Audio that ends first is too few
    /// recordings.
    private static func fromStandardInput(environment: [String: String]) throws(ListenError) -> [[Int16]] {
        guard isatty(STDIN_FILENO) == 0 else { throw .noAudio }
        let recogniser: SpeechRecogniser
        do { recogniser = try VoiceEnrolment.promptRecogniser(library: environment["DASHPILOT_POCKETSPHINX_LIBRARY"]) } catch {
            throw .recogniser(error)
        }
        recogniser.keepsAudio = true
        var reading = EnrolmentReading()
        let count = reading.prompts.count
        func show(_ next: EnrolmentReading.Next) {
            switch next {
            case .say(let index): StandardStream.error.writeLine("Say (\(index + 1) of \(count)): \(reading.prompts[index])")
            case .again(let index): StandardStream.error.writeLine("Not heard as that. Say again (\(index + 1) of \(count)): \(reading.prompts[index])")
            case .done: break
            }
        }
        show(.say(0))
        var reader = RawAudioReader()
        while !reading.isDone, let samples = try reader.next() {
            for heard in recogniser.process(samples) where !reading.isDone {
                show(reading.heard(heard.text, samples: heard.samples))
            }
        }
        if !reading.isDone, let heard = recogniser.finish() { _ = reading.heard(heard.text, samples: heard.samples) }
        reading.finish()
        guard reading.isDone else { throw .profile(.wrongCount(given: reading.recordings.count, needed: count)) }
        return reading.recordings
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
