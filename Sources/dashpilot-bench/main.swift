import Glibc

// Prints DashPilot's benchmark rows as Markdown tables, one file per row group. Build with `-c release`;
// figures from a debug build are not meaningful. `dashpilot-bench [recognition] [route] [pipe] [oneshot] [memory]`
// runs the named groups; no argument runs them all. The store rows run the `dashpilot` built beside it.
let groups = Set(CommandLine.arguments.dropFirst())
func wanted(_ group: String) -> Bool { groups.isEmpty || groups.contains(group) }

if wanted("recognition") { RecognitionBench.run() }
if wanted("route") {
    print("")
    RouteBench.run()
}
if !groups.subtracting(["recognition", "route"]).isEmpty || groups.isEmpty {
    guard access(ChildProcess.dashpilot, X_OK) == 0 else {
        print("\nNo dashpilot at \(ChildProcess.dashpilot): run `swift build -c release` first.")
        exit(1)
    }
}
for (group, body) in [("pipe", PipeBench.run), ("oneshot", OneShotBench.run), ("memory", MemoryBench.run)] where wanted(group) {
    print("")
    body()
}
