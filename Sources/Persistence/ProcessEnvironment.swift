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
}
