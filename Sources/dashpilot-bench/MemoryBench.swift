/// Peak resident memory of one pipe process after many lines, and whether it grows with more lines. The store
/// is on tmpfs: memory does not depend on the disk, and 100,000 fsyncs would take minutes.
enum MemoryBench {
    static let counts = [20_000, 100_000]

    static func run() {
        print("## Peak resident memory of a pipe process (`ru_maxrss`, one run per size; store on tmpfs)")
        print("")
        print("| lines | peak RSS MB | lines/s |")
        print("|---:|---:|---:|")
        for count in counts {
            let directory = ChildProcess.scratchDirectory(under: "/dev/shm", "memory-\(count)")
            ChildProcess.write(PipeBench.lines(count: count), to: "\(directory)/input")
            let finished = ChildProcess.run(
                ChildProcess.dashpilot, ["--json"], environment: PipeBench.environment(directory), input: "\(directory)/input")
            _ = ChildProcess.run("/bin/rm", ["-rf", directory], environment: [])
            guard finished.status == 0 else { return print("| \(count) | dashpilot failed (\(finished.status)) | |") }
            let rate = Double(count) / (Double(finished.nanoseconds) / 1e9)
            print("| \(count) | \(Stats.format(Double(finished.peakKilobytes) / 1024, digits: 1)) | \(Int(rate)) |")
        }
    }
}
