import Foundation

/// A fresh directory under the system's temporary directory, removed with everything in it on deinit.
public final class TemporaryDirectory {
    public let path: String

    public init() {
        let template = NSTemporaryDirectory() + "dashpilot-test-XXXXXX"
        var bytes = Array(template.utf8CString)
        guard let created = mkdtemp(&bytes) else { fatalError("mkdtemp failed for \(template)") }
        path = String(cString: created)
    }

    public func file(_ name: String) -> String { "\(path)/\(name)" }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}
