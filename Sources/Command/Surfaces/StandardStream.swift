import Glibc

/// One of the process's standard streams, written with write(2) so each reply reaches the reader
/// (a terminal, a pipe, a speech engine) as soon as it is written, with no buffer left to flush.
public enum StandardStream: Sendable {
    case output
    case error

    var fileDescriptor: Int32 {
        switch self {
        case .output: STDOUT_FILENO
        case .error: STDERR_FILENO
        }
    }

    /// Writes `text` in full, retrying after signals and short writes. Returns false when the stream
    /// is closed or broken, so a caller can stop producing replies nobody will read.
    @discardableResult
    public func write(_ text: String) -> Bool {
        StandardStream.write(text, to: fileDescriptor)
    }

    /// Writes `text` followed by a newline, in one write where possible.
    @discardableResult
    public func writeLine(_ text: String) -> Bool {
        write(text + "\n")
    }

    /// Writes `text` in full to any file descriptor; used by tests with a pipe.
    public static func write(_ text: String, to fileDescriptor: Int32) -> Bool {
        var text = text
        return text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(fileDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }
}
