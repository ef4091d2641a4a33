import Glibc

/// `TZ` is one per process and every other suite runs under UTC, so tests of a real zone run in a child: this
/// test bundle started again with `TZ` set and a filter naming one suite, whose tests are enabled only there.
enum ZoneChildProcess {
    static let variable = "DASHPILOT_TEST_ZONE"

    /// The zone this process was started for, or nil in the ordinary test run.
    static var zone: String? { getenv(variable).map { String(cString: $0) } }

    /// Runs the suite named `suite` in a fresh copy of this test bundle under `TZ=zone`; its exit status and output.
    static func run(suite: String, zone: String) -> (status: Int32, output: String) {
        let arguments = ["/proc/self/exe", "--testing-library", "swift-testing", "--filter", suite]
        let environment = ["TZ=\(zone)", "\(variable)=\(zone)", "PATH=/usr/bin:/bin"]
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return (-1, "pipe failed") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], STDOUT_FILENO)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], STDERR_FILENO)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/proc/self/exe", &actions, nil, argv, envp)
        close(pipeEnds[1])
        guard spawned == 0 else {
            close(pipeEnds[0])
            return (-1, "posix_spawn failed: \(spawned)")
        }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(pipeEnds[0], &chunk, chunk.count)
            if count <= 0 { break }
            output += chunk[..<count]
        }
        close(pipeEnds[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let exited = status & 0x7F == 0
        return (exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F), String(decoding: output, as: UTF8.self))
    }
}
