import Testing

/// `dashpilot say`: one sentence, its reply, and an exit status a script can branch on.
@Suite struct SayTests {
    @Test func exitStatusSaysWhatBecameOfTheSentence() throws {
        let sandbox = Sandbox()
        let performed = try sandbox.run(["say", "start", "my", "shift", "--at", "2026-11-30T09:00:00Z"])
        #expect(performed.status == 0)
        #expect(performed.output == "Shift started at 9:00 AM.\n")
        let refused = try sandbox.run(["say", "start my shift"])
        #expect(refused.status == 1)
        #expect(refused.output == "A shift is already running. It started at 9:00 AM.\n")
        let notUnderstood = try sandbox.run(["say", "the weather is lovely"])
        #expect(notUnderstood.status == 2)
        #expect(notUnderstood.output == "Sorry, I didn't catch that.\n")
        let answered = try sandbox.run(["status"])
        #expect(answered.status == 0)
        #expect(answered.output.hasPrefix("On shift since 9:00 AM"))
    }

    @Test func usageErrorsExit64AndTouchNothing() throws {
        let sandbox = Sandbox()
        let noSentence = try sandbox.run(["say"])
        #expect(noSentence.status == 64)
        #expect(noSentence.error.hasPrefix("Error: 'say' needs a sentence."))
        #expect(noSentence.output.isEmpty)
        let badTime = try sandbox.run(["say", "start my shift", "--at", "half past nine"])
        #expect(badTime.status == 64)
        #expect(badTime.error.contains("--at"))
        #expect(try sandbox.run(["--frobnicate"]).status == 64)
        #expect(!FileManagerCheck.exists(sandbox.storePath))
    }

    @Test func anUnavailableStoreExits74WithItsSentence() throws {
        let sandbox = Sandbox()
        try sandbox.write("not-a-store.sqlite", String(repeating: "this is not SQLite\n", count: 100))
        let notAStore = try sandbox.run(["say", "start my shift", "--store", sandbox.directory.file("not-a-store.sqlite")])
        #expect(notAStore.status == 74)
        #expect(notAStore.output == "The store file is not a DashPilot store, so nothing was recorded.\n")
        let noFolder = try sandbox.run(["--json", "say", "start my shift", "--store", "/dev/null/dashpilot.sqlite"])
        #expect(noFolder.status == 74)
        let reply = try #require(try noFolder.replies().first)
        #expect(reply.outcome == "error")
        #expect(reply.input == "start my shift")
        #expect(reply.sentence == "The folder for the store at /dev/null could not be created (not a directory), so nothing was recorded.")
    }

    @Test func helpDocumentsTheExitStatusesOnStandardOutput() throws {
        let help = try Sandbox().run(["--help"])
        #expect(help.status == 0)
        for line in ["0   performed or answered", "1   refused", "2   not understood", "64  usage error", "74  the store"] {
            #expect(help.output.contains(line))
        }
        #expect(try Sandbox().run(["--version"]).output.hasPrefix("dashpilot "))
    }
}
