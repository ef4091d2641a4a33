import Glibc

/// Runs a program as the benchmark's child, timed from spawn to exit, without Foundation: the rows compare
/// process start-up, so the bench itself must not add to it.
enum ChildProcess {
    struct Finished {
        var status: Int32
        var nanoseconds: UInt64
    }

    /// Where one of the child's standard streams goes.
    enum Stream {
        case null
        case reading(String)
        case writing(String)
        case descriptor(Int32)
    }

    /// Starts `path` with `arguments` and returns its process id, or nil when it could not be started.
    static func spawn(
        _ path: String, _ arguments: [String], environment: [String], input: Stream = .null, output: Stream = .null,
        closing: [Int32] = []
    ) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (stream, target) in [(input, Int32(0)), (output, 1), (Stream.null, 2)] {
            switch stream {
            case .null: posix_spawn_file_actions_addopen(&actions, target, "/dev/null", O_RDWR, 0)
            case .reading(let file): posix_spawn_file_actions_addopen(&actions, target, file, O_RDONLY, 0)
            case .writing(let file): posix_spawn_file_actions_addopen(&actions, target, file, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            case .descriptor(let descriptor): posix_spawn_file_actions_adddup2(&actions, descriptor, target)
            }
        }
        for descriptor in closing { posix_spawn_file_actions_addclose(&actions, descriptor) }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        return posix_spawn(&pid, path, &actions, nil, argv, envp) == 0 ? pid : nil
    }

    /// Waits for `pid` and returns its exit status, or -1 if a signal ended it.
    static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : -1
    }

    /// Runs `path` with `arguments`, standard input read from the file `input` (or /dev/null), standard
    /// output and error discarded, and waits for it.
    static func run(_ path: String, _ arguments: [String], environment: [String], input: String? = nil) -> Finished {
        let start = Stats.now()
        guard let pid = spawn(path, arguments, environment: environment, input: input.map(Stream.reading) ?? .null)
        else { return Finished(status: -1, nanoseconds: 0) }
        let status = wait(pid)
        return Finished(status: status, nanoseconds: Stats.now() - start)
    }

    /// The `dashpilot` built beside this benchmark.
    static let dashpilot: String = {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let own = count > 0 ? String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        return String(own[..<(own.lastIndex(of: "/") ?? own.startIndex)]) + "/dashpilot"
    }()

    /// The bytes of a small file, such as /proc/PID/status.
    static func contents(of path: String) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(descriptor, &chunk, chunk.count)
            guard count > 0 else { return bytes }
            bytes += chunk[..<count]
        }
    }

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
