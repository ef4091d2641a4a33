import Glibc

/// One TCP connection to gpsd: connect, ask for JSON reports, read lines. A thin adapter; what the lines mean
/// is `GpsdReport`'s, what is recorded is `RouteService`'s.
public final class GpsdConnection {
    /// gpsd's watch command: JSON reports, no raw NMEA.
    static let watchCommand = "?WATCH={\"enable\":true,\"json\":true}\n"
    /// A report line longer than this is not gpsd's; the connection is dropped rather than buffered forever.
    static let maximumLineBytes = 65_536

    private let descriptor: Int32
    private var pending: [UInt8] = []

    /// Connects to `host:port` and sends the watch command; nil with `errno`'s reason when it cannot.
    public static func open(host: String, port: UInt16) -> Result<GpsdConnection, GpsdConnectionError> {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &list)
        guard status == 0, let first = list else {
            return .failure(GpsdConnectionError(reason: "cannot resolve \(host): \(String(cString: gai_strerror(status)))"))
        }
        defer { freeaddrinfo(list) }
        var reason = "no address"
        var candidate: UnsafeMutablePointer<addrinfo>? = first
        while let address = candidate {
            candidate = address.pointee.ai_next
            let socketDescriptor = socket(address.pointee.ai_family, address.pointee.ai_socktype | Int32(SOCK_CLOEXEC.rawValue), address.pointee.ai_protocol)
            guard socketDescriptor >= 0 else { reason = String(cString: strerror(errno)); continue }
            if connect(socketDescriptor, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0 {
                let connection = GpsdConnection(descriptor: socketDescriptor)
                guard connection.send(watchCommand) else {
                    return .failure(GpsdConnectionError(reason: "cannot send the watch command: \(String(cString: strerror(errno)))"))
                }
                return .success(connection)
            }
            reason = String(cString: strerror(errno))
            close(socketDescriptor)
        }
        return .failure(GpsdConnectionError(reason: "cannot connect to \(host):\(port): \(reason)"))
    }

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    private func send(_ text: String) -> Bool {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                Glibc.send(descriptor, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    public enum Read: Equatable {
        case lines([String])
        /// Nothing arrived within the timeout.
        case idle
        /// gpsd closed the connection or it failed; the reason is for a line on stderr.
        case closed(String)
    }

    /// Waits up to `timeoutMilliseconds` for data and returns the complete lines received.
    public func read(timeoutMilliseconds: Int32) -> Read {
        var descriptorSet = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptorSet, 1, timeoutMilliseconds)
        if ready < 0 { return errno == EINTR ? .idle : .closed(String(cString: strerror(errno))) }
        if ready == 0 { return .idle }
        var buffer = [UInt8](repeating: 0, count: 8192)
        let count = recv(descriptor, &buffer, buffer.count, 0)
        if count < 0 { return errno == EINTR ? .idle : .closed(String(cString: strerror(errno))) }
        if count == 0 { return .closed("gpsd closed the connection") }
        pending.append(contentsOf: buffer[0..<count])
        var lines: [String] = []
        while let newline = pending.firstIndex(of: 0x0A) {
            lines.append(String(decoding: pending[..<newline], as: UTF8.self))
            pending.removeSubrange(...newline)
        }
        guard pending.count <= Self.maximumLineBytes else { return .closed("a report line was longer than \(Self.maximumLineBytes) bytes") }
        return .lines(lines)
    }
}

public struct GpsdConnectionError: Error, Equatable, Sendable {
    public var reason: String
}
