import Foundation
import Glibc
import Persistence
import Testing

/// The store is only ever DashPilot's own: another program's file is left alone, a question creates nothing and
/// works on a store the user may only read, and failures say where and why.
@Suite struct StoreSafetyTests {
    @Test func anotherProgramsSQLiteFileIsRefusedByteForByte() throws {
        let sandbox = Sandbox()
        let other = sandbox.directory.file("contacts.sqlite")
        do { try Connection(path: other).execute("CREATE TABLE contacts (name TEXT); INSERT INTO contacts VALUES ('Ann')") }
        let before = try Data(contentsOf: URL(fileURLWithPath: other))
        for arguments in [["status"], ["say", "start my shift"], ["log"]] {
            let run = try sandbox.run(["--store", other] + arguments)
            #expect(run.status == 74)
            #expect(run.output.hasPrefix("\(other) is not a DashPilot store"))
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: other)) == before)
        #expect(!FileManager.default.fileExists(atPath: other + "-wal"))
    }

    @Test func aQuestionWithNoStoreSaysSoAndCreatesNothing() throws {
        let sandbox = Sandbox()
        let path = sandbox.directory.file("typo/dir/s.sqlite")
        for question in [["status"], ["deliveries"], ["shifts"], ["log"]] {
            let run = try sandbox.run(["--store", path] + question)
            #expect(run.status == 0)
            #expect(run.output == "There is no store at \(path) yet: nothing has been recorded.\n")
        }
        #expect(!FileManager.default.fileExists(atPath: sandbox.directory.file("typo")))
    }

    @Test func theREPLsFirstPromptCreatesNoStore() throws {
        let sandbox = Sandbox()
        let terminal = try PseudoTerminal(arguments: [], environment: sandbox.environment)
        #expect(terminal.read(until: "off shift › "))
        terminal.type(":status\r")
        #expect(terminal.read(until: "There is no store at \(sandbox.storePath) yet"))
        // Ctrl-D once readline waits again: typed while the reply is still being written, it can be lost.
        #expect(terminal.read(until: "off shift › "))
        terminal.type("\u{04}")
        #expect(terminal.waitForExit() == 0)
        #expect(!FileManager.default.fileExists(atPath: sandbox.storePath))
    }

    @Test(.enabled(
        if: geteuid() != 0 || Attribute.isAvailable,
        "as root a read-only store needs chattr +i, which this file system or system does not have"))
    func questionsWorkOnAStoreTheUserCannotWrite() throws {
        let sandbox = Sandbox()
        #expect(try sandbox.run(["say", "start my shift"]).status == 0)
        let folder = (sandbox.storePath as NSString).deletingLastPathComponent
        try withUnwritable(file: sandbox.storePath, folder: folder) {
            for question in [["status"], ["deliveries"], ["shifts"], ["log"]] {
                let run = try sandbox.run(question)
                #expect(run.status == 0, "\(question): \(run.output)")
                #expect(!run.output.contains("nothing was recorded"))
            }
            #expect(try sandbox.run(["status"]).output.hasPrefix("On shift since"))
        }
    }

    @Test func aStoreThatIsAFolderIsNamedAsOne() throws {
        let sandbox = Sandbox()
        let folder = sandbox.directory.file("folder")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let said = try sandbox.run(["--store", folder, "say", "start my shift"])
        #expect(said.status == 74)
        #expect(said.output == "The store at \(folder) could not be opened (is a directory), so nothing was recorded.\n")
        let asked = try sandbox.run(["--store", folder, "status"])
        #expect(asked.status == 74)
        #expect(asked.output == "The store at \(folder) could not be opened (is a directory).\n")
    }

    @Test func aNewStoreIsPrivateToItsOwner() throws {
        let sandbox = Sandbox()
        let folder = sandbox.directory.file("existing")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/s.sqlite"
        #expect(try sandbox.run(["--store", path, "say", "start my shift"]).status == 0)
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func withoutHomeTheStoreIsInThePasswordDatabasesHome() throws {
        let sandbox = Sandbox()
        // The store variables unset and HOME removed: the path is the home's, whatever the working directory.
        let run = try sandbox.run(
            ["status"], environment: ["DASHPILOT_STORE": "", "XDG_DATA_HOME": "", "HOME": ""])
        let home = String(cString: getpwuid(getuid()).pointee.pw_dir)
        let expected = (home.hasSuffix("/") ? home : home + "/") + ".local/share/dashpilot/dashpilot.sqlite"
        // The home may hold a real store, which is then answered from; without one the reply names its path.
        #expect(run.output.contains(expected) || FileManager.default.fileExists(atPath: expected), "\(run.output)")
        #expect(!run.output.contains("./.local"))
    }

    /// Makes the store read-only for this user: by mode when not root, by the immutable attribute when root.
    private func withUnwritable(file: String, folder: String, _ body: () throws -> Void) throws {
        if geteuid() != 0 {
            chmod(file, 0o444)
            chmod(folder, 0o555)
            defer {
                chmod(folder, 0o700)
                chmod(file, 0o600)
            }
            try body()
            return
        }
        #expect(Attribute.set(file, immutable: true))
        _ = Attribute.set(folder, immutable: true)
        defer {
            _ = Attribute.set(folder, immutable: false)
            _ = Attribute.set(file, immutable: false)
        }
        try body()
    }
}

/// `chattr +i`, which makes a file read-only even for root.
private enum Attribute {
    /// Whether `chattr +i` works in the temporary directory, probed once.
    static let isAvailable: Bool = {
        let directory = NSTemporaryDirectory() + "dashpilot-chattr-probe-\(getpid())"
        _ = FileManager.default.createFile(atPath: directory, contents: Data())
        defer {
            _ = set(directory, immutable: false)
            try? FileManager.default.removeItem(atPath: directory)
        }
        return set(directory, immutable: true) && !FileManager.default.isWritableFile(atPath: directory)
    }()

    static func set(_ path: String, immutable: Bool) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        process.arguments = [immutable ? "+i" : "-i", path]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
