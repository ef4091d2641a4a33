import Glibc

/// Runs saved fuzz inputs through an entry point without libFuzzer, so a plain build of a fuzz executable
/// replays a corpus or a crash file: `fuzz-recogniser FILE...`.
public enum FuzzReplay {
    /// Runs `body` on each file named in `arguments` and returns the exit status: 0, or 66 for an unreadable file.
    public static func run(_ arguments: [String], _ body: (UnsafeRawBufferPointer) -> Void) -> Int32 {
        for path in arguments {
            guard let bytes = contents(of: path) else {
                let message = Array("cannot read \(path)\n".utf8)
                _ = write(STDERR_FILENO, message, message.count)
                return 66
            }
            bytes.withUnsafeBytes(body)
        }
        return 0
    }

    /// The bytes of the file at `path`, or nil when it cannot be read.
    public static func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(descriptor, &chunk, chunk.count)
            if count < 0 { return nil }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
        }
    }
}
