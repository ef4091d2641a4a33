import Glibc

/// A child process started with posix_spawnp(3), with standard input and output on /dev/null and its
/// standard error on a pipe the caller reads, so its messages never reach the driver's terminal unasked.
enum SpawnedProcess {
    struct Failure: Error {
        var reason: String
    }

    struct Child: Sendable {
        var pid: pid_t
        /// The read end of the child's standard error.
        var errorOutput: Int32
    }

    static func start(_ arguments: [String]) -> Result<Child, Failure> {
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { return .failure(Failure(reason: String(cString: strerror(errno)))) }
        // Close-on-exec, so a later child (the next reply's) does not hold this pipe open.
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], STDERR_FILENO)
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let status = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
        close(pipeEnds[1])
        guard status == 0 else {
            close(pipeEnds[0])
            return .failure(Failure(reason: String(cString: strerror(status))))
        }
        return .success(Child(pid: pid, errorOutput: pipeEnds[0]))
    }

    /// Reads the child's standard error to its end (at most `limit` bytes kept), waits for it to exit and
    /// returns what it wrote and whether it exited with status 0.
    static func finish(_ child: Child, limit: Int = 4096) -> (errorText: String, succeeded: Bool) {
        var kept: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(child.errorOutput, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            kept.append(contentsOf: buffer[..<min(count, max(0, limit - kept.count))])
        }
        close(child.errorOutput)
        var status: Int32 = 0
        while waitpid(child.pid, &status, 0) < 0 && errno == EINTR {}
        // WIFEXITED and WEXITSTATUS, which Swift does not import as macros.
        let succeeded = (status & 0x7f) == 0 && ((status >> 8) & 0xff) == 0
        return (String(decoding: kept, as: UTF8.self), succeeded)
    }
}
