import Foundation
import Glibc
import Testing
@testable import Command

@Suite struct LineReaderTests {
    @Test func splitsOnNewlinesAndStripsCarriageReturns() throws {
        let lines = try readAllLines(Array("start my shift\r\npicked up\n\nI'm parked".utf8))
        #expect(lines == [.text("start my shift"), .text("picked up"), .text(""), .text("I'm parked")])
    }

    @Test func emptyInputHasNoLines() throws {
        #expect(try readAllLines([]) == [])
        #expect(try readAllLines(Array("\n".utf8)) == [.text("")])
    }

    @Test func linesSplitAcrossManySmallReadsAreJoined() throws {
        let text = "start my shift\npause my shift\nresume\n"
        #expect(try readAllLines(Array(text.utf8), chunkSize: 3) == [.text("start my shift"), .text("pause my shift"), .text("resume")])
    }

    @Test func lineOfExactlyTheLimitIsAcceptedEvenWithCarriageReturn() throws {
        let limit = String(repeating: "a", count: InputLine.maximumByteCount)
        let lines = try readAllLines(Array((limit + "\n" + limit + "\r\n").utf8), chunkSize: 1000)
        #expect(lines == [.text(limit), .text(limit)])
    }

    @Test func lineOneByteOverTheLimitIsTooLong() throws {
        let over = String(repeating: "a", count: InputLine.maximumByteCount + 1)
        let lines = try readAllLines(Array((over + "\r\nnext\n").utf8), chunkSize: 1000)
        #expect(lines == [.problem(.tooLong(byteCount: 4097)), .text("next")])
    }

    @Test func hugeLineIsCountedNotBuffered() throws {
        let pipe = Pipe2()
        let size = 100 * 1024 * 1024
        let writeEnd = pipe.takeWriteEnd()
        let writer = Thread {
            let block = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
            for _ in 0..<(size >> 20) { Pipe2.write(block, to: writeEnd) }
            Pipe2.write(Array("\nend my shift\n".utf8), to: writeEnd)
            close(writeEnd)
        }
        writer.start()
        let reader = LineReader(fileDescriptor: pipe.readEnd)
        let residentBefore = residentBytes()
        #expect(reader.nextLine() == .problem(.tooLong(byteCount: size)))
        #expect(reader.bufferedLineCapacity <= 2 * (InputLine.maximumByteCount + 1))
        #expect(residentBytes() - residentBefore < 32 * 1024 * 1024)
        #expect(reader.nextLine() == .text("end my shift"))
        #expect(reader.nextLine() == nil)
    }

    @Test func returnsALineWithoutWaitingForMoreInput() {
        let pipe = Pipe2()
        pipe.write(Array("start my shift\n".utf8))
        let reader = LineReader(fileDescriptor: pipe.readEnd)
        // The write end is still open: a reader that waited to fill its buffer would hang here.
        #expect(reader.nextLine() == .text("start my shift"))
        pipe.write(Array("picked up".utf8))
        pipe.closeWriteEnd()
        #expect(reader.nextLine() == .text("picked up"))
        #expect(reader.nextLine() == nil)
    }

    @Test func problemLinesDoNotDisturbTheLinesAfterThem() throws {
        var bytes: [UInt8] = [0xC3, 0x28, 0x0A]  // invalid UTF-8
        bytes += Array("a\u{0}b\n".utf8)
        bytes += Array("picked up\n".utf8)
        #expect(try readAllLines(bytes, chunkSize: 2) == [.problem(.invalidUTF8), .problem(.containsNUL), .text("picked up")])
    }

    private func residentBytes() -> Int {
        let statm = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? "0 0"
        let pages = Int(statm.split(separator: " ")[1]) ?? 0
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    @Test func opensAFileAndReportsOneThatIsMissingOrADirectory() throws {
        let scratch = try ScratchDirectory()
        let reader = try LineReader.open(path: scratch.write("day.txt", text: "start my shift\npicked up"))
        #expect(reader.nextLine() == .text("start my shift"))
        #expect(reader.nextLine() == .text("picked up"))
        #expect(reader.nextLine() == nil)
        #expect(performing: { try LineReader.open(path: scratch.file("absent")) }, throws: { ($0 as? FileReadError)?.isMissing == true })
        #expect(performing: { try LineReader.open(path: scratch.path) }, throws: { ($0 as? FileReadError)?.reason == "Is a directory" })
    }
}
