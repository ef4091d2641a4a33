import Domain
import Glibc
import Services

/// Set by SIGINT or SIGTERM; the tracker polls it and stops after writing what it holds.
nonisolated(unsafe) private var stopRequested: sig_atomic_t = 0

/// `dashpilot track`: the tracker in the foreground, its lines on standard error, until SIGINT or SIGTERM.
enum TrackCommand {
    static func run(_ service: RouteService, host: String, port: UInt16) -> ExitCode {
        stopRequested = 0
        // A handler, not SIG_IGN: the write in progress finishes and its transaction commits before the exit.
        signal(SIGINT) { _ in stopRequested = 1 }
        signal(SIGTERM) { _ in stopRequested = 1 }
        // A parent may have started this process with the signals blocked (the mask is inherited through exec);
        // stopping must work however it was started.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        let tracker = RouteTracker(
            service: service, options: RouteTracker.Options(host: host, port: port),
            say: { StandardStream.error.writeLine("dashpilot track: \($0)") },
            shouldStop: { stopRequested != 0 })
        let recorded = tracker.run()
        StandardStream.error.writeLine("dashpilot track: stopped; \(recorded) position\(recorded == 1 ? "" : "s") recorded.")
        return .success
    }
}
