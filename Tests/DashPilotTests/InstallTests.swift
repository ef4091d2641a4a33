import Foundation
import Testing
import TestSupport

/// `make install` puts a working dashpilot, its man page and completions under PREFIX, and the installed
/// binary runs from any directory with no source tree beside it.
@Suite struct InstallTests {
    @Test func theInstalledBinaryWorksFromAnotherDirectory() throws {
        let make = try #require(OtherProgram.find("make"), "make is not installed")
        let sandbox = Sandbox()
        let prefix = sandbox.directory.file("prefix")
        let installed = try OtherProgram.run(
            make, ["-C", OtherProgram.packageRoot, "install", "PREFIX=\(prefix)", "BIN=\(DashPilotBinary.path)", "BUILD=true"])
        #expect(installed.status == 0, "\(installed.error)")
        for file in ["bin/dashpilot", "share/man/man1/dashpilot.1", "share/bash-completion/completions/dashpilot",
                     "share/zsh/site-functions/_dashpilot", "share/fish/vendor_completions.d/dashpilot.fish"] {
            #expect(FileManager.default.fileExists(atPath: "\(prefix)/\(file)"), "\(file)")
        }
        #expect(FileManager.default.isExecutableFile(atPath: "\(prefix)/bin/dashpilot"))
        // Moved away from the build: a directory holding only the installed tree, run from elsewhere.
        let elsewhere = sandbox.directory.file("elsewhere")
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        let moved = sandbox.directory.file("moved")
        try FileManager.default.moveItem(atPath: prefix, toPath: moved)
        var environment = sandbox.environment
        environment["PATH"] = "\(moved)/bin:/usr/bin:/bin"
        let started = try OtherProgram.run("\(moved)/bin/dashpilot", ["say", "start my shift"], directory: elsewhere, environment: environment)
        #expect(started.status == 0, "\(started.output) \(started.error)")
        #expect(started.output.hasPrefix("Shift started at"))
        #expect(try sandbox.count("shifts") == 1)
        let status = try OtherProgram.run("\(moved)/bin/dashpilot", ["status"], directory: elsewhere, environment: environment)
        #expect(status.output.hasPrefix("On shift since"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
        // The man page installed is the one the binary prints.
        let man = try String(contentsOfFile: "\(moved)/share/man/man1/dashpilot.1", encoding: .utf8)
        #expect(man == (try sandbox.run(["man"]).output))
        let uninstalled = try OtherProgram.run(make, ["-C", OtherProgram.packageRoot, "uninstall", "PREFIX=\(moved)"])
        #expect(uninstalled.status == 0)
        #expect(!FileManager.default.fileExists(atPath: "\(moved)/bin/dashpilot"))
    }
}
