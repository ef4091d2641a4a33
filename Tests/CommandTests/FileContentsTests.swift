import Testing
import Command
import Glibc

@Suite struct FileContentsTests {
    @Test func readsTheWholeFile() throws {
        let scratch = try ScratchDirectory()
        let bytes = (0..<200_000).map { UInt8($0 % 251) }
        #expect(try FileContents.read(path: scratch.write("data", bytes: bytes)) == bytes)
    }

    @Test func missingFileIsMarkedMissing() throws {
        let scratch = try ScratchDirectory()
        #expect(throws: FileReadError(path: scratch.file("none"), reason: "No such file or directory", isMissing: true, code: ENOENT)) {
            try FileContents.read(path: scratch.file("none"))
        }
    }

    @Test func directoryAndOversizedFileAreErrorsButNotMissing() throws {
        let scratch = try ScratchDirectory()
        #expect(performing: { try FileContents.read(path: scratch.path) }, throws: { ($0 as? FileReadError)?.isMissing == false })
        let path = try scratch.write("big", bytes: [UInt8](repeating: 1, count: 2000))
        #expect(throws: FileReadError(path: path, reason: "larger than 1000 bytes", isMissing: false)) {
            try FileContents.read(path: path, byteLimit: 1000)
        }
    }
}
