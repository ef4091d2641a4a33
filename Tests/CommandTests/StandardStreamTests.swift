import Glibc
import Testing
import Command

@Suite struct StandardStreamTests {
    @Test func writesEverythingAtOnceWithoutBuffering() {
        let pipe = Pipe2()
        let text = "Your shift started at 9:02 AM. › ·\n"
        #expect(StandardStream.write(text, to: pipe.writeEnd))
        // Nothing is flushed or closed: the bytes must already be in the pipe.
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { read(pipe.readEnd, $0.baseAddress, $0.count) }
        #expect(String(decoding: buffer[..<count], as: UTF8.self) == text)
    }

    @Test func reportsABrokenStream() {
        signal(SIGPIPE, SIG_IGN)
        let pipe = Pipe2()
        close(pipe.readEnd)
        #expect(!StandardStream.write("lost", to: pipe.writeEnd))
    }
}
