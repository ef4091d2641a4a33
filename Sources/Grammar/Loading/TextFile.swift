import Glibc

/// Reads a whole text file with Glibc, refusing files over a size limit, so a grammar path pointing at
/// a device or a huge file fails with a sentence instead of exhausting memory.
enum TextFile {
    struct ReadError: Error {
        let message: String
        /// The file could not be opened or read, as opposed to being too large.
        var isUnreadable = true
    }

    static func read(path: String, limit: Int) throws(ReadError) -> String {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ReadError(message: "cannot open the file: \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            throw ReadError(message: "not a regular file")
        }
        guard Int(status.st_size) <= limit else { throw ReadError(message: "the file is larger than \(limit) bytes", isUnreadable: false) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw ReadError(message: "cannot read the file: \(String(cString: strerror(errno)))")
            }
            if count == 0 { break }
            bytes += chunk[0..<count]
            if bytes.count > limit { throw ReadError(message: "the file is larger than \(limit) bytes", isUnreadable: false) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
