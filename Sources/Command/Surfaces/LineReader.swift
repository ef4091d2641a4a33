import Glibc

/// Reads lines from a file descriptor with read(2), one line per call, so a caller can write and
/// flush the reply to one line before asking for the next. Memory stays bounded whatever the input:
/// the rest of an over-long line is counted and discarded, never buffered.
public final class LineReader {
    private let fileDescriptor: Int32
    private var chunk: [UInt8]
    private var chunkStart = 0
    private var chunkEnd = 0
    private var line: [UInt8] = []
    private var lineByteCount = 0
    private var lastByte: UInt8?
    private var reachedEnd = false
    private let ownsFileDescriptor: Bool

    /// `chunkSize` is how much one read(2) asks for; tests use small sizes to split lines across reads.
    public convenience init(fileDescriptor: Int32 = STDIN_FILENO, chunkSize: Int = 65_536) {
        self.init(fileDescriptor: fileDescriptor, chunkSize: chunkSize, owning: false)
    }

    private init(fileDescriptor: Int32, chunkSize: Int, owning: Bool) {
        self.fileDescriptor = fileDescriptor
        self.ownsFileDescriptor = owning
        self.chunk = [UInt8](repeating: 0, count: max(1, chunkSize))
        line.reserveCapacity(InputLine.maximumByteCount + 1)
    }

    /// A reader over the file at `path` (for `run FILE`), closing it when released.
    public static func open(path: String) throws(FileReadError) -> LineReader {
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileContents.error(path, errno) }
        var info = stat()
        if fstat(descriptor, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
            close(descriptor)
            throw FileContents.error(path, EISDIR)
        }
        return LineReader(fileDescriptor: descriptor, chunkSize: 65_536, owning: true)
    }

    deinit {
        if ownsFileDescriptor { close(fileDescriptor) }
    }

    /// The memory held for the current line; stays near the limit whatever the input.
    var bufferedLineCapacity: Int { line.capacity }

    /// The next line (its "\n" and any "\r" before it removed), or nil at end of input. A last line
    /// without a newline is still returned. A read error ends the input like end-of-file.
    public func nextLine() -> InputLine? {
        while true {
            if let newline = newlineInChunk() {
                take(chunkStart..<newline)
                chunkStart = newline + 1
                return finishLine()
            }
            take(chunkStart..<chunkEnd)
            chunkStart = chunkEnd
            if reachedEnd || !fill() {
                reachedEnd = true
                return lineByteCount > 0 ? finishLine() : nil
            }
        }
    }

    // memchr(3): scanning a 100 MB line byte by byte in Swift would dominate the read.
    private func newlineInChunk() -> Int? {
        chunk.withUnsafeBytes { buffer -> Int? in
            guard chunkEnd > chunkStart,
                  let found = memchr(buffer.baseAddress! + chunkStart, 0x0A, chunkEnd - chunkStart)
            else { return nil }
            return UnsafeRawPointer(found) - buffer.baseAddress!
        }
    }

    // Keeps at most one byte beyond the limit (room for a "\r" that will be stripped) and only
    // counts the rest.
    private func take(_ range: Range<Int>) {
        lineByteCount += range.count
        if let last = chunk[range].last { lastByte = last }
        let room = InputLine.maximumByteCount + 1 - line.count
        if room > 0 { line.append(contentsOf: chunk[range].prefix(room)) }
    }

    private func finishLine() -> InputLine {
        var count = lineByteCount
        if lastByte == UInt8(ascii: "\r") {
            count -= 1
            if line.count > count { line.removeLast() }
        }
        let result: InputLine = count > InputLine.maximumByteCount
            ? .problem(.tooLong(byteCount: count))
            : InputLine.classify(line)
        line.removeAll(keepingCapacity: true)
        lineByteCount = 0
        lastByte = nil
        return result
    }

    private func fill() -> Bool {
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            chunkStart = 0
            chunkEnd = count
            return true
        }
    }
}
