import Domain
import Glibc
import Persistence

/// `dashpilot track`: watches gpsd and records its positions on the shift running at their instant. It keeps
/// going across gpsd restarts and lost fixes (reconnecting with backoff, saying so on one line each), writes
/// in small batches of one transaction each, and returns once `shouldStop` says so, after writing what it holds.
public final class RouteTracker {
    public struct Options: Sendable {
        public var host: String
        public var port: UInt16
        /// Samples held before a write; at gpsd's usual one report a second, a write every few seconds.
        public var batchSize = 5
        /// The longest a sample waits to be written.
        public var flushInterval: Duration = .seconds(3)
        public var firstRetry: Duration = .milliseconds(500)
        public var longestRetry: Duration = .seconds(30)
        /// Samples kept while the store cannot be written; older ones are dropped beyond it (a day at 1 Hz).
        public var maximumHeld = 86_400

        public init(host: String, port: UInt16) {
            self.host = host
            self.port = port
        }
    }

    private let service: RouteService
    private let options: Options
    private let say: (String) -> Void
    private let shouldStop: () -> Bool

    private var held: [RouteSample] = []
    private var lastWrite = ContinuousClock.now
    private var hadFix: Bool?
    private var everHadFix = false
    private var recordingShift: Int64??

    /// `say` receives each line for standard error; `shouldStop` is polled at least every quarter second.
    public init(service: RouteService, options: Options, say: @escaping (String) -> Void, shouldStop: @escaping () -> Bool) {
        self.service = service
        self.options = options
        self.say = say
        self.shouldStop = shouldStop
    }

    /// Runs until `shouldStop`; returns the number of samples recorded.
    @discardableResult
    public func run() -> Int {
        var recorded = 0
        var retry = options.firstRetry
        while !shouldStop() {
            switch GpsdConnection.open(host: options.host, port: options.port) {
            case .failure(let error):
                say("\(error.reason); retrying in \(Self.seconds(retry)).")
                wait(retry)
                retry = min(retry * 2, options.longestRetry)
            case .success(let connection):
                say("Watching gpsd at \(options.host):\(options.port).")
                retry = options.firstRetry
                recorded += watch(connection)
            }
        }
        recorded += write()
        return recorded
    }

    private func watch(_ connection: GpsdConnection) -> Int {
        var recorded = 0
        while !shouldStop() {
            switch connection.read(timeoutMilliseconds: 250) {
            case .lines(let lines):
                for line in lines { take(line) }
            case .idle:
                break
            case .closed(let reason):
                say("Lost gpsd at \(options.host):\(options.port) (\(reason)); reconnecting.")
                return recorded + write()
            }
            if held.count >= options.batchSize || (!held.isEmpty && ContinuousClock.now - lastWrite >= options.flushInterval) {
                recorded += write()
            }
        }
        return recorded
    }

    private func take(_ line: String) {
        guard case .position(let sample, let mode)? = GpsdReport.parse(line) else { return }
        let hasFix = mode >= .twoDimensional && sample != nil
        if hadFix != hasFix {
            if hasFix { say(everHadFix ? "Position fix regained." : "Position fix acquired.") } else { say("No position fix; waiting for one.") }
            everHadFix = everHadFix || hasFix
            hadFix = hasFix
        }
        guard let sample, hasFix else { return }
        held.append(sample)
        if held.count > options.maximumHeld { held.removeFirst(held.count - options.maximumHeld) }
    }

    /// Writes the held samples in one transaction; on failure they stay held for the next attempt.
    private func write() -> Int {
        guard !held.isEmpty else { return 0 }
        lastWrite = ContinuousClock.now
        do {
            let batch = try service.recordLive(held)
            held.removeAll()
            if recordingShift != .some(batch.shiftID), batch.shiftID != nil || batch.outsideShifts > 0 {
                if let id = batch.shiftID { say("Recording the route of shift \(id).") } else { say("No shift was running at these positions; they are not recorded.") }
                recordingShift = .some(batch.shiftID)
            }
            return batch.recorded
        } catch {
            say("The route could not be written: \((error as? any SpokenError)?.sentence ?? "\(error)") Retrying.")
            return 0
        }
    }

    private func wait(_ duration: Duration) {
        let end = ContinuousClock.now + duration
        while !shouldStop(), ContinuousClock.now < end { usleep(50_000) }
    }

    private static func seconds(_ duration: Duration) -> String {
        let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
        return milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(Double(milliseconds) / 1000) s"
    }
}
