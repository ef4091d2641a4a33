import Domain
import Persistence
import Services
import Testing
import TestSupport

/// Moving a finished shift's end against a real store: the check and the write consult the same value.
@Suite struct ShiftEndCorrectionServiceTests {
    private let store: TestStore
    private let ends: ShiftEndCorrectionService

    init() throws {
        store = try TestStore()
        ends = ShiftEndCorrectionService(connection: store.connection, logger: store.log.logger)
    }

    /// 9:00-17:00 with a break 12:00-12:30, parked 13:00-13:10, a delivery 14:00-15:00; the next shift at 18:00.
    private func day() throws -> (first: Shift, second: Shift) {
        let first = try store.shifts.startShift(at: .minute(0))
        try store.shifts.pauseActiveShift(at: .minute(180))
        try store.shifts.resumeActiveShift(at: .minute(210))
        try store.shifts.parkVehicle(at: .minute(240))
        try store.shifts.driveAgain(at: .minute(250))
        let delivery = try store.deliveries.startDelivery(at: .minute(300))
        try store.deliveries.markPickedUp(delivery.id, at: .minute(330))
        try store.deliveries.markDelivered(delivery.id, at: .minute(360))
        try store.shifts.endActiveShift(at: .minute(480))
        let second = try store.shifts.startShift(at: .minute(540))
        return (first, second)
    }

    private func snapshot() throws -> [[Int64?]] {
        try store.connection.query(
            """
            SELECT 's', id, started_at, ended_at FROM shifts UNION ALL SELECT 'p', id, started_at, ended_at FROM pauses
            UNION ALL SELECT 'k', id, started_at, ended_at FROM parked_periods
            UNION ALL SELECT 'd', id, accepted_at, delivered_at FROM deliveries ORDER BY 1, 2
            """
        ) { row in (1..<4).map { row.optionalInt64(at: Int32($0)) } }
    }

    @Test func theWriteMovesOnlyTheEnd() throws {
        let (first, _) = try day()
        let before = try snapshot()
        let done = try ends.correct(shift: first.id, to: .minute(400), now: .minute(600))
        #expect(done.correction.correctedEnd == .minute(400) && done.removedSamples == 0)
        #expect(try store.shifts.shift(id: first.id)?.endedAt == .minute(400))
        let changed = zip(before, try snapshot()).filter { $0 != $1 }
        #expect(changed.count == 1 && changed.first?.1 == [first.id, Instant.minute(0).millisecondsSinceEpoch, Instant.minute(400).millisecondsSinceEpoch])
    }

    @Test func theCheckAndTheWriteAgreeForEveryCase() throws {
        let (first, second) = try day()
        let proposals: [Instant] = [
            .minute(400), .minute(540), .minute(360), .minute(-5), .minute(541), .minute(200), .minute(100),
            .minute(245), .minute(300), .minute(480), .minute(700),
        ]
        var refusals: Set<String> = []
        for proposal in proposals {
            // Always back to 17:00 first, so each proposal meets the same recorded end.
            if try store.shifts.shift(id: first.id)?.endedAt != .minute(480) {
                try ends.correct(shift: first.id, to: .minute(480), now: .minute(600))
            }
            let before = try snapshot()
            let checked = Result { try ends.check(shift: first.id, to: proposal, now: .minute(600)) }
            #expect(try snapshot() == before, "a check never writes")
            let written = Result { try ends.correct(shift: first.id, to: proposal, now: .minute(600)) }
            switch (checked, written) {
            case (.success(let check), .success(let write)):
                #expect(check == write.correction)
                #expect(try store.shifts.shift(id: first.id)?.endedAt == proposal)
            case (.failure(let check as ShiftEndCorrectionError), .failure(let write as ShiftEndCorrectionError)):
                #expect(check == write)
                #expect(try snapshot() == before, "a refused write changes nothing")
                refusals.insert(check.sentence)
            default:
                Issue.record("check \(checked) and write \(written) disagree for \(proposal)")
            }
        }
        #expect(refusals.count == 8)
        #expect(throws: ShiftEndCorrectionError.shiftRunning) { try ends.check(shift: second.id, to: .minute(560), now: .minute(600)) }
        #expect(throws: ShiftEndCorrectionError.shiftRunning) { try ends.correct(shift: second.id, to: .minute(560), now: .minute(600)) }
        #expect(throws: ShiftEndCorrectionError.shiftNotFound) { try ends.correct(shift: 999, to: .minute(560), now: .minute(600)) }
    }
}
