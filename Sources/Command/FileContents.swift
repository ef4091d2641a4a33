import Glibc

/// Why a file named on the command line could not be read (exit status 66).
public struct FileReadError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    /// True when the file does not exist, which callers reading a default path treat as "none".
    public var isMissing: Bool

    public init(path: String, reason: String, isMissing: Bool) {
        self.path = path
        self.reason = reason
        self.isMissing = isMissing
    }

    public var description: String { "\(path): \(reason)" }
}

/// Whole-file reads with read(2), capped so a wrong path (a device, a huge log) cannot exhaust memory.
public enum FileContents {
    public static let defaultByteLimit = 1 << 20

    public static func read(path: String, byteLimit: Int = defaultByteLimit) throws(FileReadError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw error(path, errno) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { throw error(path, errno) }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
            if bytes.count > byteLimit {
                throw FileReadError(path: path, reason: "larger than \(byteLimit) bytes", isMissing: false)
            }
        }
    }

    static func error(_ path: String, _ code: Int32) -> FileReadError {
        FileReadError(path: path, reason: String(cString: strerror(code)), isMissing: code == ENOENT)
    }
}
