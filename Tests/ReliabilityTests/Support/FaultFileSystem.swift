import Foundation
import Glibc
import TestSupport

/// A tiny tmpfs mounted over a temporary directory, so that a test can really fill the disk under a running
/// `dashpilot`. Mounting needs privileges; tests that need it say so and are skipped without them.
final class FaultFileSystem {
    let directory = TemporaryDirectory()
    private let filler: String

    init?(kilobytes: Int) {
        guard mount("tmpfs", directory.path, "tmpfs", 0, "size=\(kilobytes)k,mode=0700") == 0 else { return nil }
        filler = directory.file("filler")
    }

    deinit {
        umount2(directory.path, Int32(MNT_DETACH))
    }

    /// Whether this test process may mount a file system.
    static let isAvailable: Bool = FaultFileSystem(kilobytes: 64) != nil

    /// Writes a file until the file system has no space left.
    func fill() {
        let descriptor = open(filler, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        defer { close(descriptor) }
        let block = [UInt8](repeating: 0, count: 4096)
        while write(descriptor, block, block.count) > 0 {}
        // tmpfs may still fit a few bytes that a whole block does not.
        while write(descriptor, block, 1) > 0 {}
    }

    func free() {
        unlink(filler)
    }
}

/// The file attribute that makes a file read-only even for root (`chattr +i`), where the file system has it.
enum ImmutableFile {
    static func set(_ path: String, _ immutable: Bool) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        process.arguments = [immutable ? "+i" : "-i", path]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    static let isAvailable: Bool = {
        let directory = TemporaryDirectory()
        let path = directory.file("probe")
        _ = FileManager.default.createFile(atPath: path, contents: Data())
        let works = set(path, true) && FileManager.default.createFile(atPath: path, contents: Data("x".utf8)) == false
        _ = set(path, false)
        return works
    }()
}
