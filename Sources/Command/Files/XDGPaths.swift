import Glibc
import Persistence

/// Where DashPilot keeps its files, following the XDG Base Directory specification: a variable
/// that is unset, empty or relative is ignored in favour of the standard fallback under the home.
public struct XDGPaths: Equatable, Sendable {
    public var dataHome: String
    public var stateHome: String
    public var configHome: String
    public var cacheHome: String

    /// Resolves the four homes from `environment`; `fallbackHome` stands in when `HOME` is unset.
    public init(environment: [String: String], fallbackHome: @autoclosure () -> String? = XDGPaths.passwordDatabaseHome()) {
        let home = XDGPaths.absolute(environment["HOME"]) ?? fallbackHome() ?? "/"
        dataHome = XDGPaths.absolute(environment["XDG_DATA_HOME"]) ?? XDGPaths.join(home, ".local/share")
        stateHome = XDGPaths.absolute(environment["XDG_STATE_HOME"]) ?? XDGPaths.join(home, ".local/state")
        configHome = XDGPaths.absolute(environment["XDG_CONFIG_HOME"]) ?? XDGPaths.join(home, ".config")
        cacheHome = XDGPaths.absolute(environment["XDG_CACHE_HOME"]) ?? XDGPaths.join(home, ".cache")
    }

    /// The REPL's history file: `$XDG_STATE_HOME/dashpilot/history`.
    public var historyFile: String { XDGPaths.join(stateHome, "dashpilot/history") }

    /// The voice profile `listen` hears with: `$XDG_DATA_HOME/dashpilot/voice-profile`, beside the store.
    public var voiceProfile: String { XDGPaths.join(dataHome, "dashpilot/voice-profile") }

    /// The macros file: `$XDG_CONFIG_HOME/dashpilot/macros`.
    public var macrosFile: String { XDGPaths.join(configHome, "dashpilot/macros") }

    /// The home directory from the password database, for when `HOME` is unset.
    public static func passwordDatabaseHome() -> String? {
        ProcessEnvironment.passwordDatabaseHome()
    }

    static func absolute(_ value: String?) -> String? {
        guard let value, value.hasPrefix("/") else { return nil }
        return value
    }

    static func join(_ directory: String, _ relative: String) -> String {
        directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }

    /// Creates `path` and any missing parents with `mode` (0700: the files are the driver's own).
    /// Returns false when a component cannot be created or exists and is not a directory.
    @discardableResult
    public static func makeDirectories(_ path: String, mode: mode_t = 0o700) -> Bool {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if mkdir(prefix, mode) != 0 && errno != EEXIST { return false }
            prefix += "/"
        }
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// The directory part of `path` ("/a/b/c" -> "/a/b"); "." when there is none.
    public static func parentDirectory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
