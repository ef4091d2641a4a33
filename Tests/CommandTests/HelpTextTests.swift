import Testing
import Command

@Suite struct HelpTextTests {
    @Test func documentsEveryCommandOptionVariableAndExitStatus() {
        let words = ["say", "run", "parse", "grammar check", "grammar test", "grammar export --jsgf", "listen", "--compact"]
            + ExplicitCommand.words.map { "dashpilot \($0)" }
            + ["--store", "--grammar", "--macros", "--json", "--speak", "--verbose", "--at", "--limit",
               "--delivery", "--shift", "--file", "--parse", "--enrol", "--prompts", "--voice-profile", "-h, --help", "--version", "--"]
            + ["DASHPILOT_STORE", "DASHPILOT_GRAMMAR", "DASHPILOT_SPEAK", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"]
        for word in words {
            #expect(HelpText.full.contains(word), "\(word)")
        }
        for code in ExitCode.allCases {
            #expect(HelpText.full.contains("\n  \(code.rawValue) "), "exit status \(code.rawValue)")
        }
    }

    @Test func exitStatusesFollowSysexits() {
        #expect(ExitCode.usage.rawValue == 64)
        #expect(ExitCode.dataError.rawValue == 65)
        #expect(ExitCode.noInput.rawValue == 66)
        #expect(ExitCode.storeUnavailable.rawValue == 74)
    }
}
