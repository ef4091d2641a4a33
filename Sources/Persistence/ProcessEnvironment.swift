import Glibc

/// The process's environment, read through Glibc's `environ`.
public enum ProcessEnvironment {
    public static func current() -> [String: String] {
        var result: [String: String] = [:]
        var entry = environ
        // Split at the first '=' byte in C rather than by Characters: this runs at every start.
        while let pointer = entry.pointee {
            if let equals = strchr(pointer, 0x3D) {
                let name = UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self),
                    count: equals - pointer)
                result[String(decoding: name, as: UTF8.self)] = String(cString: equals + 1)
            }
            entry += 1
        }
        return result
    }

    /// The user's home directory from the password database, for when `HOME` is unset.
    public static func passwordDatabaseHome() -> String? {
        var record = passwd()
        var result: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 4096)
        let status = getpwuid_r(getuid(), &record, &buffer, buffer.count, &result)
        guard status == 0, result != nil, let directory = record.pw_dir else { return nil }
        return String(cString: directory)
    }
}
