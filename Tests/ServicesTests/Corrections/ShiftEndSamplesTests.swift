import Domain
import Persistence
import Services
import Testing
import TestSupport

/// Route samples after a corrected, earlier end are deleted with the move, in the same transaction.
@Suite struct ShiftEndSamplesTests {
    private let store: TestStore
    private let ends: ShiftEndCorrectionService

    init() throws {
        store = try TestStore()
        ends = ShiftEndCorrectionService(connection: store.connection, logger: store.log.logger)
    }

    /// A shift 9:00-17:00 with a sample every hour from 9:00 to 17:00.
    private func trackedShift() throws -> Shift {
        let shift = try store.shifts.startShift(at: .minute(0))
        for hour: Int64 in 0...8 {
            try store.connection.run(
                "INSERT INTO route_samples (shift_id, recorded_at, latitude, longitude, fix_mode) VALUES (?, ?, 51.5, -0.1, 3)",
                .integer(shift.id), .instant(.minute(hour * 60)))
        }
        try store.shifts.endActiveShift(at: .minute(480))
        return shift
    }

    @Test func anEarlierEndDeletesTheSamplesAfterItAndKeepsTheRest() throws {
        let shift = try trackedShift()
        let done = try ends.correct(shift: shift.id, to: .minute(300), now: .minute(600))
        #expect(done.removedSamples == 3)
        #expect(try store.count("route_samples") == 6)
        #expect(try store.count("route_samples", where: "recorded_at > \(Instant.minute(300).millisecondsSinceEpoch)") == 0)
    }

    @Test func aLaterEndOrARefusedOneDeletesNoSample() throws {
        let shift = try trackedShift()
        #expect(try ends.correct(shift: shift.id, to: .minute(500), now: .minute(600)).removedSamples == 0)
        #expect(throws: ShiftEndCorrectionError.self) { try ends.correct(shift: shift.id, to: .minute(700), now: .minute(600)) }
        #expect(try store.count("route_samples") == 9)
    }

    @Test func whenTheEndCannotBeWrittenTheSamplesSurvive() throws {
        let shift = try trackedShift()
        try store.connection.execute(
            "CREATE TEMP TRIGGER refuse_end BEFORE UPDATE OF ended_at ON shifts BEGIN SELECT RAISE(ABORT, 'refused'); END")
        #expect(throws: (any Error).self) { try ends.correct(shift: shift.id, to: .minute(300), now: .minute(600)) }
        #expect(try store.count("route_samples") == 9)
        #expect(try store.shifts.shift(id: shift.id)?.endedAt == .minute(480))
    }
}
