import Domain
import Foundation
import Persistence
import TestSupport

/// A temporary store file shared by the `dashpilot` processes of one test, with the environment that points
/// them at it (UTC, no macros, no history) and SQL checks of what the file holds.
final class ReliabilityStore {
    let directory = TemporaryDirectory()
    let path: String

    /// A store at `path`, or in a fresh temporary directory.
    init(path: String? = nil) {
        self.path = path ?? directory.file("store/dashpilot.sqlite")
    }

    var environment: [String: String] {
        [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": directory.file("home"),
            "TZ": "UTC",
            "DASHPILOT_STORE": path,
            "XDG_STATE_HOME": directory.file("state"),
            "XDG_CONFIG_HOME": directory.file("config"),
        ]
    }

    /// Runs `dashpilot say SENTENCE` on the store and returns its exit status and what it printed.
    func say(_ sentence: String) throws -> (status: Int32, output: String) {
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: DashPilotBinary.path)
        process.arguments = ["say", sentence]
        process.environment = environment
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: printed, as: UTF8.self))
    }

    /// Opens the file as the program does (creating and migrating it if absent).
    func open() throws -> Connection {
        try Store.open(path: path, logger: .silent)
    }

    /// The integers one query returns in its first column.
    func integers(_ sql: String) throws -> [Int64] {
        try open().query(sql) { $0.int64(at: 0) }
    }

    func count(_ sql: String) throws -> Int {
        Int(try integers(sql).first ?? -1)
    }

    /// `PRAGMA integrity_check`'s verdict: "ok" for a sound file.
    func integrity() throws -> String {
        try open().query("PRAGMA integrity_check") { $0.text(at: 0) }.joined(separator: "; ")
    }

    /// Every row of every table, in a fixed order: two snapshots are equal exactly when nothing was written.
    func snapshot() throws -> [String] {
        let connection = try Connection(path: path, readOnly: true)
        let tables = try connection.query("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name") { $0.text(at: 0) }
        var rows: [String] = []
        for table in tables {
            let columns = try connection.query("SELECT name FROM pragma_table_info('\(table)')") { $0.text(at: 0) }
            let joined = columns.map { "quote(\($0))" }.joined(separator: " || '|' || ")
            rows += try connection.query("SELECT '\(table): ' || \(joined) FROM \(table) ORDER BY rowid") { $0.text(at: 0) }
        }
        return rows
    }
}
