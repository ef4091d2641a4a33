import Foundation

/// The built `dashpilot` executable, found beside the test bundle (both are products of one `swift build`).
public enum DashPilotBinary {
    public static let path: String = {
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = runner.deletingLastPathComponent()
        // The runner may sit inside a bundle directory; walk up until a sibling `dashpilot` exists.
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("dashpilot").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        fatalError("The dashpilot executable was not found near \(runner.path); build it with `swift build`.")
    }()
}
