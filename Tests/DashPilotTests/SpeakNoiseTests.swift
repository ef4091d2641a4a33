import Foundation
import Testing

/// A speech program that talks on standard error (espeak-ng without a sound card prints ALSA lines for every
/// reply, and exits 0) never reaches the driver's terminal: one warning, the detail only under --verbose.
@Suite struct SpeakNoiseTests {
    private func noisySpeaker(_ sandbox: Sandbox) throws -> String {
        try sandbox.write("noisy.sh", """
            #!/bin/sh
            for i in 1 2 3 4 5 6 7 8; do echo "ALSA lib pcm.c:2664:(snd_pcm_open_noupdate) Unknown PCM default $i" >&2; done
            exit 0

            """)
    }

    @Test func oneWarningAndTheRepliesGoOn() throws {
        let sandbox = Sandbox()
        let speaker = try noisySpeaker(sandbox)
        let run = try sandbox.run(
            ["--speak"], input: Array("start my shift\nI'm parked\ndriving again\n".utf8),
            environment: ["DASHPILOT_SPEAK": "/bin/sh \(speaker)"])
        #expect(run.status == 0)
        #expect(run.lines.count == 3)
        #expect(!run.error.contains("ALSA"), "\(run.error)")
        let warnings = run.error.split(separator: "\n")
        #expect(warnings.count == 1, "\(run.error)")
        #expect(warnings.first?.contains("--verbose") == true)
    }

    @Test func verboseShowsWhatTheSpeechProgramSaid() throws {
        let sandbox = Sandbox()
        let speaker = try noisySpeaker(sandbox)
        let run = try sandbox.run(
            ["--speak", "--verbose"], input: Array("start my shift\n".utf8),
            environment: ["DASHPILOT_SPEAK": "/bin/sh \(speaker)"])
        #expect(run.lines.count == 1)
        #expect(run.error.contains("Unknown PCM default 8"), "\(run.error)")
    }

    @Test func aSpeechProgramThatFailsIsWarnedOfOnce() throws {
        let sandbox = Sandbox()
        let failing = try sandbox.write("failing.sh", "#!/bin/sh\nexit 3\n")
        let run = try sandbox.run(
            ["--speak"], input: Array("start my shift\nI'm parked\n".utf8),
            environment: ["DASHPILOT_SPEAK": "/bin/sh \(failing)"])
        #expect(run.lines.count == 2)
        #expect(run.error.split(separator: "\n").count == 1, "\(run.error)")
        #expect(run.error.contains("failed"))
    }
}
