import Foundation
import Testing
import Command

@Suite struct XDGPathsTests {
    @Test func passwordDatabaseKnowsAHome() {
        #expect(XDGPaths.passwordDatabaseHome()?.hasPrefix("/") == true)
    }

    @Test func usesTheVariablesWhenAbsolute() {
        let paths = XDGPaths(environment: [
            "HOME": "/home/d", "XDG_DATA_HOME": "/data", "XDG_STATE_HOME": "/state/", "XDG_CONFIG_HOME": "/config",
            "XDG_CACHE_HOME": "/cache",
        ])
        #expect(paths == XDGPaths(environment: [
            "HOME": "/elsewhere", "XDG_DATA_HOME": "/data", "XDG_STATE_HOME": "/state/", "XDG_CONFIG_HOME": "/config",
            "XDG_CACHE_HOME": "/cache",
        ]))
        #expect(paths.dataHome == "/data")
        #expect(paths.historyFile == "/state/dashpilot/history")
        #expect(paths.macrosFile == "/config/dashpilot/macros")
        #expect(paths.voiceProfile == "/data/dashpilot/voice-profile")
        #expect(paths.cacheHome == "/cache")
    }

    @Test func fallsBackUnderHomeWhenUnsetEmptyOrRelative() {
        let paths = XDGPaths(environment: ["HOME": "/home/d", "XDG_DATA_HOME": "", "XDG_STATE_HOME": "relative/state"])
        #expect(paths.dataHome == "/home/d/.local/share")
        #expect(paths.voiceProfile == "/home/d/.local/share/dashpilot/voice-profile")
        #expect(paths.stateHome == "/home/d/.local/state")
        #expect(paths.configHome == "/home/d/.config")
        #expect(paths.cacheHome == "/home/d/.cache")
        #expect(XDGPaths(environment: ["HOME": "/home/d", "XDG_CACHE_HOME": "cache"]).cacheHome == "/home/d/.cache")
    }

    @Test func withoutHomeUsesThePasswordDatabaseHome() {
        let paths = XDGPaths(environment: [:], fallbackHome: "/var/lib/driver")
        #expect(paths.configHome == "/var/lib/driver/.config")
        #expect(XDGPaths(environment: ["HOME": "relative"], fallbackHome: nil).stateHome == "/.local/state")
    }

    @Test func makesNestedDirectoriesPrivate() throws {
        let scratch = try ScratchDirectory()
        let nested = scratch.file("a/b/c")
        #expect(XDGPaths.makeDirectories(nested))
        #expect(XDGPaths.makeDirectories(nested))
        let attributes = try FileManager.default.attributesOfItem(atPath: nested)
        #expect((attributes[.posixPermissions] as? Int) == 0o700)
        let file = try scratch.write("plain", text: "x")
        #expect(!XDGPaths.makeDirectories(file))
        #expect(!XDGPaths.makeDirectories(file + "/below"))
    }

    @Test func parentDirectory() {
        #expect(XDGPaths.parentDirectory(of: "/a/b/history") == "/a/b")
        #expect(XDGPaths.parentDirectory(of: "/history") == "/")
        #expect(XDGPaths.parentDirectory(of: "history") == ".")
    }
}
