import Glibc

/// The process environment read through Glibc's `environ`, so the command line needs no Foundation.
public enum Environment {
    /// Every `NAME=value` pair of the running process; later duplicates win, as with getenv(3).
    public static func current() -> [String: String] {
        var result: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let pair = String(cString: pointer)
            if let equals = pair.firstIndex(of: "=") {
                result[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
            }
            entry += 1
        }
        return result
    }

    /// The home directory from the password database, for when `HOME` is unset.
    public static func passwordDatabaseHome() -> String? {
        var record = passwd()
        var result: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 4096)
        let status = getpwuid_r(getuid(), &record, &buffer, buffer.count, &result)
        guard status == 0, result != nil, let directory = record.pw_dir else { return nil }
        return String(cString: directory)
    }
}
