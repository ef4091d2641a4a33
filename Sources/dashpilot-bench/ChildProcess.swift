import Glibc

/// Runs a program as the benchmark's child, timed from spawn to exit, without Foundation: the rows compare
/// process start-up, so the bench itself must not add to it.
enum ChildProcess {
    struct Finished {
        var status: Int32
        var nanoseconds: UInt64
        /// Peak resident set size of the child (`ru_maxrss`), in kilobytes.
        var peakKilobytes: Int
    }

    /// Runs `path` with `arguments`, standard input read from the file `input` (or /dev/null), standard
    /// output and error discarded, and waits for it.
    static func run(_ path: String, _ arguments: [String], environment: [String], input: String? = nil) -> Finished {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let start = Stats.now()
        guard posix_spawn(&pid, path, &actions, nil, argv, envp) == 0 else {
            return Finished(status: -1, nanoseconds: 0, peakKilobytes: 0)
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let elapsed = Stats.now() - start
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : -1
        return Finished(status: exitStatus, nanoseconds: elapsed, peakKilobytes: Int(usage.ru_maxrss))
    }

    /// The `dashpilot` built beside this benchmark.
    static let dashpilot: String = {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let own = count > 0 ? String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        return String(own[..<(own.lastIndex(of: "/") ?? own.startIndex)]) + "/dashpilot"
    }()

    /// Writes `text` to the file at `path`, replacing it.
    static func write(_ text: String, to path: String) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        defer { close(descriptor) }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let count = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            bytes = bytes.dropFirst(count)
        }
    }

    /// A fresh, empty directory for one row's files.
    static func scratchDirectory(under parent: String, _ name: String) -> String {
        let directory = "\(parent)/dashpilot-bench-\(getpid())-\(name)"
        _ = run("/bin/rm", ["-rf", directory], environment: [])
        mkdir(directory, 0o700)
        return directory
    }
}
