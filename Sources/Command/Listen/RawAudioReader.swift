import Glibc

/// 16-bit little-endian samples from standard input, as `arecord -f S16_LE -t raw` writes them, a block at a
/// time; a sample split between two reads is carried to the next.
struct RawAudioReader {
    private var buffer = [UInt8](repeating: 0, count: 8_192)
    private var carried: UInt8?

    /// The next block of samples, or nil at the end of the input.
    mutating func next() throws(ListenError) -> [Int16]? {
        while true {
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            if count < 0 { throw .unreadable("standard input: \(String(cString: strerror(errno)))") }
            if count == 0 { return nil }
            var bytes = buffer[0..<count]
            var samples: [Int16] = []
            samples.reserveCapacity(count / 2 + 1)
            if let first = carried, let second = bytes.first {
                samples.append(Int16(bitPattern: UInt16(first) | UInt16(second) << 8))
                bytes = bytes.dropFirst()
                carried = nil
            }
            var index = bytes.startIndex
            while index + 1 < bytes.endIndex {
                samples.append(Int16(bitPattern: UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8))
                index += 2
            }
            if index < bytes.endIndex { carried = bytes[index] }
            return samples
        }
    }
}
