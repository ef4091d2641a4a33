import Command
import Foundation
import Glibc

/// A temporary directory removed when the value is released.
final class ScratchDirectory {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "dashpilot-command-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    func file(_ name: String) -> String { path + "/" + name }

    @discardableResult
    func write(_ name: String, bytes: [UInt8]) throws -> String {
        let target = file(name)
        try Data(bytes).write(to: URL(fileURLWithPath: target))
        return target
    }

    @discardableResult
    func write(_ name: String, text: String) throws -> String {
        try write(name, bytes: Array(text.utf8))
    }
}

/// Both ends of a pipe(2), closed on release.
final class Pipe2 {
    let readEnd: Int32
    private(set) var writeEnd: Int32

    init() {
        var ends: [Int32] = [0, 0]
        precondition(pipe(&ends) == 0)
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    func write(_ bytes: [UInt8]) {
        Pipe2.write(bytes, to: writeEnd)
    }

    static func write(_ bytes: [UInt8], to descriptor: Int32) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            precondition(written > 0)
            offset += written
        }
    }

    /// Hands the write end to the caller, who must close it.
    func takeWriteEnd() -> Int32 {
        defer { writeEnd = -1 }
        return writeEnd
    }

    func closeWriteEnd() {
        if writeEnd >= 0 { close(writeEnd) }
        writeEnd = -1
    }

    deinit {
        close(readEnd)
        closeWriteEnd()
    }
}

/// Reads every line `LineReader` yields from `bytes`, through a file so any size works.
func readAllLines(_ bytes: [UInt8], chunkSize: Int = 65_536) throws -> [InputLine] {
    let scratch = try ScratchDirectory()
    let path = try scratch.write("input", bytes: bytes)
    let descriptor = open(path, O_RDONLY)
    defer { close(descriptor) }
    let reader = LineReader(fileDescriptor: descriptor, chunkSize: chunkSize)
    var lines: [InputLine] = []
    while let line = reader.nextLine() { lines.append(line) }
    return lines
}
