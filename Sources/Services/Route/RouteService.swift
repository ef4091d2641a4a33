import Domain
import Persistence

/// Records route samples, live from gpsd or from a recorded track. Like every service it caches nothing:
/// which shift a sample belongs to is read from the store inside the transaction that writes it, never from
/// what the caller saw last: a missed start or end costs a delay, never a wrong shift.
public final class RouteService {
    private let connection: Connection
    private let logger: Logger

    public init(connection: Connection, logger: Logger) {
        self.connection = connection
        self.logger = logger
    }

    /// What one live batch came to: the shift samples were recorded on (nil when none took any), how many were
    /// written, and how many were dropped because no shift was running at their instant.
    public struct LiveBatch: Equatable, Sendable {
        public var shiftID: Int64?
        public var recorded: Int
        public var outsideShifts: Int
    }

    /// Records a batch in one transaction. Each sample goes to the shift that was running at its instant,
    /// read from the store now: the running shift, or the one that ended last (a batch taken just before an
    /// end reaches the store after it). Samples while no shift ran, and older history, are dropped; a sample
    /// at an instant already recorded on that shift (gpsd can report a cycle twice) is not written again.
    public func recordLive(_ samples: [RouteSample]) throws -> LiveBatch {
        try connection.transaction {
            var candidates: [Shift] = []
            if let running = try ShiftRecords.running(connection, logger: logger) { candidates.append(running) }
            let ended = try connection.query(
                "SELECT id FROM shifts WHERE ended_at IS NOT NULL ORDER BY ended_at DESC, id DESC LIMIT 1") { $0.int64(at: 0) }
            if let id = ended.first, let shift = try ShiftRecords.shift(connection, id: id) { candidates.append(shift) }
            var batch = LiveBatch(shiftID: nil, recorded: 0, outsideShifts: 0)
            for sample in samples where sample.coordinate.isValid {
                guard let shift = candidates.first(where: {
                    sample.instant >= $0.startedAt && ($0.endedAt.map { sample.instant <= $0 } ?? true)
                }) else {
                    batch.outsideShifts += 1
                    continue
                }
                let seen = try connection.query(
                    "SELECT 1 FROM route_samples WHERE shift_id = ? AND recorded_at = ? LIMIT 1",
                    [.integer(shift.id), .instant(sample.instant)]) { $0.int64(at: 0) }
                guard seen.isEmpty else { continue }
                try RouteRecords.insert(connection, sample, shiftID: shift.id)
                batch.shiftID = shift.id
                batch.recorded += 1
            }
            return batch
        }
    }

    /// What an import came to: samples written per shift, and those outside every shift's window.
    public struct ImportResult: Equatable, Sendable {
        public var recordedByShift: [Int64: Int]
        public var alreadyRecorded: Int
        public var outside: Int

        public var recorded: Int { recordedByShift.values.reduce(0, +) }
    }

    /// Imports a recorded track in one transaction: each sample goes to the shift whose window holds it (the
    /// one numbered, 1 the most recent, or any; a running shift's window reaches `now`). A sample already recorded at the same
    /// instant on that shift is not written twice, so importing a file again changes nothing. A track
    /// that overlaps no shift is refused and writes nothing.
    public func importTrack(_ samples: [RouteSample], intoShift number: Int?, now: Instant) throws -> ImportResult {
        try connection.transaction {
            let shifts: [Shift]
            if let number {
                shifts = [try ShiftExtrasService.shift(numbered: number, connection)]
            } else {
                shifts = try connection.query("SELECT id FROM shifts ORDER BY started_at, id") { $0.int64(at: 0) }
                    .compactMap { try ShiftRecords.shift(connection, id: $0) }
            }
            var result = ImportResult(recordedByShift: [:], alreadyRecorded: 0, outside: 0)
            var known: [Int64: Set<Int64>] = [:]
            for sample in samples {
                guard sample.coordinate.isValid,
                      let shift = shifts.first(where: { sample.instant >= $0.startedAt && sample.instant <= ($0.endedAt ?? now) })
                else {
                    result.outside += 1
                    continue
                }
                if known[shift.id] == nil { known[shift.id] = try RouteRecords.instants(connection, shiftID: shift.id) }
                guard known[shift.id]!.insert(sample.instant.millisecondsSinceEpoch).inserted else {
                    result.alreadyRecorded += 1
                    continue
                }
                try RouteRecords.insert(connection, sample, shiftID: shift.id)
                result.recordedByShift[shift.id, default: 0] += 1
            }
            guard result.recorded > 0 || result.alreadyRecorded > 0 else {
                throw RouteError.trackOverlapsNoShift(first: samples.first?.instant, last: samples.last?.instant, shiftGiven: number != nil)
            }
            return result
        }
    }

    public func samples(forShift id: Int64) throws -> [RouteSample] {
        try connection.readTransaction { try RouteRecords.samples(connection, shiftID: id) }
    }
}

/// Why a route was not recorded, in one sentence a driver can hear.
public enum RouteError: SpokenError, Equatable {
    case trackOverlapsNoShift(first: Instant?, last: Instant?, shiftGiven: Bool)

    public var sentence: String {
        switch self {
        case .trackOverlapsNoShift(let first?, let last?, let shiftGiven):
            "The track runs from \(LocalTime.dateAndTime(first)) to \(LocalTime.dateAndTime(last)), outside "
                + (shiftGiven ? "that shift" : "every recorded shift") + ", so nothing was imported."
        case .trackOverlapsNoShift:
            "The track holds no point inside a shift, so nothing was imported."
        }
    }
}
