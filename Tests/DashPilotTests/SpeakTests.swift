import Testing

/// `--speak` hands every reply to the speech command, and a speech command that cannot start costs one
/// warning, never the reply.
@Suite struct SpeakTests {
    @Test func everyReplyIsSpokenThroughTheConfiguredCommand() throws {
        let sandbox = Sandbox()
        let spoken = sandbox.directory.file("spoken.txt")
        let speaker = try sandbox.write("speak.sh", "#!/bin/sh\nprintf '%s\\n' \"$1\" >> \(spoken)\n")
        let run = try sandbox.run(
            ["--speak"], input: Array("start my shift\nwhat now\n".utf8),
            environment: ["DASHPILOT_SPEAK": "/bin/sh \(speaker)"])
        #expect(run.status == 0)
        #expect(FileManagerCheck.contents(spoken) == run.output)
    }

    @Test func aSpeakerThatCannotStartWarnsOnceAndTheRepliesGoOn() throws {
        let sandbox = Sandbox()
        let run = try sandbox.run(
            ["--speak"], input: Array("start my shift\nend my shift\n".utf8),
            environment: ["DASHPILOT_SPEAK": "/nonexistent/speaker"])
        #expect(run.lines.count == 2)
        #expect(run.error.components(separatedBy: "warning").count == 2)
    }
}
