/// Where the store file lives when nobody says otherwise.
public enum StoreLocation {
    public static let environmentVariable = "DASHPILOT_STORE"

    /// An explicit path (a `--store` option), else `DASHPILOT_STORE`, else `$XDG_DATA_HOME/dashpilot/dashpilot.sqlite`,
    /// else `$HOME/.local/share/dashpilot/dashpilot.sqlite` (https://specifications.freedesktop.org/basedir-spec/).
    /// Without `HOME` (cron, systemd units) the home comes from the password database, as for the REPL's
    /// history and the macros: a fallback to the working directory would give each directory its own store.
    public static func resolve(
        explicit: String?, environment: [String: String],
        fallbackHome: @autoclosure () -> String? = ProcessEnvironment.passwordDatabaseHome()
    ) -> String {
        if let explicit, !explicit.isEmpty { return explicit }
        if let path = environment[environmentVariable], !path.isEmpty { return path }
        // The base directory specification says a relative XDG_DATA_HOME is invalid and must be ignored.
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return "\(dataHome)/dashpilot/dashpilot.sqlite"
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? fallbackHome() ?? "/"
        return (home.hasSuffix("/") ? home : home + "/") + ".local/share/dashpilot/dashpilot.sqlite"
    }
}
