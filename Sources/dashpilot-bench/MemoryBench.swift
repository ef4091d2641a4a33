import Glibc

/// Resident memory of one pipe process as lines go through it: its peak (`VmHWM`) read from /proc while it is
/// still running, after 20,000, 50,000 and 100,000 lines. The store is on tmpfs: memory does not depend on the
/// disk, and 100,000 fsyncs would take minutes. (`ru_maxrss` from wait4 is no use here: a spawned child
/// inherits the high-water mark of the parent it was spawned from.)
enum MemoryBench {
    static let checkpoints = [20_000, 50_000, 100_000]

    static func run() {
        print("## Resident memory of one pipe process (VmHWM and VmRSS while running; store on tmpfs)")
        print("")
        print("| lines answered | peak RSS MB (VmHWM) | RSS MB now (VmRSS) |")
        print("|---:|---:|---:|")
        let directory = ChildProcess.scratchDirectory(under: "/dev/shm", "memory")
        defer { _ = ChildProcess.run("/bin/rm", ["-rf", directory], environment: []) }
        ChildProcess.write(PipeBench.lines(count: checkpoints.last!), to: "\(directory)/input")
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0,
            let pilot = ChildProcess.spawn(
                ChildProcess.dashpilot, ["--json"], environment: PipeBench.environment(directory),
                input: .descriptor(ends[0]), output: .writing("\(directory)/output"), closing: [ends[1]]),
            let feeder = ChildProcess.spawn("/bin/cat", ["\(directory)/input"], environment: [], output: .descriptor(ends[1]))
        else { return print("| could not start dashpilot | | |") }
        close(ends[0])
        // The write end stays open here until the last checkpoint, so dashpilot is still running when it is read.
        var counter = LineCounter(path: "\(directory)/output")
        for checkpoint in checkpoints {
            while counter.count() < checkpoint { usleep(20_000) }
            let status = ProcStatus(pid: pilot)
            print("| \(checkpoint) | \(Stats.format(status.megabytes("VmHWM"), digits: 1)) | \(Stats.format(status.megabytes("VmRSS"), digits: 1)) |")
        }
        close(ends[1])
        _ = ChildProcess.wait(feeder)
        _ = ChildProcess.wait(pilot)
    }
}

/// Counts the lines written so far to a file another process is appending to.
struct LineCounter {
    let path: String
    private var offset = 0
    private var lines = 0

    init(path: String) { self.path = path }

    mutating func count() -> Int {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return lines }
        defer { close(descriptor) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = pread(descriptor, &chunk, chunk.count, off_t(offset))
            guard count > 0 else { return lines }
            lines += chunk[..<count].reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
            offset += count
        }
    }
}

/// The fields of /proc/PID/status, read once.
struct ProcStatus {
    let text: String

    init(pid: pid_t) {
        let bytes = ChildProcess.contents(of: "/proc/\(pid)/status")
        text = String(decoding: bytes, as: UTF8.self)
    }

    /// A `kB` field (e.g. `VmHWM`) in megabytes.
    func megabytes(_ field: String) -> Double {
        for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
            let digits = line.dropFirst(field.count + 1).filter { $0.isNumber }
            return (Double(String(digits)) ?? 0) / 1024
        }
        return 0
    }
}
