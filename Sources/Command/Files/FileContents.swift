import Glibc

/// Why a file named on the command line could not be read (exit status 66).
public struct FileReadError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    /// True when the file does not exist, which callers reading a default path treat as "none".
    public var isMissing: Bool
    /// The errno that stopped the read, 0 when it was not a system error (a file too large).
    public var code: Int32

    public init(path: String, reason: String, isMissing: Bool, code: Int32 = 0) {
        self.path = path
        self.reason = reason
        self.isMissing = isMissing
        self.code = code
    }

    public var description: String { "\(path): \(reason)" }

    /// One sentence for a driver, ending with what came of it: "The file x does not exist, so nothing was done."
    public func sentence(outcome: String = "nothing was done") -> String {
        let what: String
        switch code {
        case ENOENT: what = "The file \(path) does not exist"
        case EACCES, EPERM: what = "The file \(path) may not be read (permission denied)"
        case EISDIR: what = "\(path) is a folder, not a file"
        case 0: what = "The file \(path) could not be read: it is \(reason)"
        default: what = "The file \(path) could not be read (\(String(reason.prefix(1)).lowercased() + reason.dropFirst()))"
        }
        return "\(what), so \(outcome)."
    }
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

    /// Writes all of `bytes` to `descriptor`, retrying after a signal; false on a write that fails.
    static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return false }
            offset += count
        }
        return true
    }

    static func error(_ path: String, _ code: Int32) -> FileReadError {
        FileReadError(path: path, reason: String(cString: strerror(code)), isMissing: code == ENOENT, code: code)
    }
}
