import Glibc

/// One-shot latency, exec to exit: `dashpilot say "I'm parked"` (alternating with "driving again" so every
/// run performs a write) against `/bin/true` and the `sqlite3` CLI doing one insert in a new process.
enum OneShotBench {
    static let runs = 40

    static func run() {
        print("## One-shot latency (median of \(runs) runs, exec to exit; store on disk, synchronous=FULL)")
        print("")
        let directory = ChildProcess.scratchDirectory(under: "/tmp", "oneshot")
        defer { _ = ChildProcess.run("/bin/rm", ["-rf", directory], environment: []) }
        let environment = PipeBench.environment(directory)
        _ = ChildProcess.run(ChildProcess.dashpilot, ["say", "start my shift"], environment: environment)
        var statuses: Set<Int32> = []
        let say = median { run in
            let finished = ChildProcess.run(
                ChildProcess.dashpilot, ["say", run % 2 == 0 ? "I'm parked" : "driving again"], environment: environment)
            statuses.insert(finished.status)
            return finished.nanoseconds
        }
        let truth = median { _ in ChildProcess.run("/bin/true", [], environment: []).nanoseconds }
        _ = StoreFloorBench.transactionsPerSecond(path: "\(directory)/floor.sqlite", count: 1)
        let sqlite = "/usr/bin/sqlite3"
        let insert = "PRAGMA synchronous = FULL; INSERT INTO journal (said_at, input, sentence) VALUES (1, 'i''m parked', 'Parked.');"
        let cli = access(sqlite, X_OK) == 0
            ? median { _ in ChildProcess.run(sqlite, ["\(directory)/floor.sqlite", insert], environment: []).nanoseconds } : 0
        print("| process | median ms | dashpilot say vs it |")
        print("|---|---:|---:|")
        print("| `dashpilot say \"I'm parked\"` (exit statuses \(statuses.sorted())) | \(Stats.format(say, digits: 2)) | – |")
        print("| `/bin/true` | \(Stats.format(truth, digits: 2)) | \(Stats.format(say / truth, digits: 1))x |")
        if cli > 0 {
            print("| `sqlite3 FILE \"PRAGMA synchronous=FULL; INSERT ...\"` | \(Stats.format(cli, digits: 2)) | \(Stats.format(say / cli, digits: 2))x |")
        } else {
            print("| `sqlite3` CLI | not installed | – |")
        }
    }

    /// Median milliseconds of `runs` calls of `body`, after one warm-up call.
    private static func median(_ body: (Int) -> UInt64) -> Double {
        _ = body(0)
        return Stats.median((1...runs).map { Double(body($0)) / 1e6 })
    }
}
