import Glibc

/// End-to-end pipe throughput: timestamped lines through `dashpilot --json`, each one a performed write
/// (the change and its journal row in one transaction), against the bare-loop floor on the same file system.
enum PipeBench {
    static let runs = 5
    static let lines = 2_000

    static func run() {
        print("## Pipe throughput (median of \(runs) runs, \(lines) lines each; WAL, synchronous=FULL)")
        print("")
        print("| store on | dashpilot --json lines/s | floor: bare transactions/s | ratio to floor |")
        print("|---|---:|---:|---:|")
        row("disk (/tmp)", parent: "/tmp")
        row("tmpfs (/dev/shm)", parent: "/dev/shm")
    }

    private static func row(_ name: String, parent: String) {
        let input = lines(count: lines)
        var rates: [Double] = []
        var floors: [Double] = []
        for run in 0..<runs {
            let directory = ChildProcess.scratchDirectory(under: parent, "pipe-\(run)")
            ChildProcess.write(input, to: "\(directory)/input")
            let finished = ChildProcess.run(
                ChildProcess.dashpilot, ["--json"], environment: environment(directory), input: "\(directory)/input")
            guard finished.status == 0 else { return print("| \(name) | dashpilot failed (\(finished.status)) | | |") }
            rates.append(Double(lines) / (Double(finished.nanoseconds) / 1e9))
            floors.append(StoreFloorBench.transactionsPerSecond(path: "\(directory)/floor.sqlite", count: lines))
            _ = ChildProcess.run("/bin/rm", ["-rf", directory], environment: [])
        }
        let rate = Stats.median(rates)
        let floor = Stats.median(floors)
        print("| \(name) | \(Int(rate)) | \(Int(floor)) | \(Stats.format(rate / floor, digits: 2)) |")
    }

    /// The environment of a `dashpilot` child: its own store, no macros or history of the user's, UTC.
    static func environment(_ directory: String) -> [String] {
        [
            "PATH=/usr/bin:/bin", "TZ=UTC", "HOME=\(directory)", "DASHPILOT_STORE=\(directory)/dashpilot.sqlite",
            "XDG_CONFIG_HOME=\(directory)/config", "XDG_STATE_HOME=\(directory)/state",
        ]
    }

    /// `count` timestamped lines, a second apart, every one of them performed: whole short shifts, each with a
    /// delivery, a parked stop and a break, as a speech-to-text engine would send a day.
    static func lines(count: Int) -> String {
        let shift = [
            "start my shift", "new delivery", "picked up", "delivered", "i'm parked", "driving again",
            "pause my shift", "resume my shift", "end my shift",
        ]
        var text = ""
        text.reserveCapacity(count * 40)
        let day: Int64 = 1_796_029_200  // 2026-11-30T09:00:00Z
        for index in 0..<count {
            text += "\(Timestamp.rfc3339(seconds: day + Int64(index))) \(shift[index % shift.count])\n"
        }
        return text
    }
}

/// RFC 3339 text for whole seconds in UTC, for the benchmark's input lines.
enum Timestamp {
    static func rfc3339(seconds: Int64) -> String {
        var time = time_t(seconds)
        var parts = tm()
        gmtime_r(&time, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T"
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
    }
}
