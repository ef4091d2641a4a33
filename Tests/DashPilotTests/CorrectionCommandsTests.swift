import Foundation
import Persistence
import Testing

/// The corrections and undo through the built `dashpilot`, each with its confirmation and refusal sentences.
@Suite struct CorrectionCommandsTests {
    /// A finished shift on 30 Nov 2026: deliveries accepted 9:10 and 9:11 (two offers), ended 9:40.
    private func finishedDay(_ sandbox: Sandbox) throws {
        let lines = [
            "2026-11-30T09:00:00Z start my shift", "2026-11-30T09:10:00Z got a new order",
            "2026-11-30T09:11:00Z got a new order", "2026-11-30T09:12:00Z :pickup 1", "2026-11-30T09:13:00Z :pickup 2",
            "2026-11-30T09:20:00Z :deliver 1", "2026-11-30T09:25:00Z :deliver 1", "2026-11-30T09:40:00Z end my shift",
        ]
        let run = try sandbox.run([], input: lines.joined(separator: "\n") + "\n")
        #expect(run.status == 0 && !run.output.contains("refused"))
    }

    @Test func offersListsTheShiftAndOnlyDestinationsAMoveWouldTake() throws {
        let sandbox = Sandbox()
        try finishedDay(sandbox)
        let listed = try sandbox.run(["offers"])
        #expect(listed.status == 0)
        #expect(listed.lines == [
            "Shift 1, Mon 30 Nov 9:00 AM to 9:40 AM:",
            "Offer 1, accepted at 9:10 AM:",
            "  Delivery 1, accepted at 9:10 AM, picked up at 9:12 AM, delivered at 9:20 AM.",
            "Offer 2, accepted at 9:11 AM:",
            "  Delivery 2, accepted at 9:11 AM, picked up at 9:13 AM, delivered at 9:25 AM; can move to offer 1.",
        ])
        #expect(try sandbox.run(["offers", "--shift", "2"]).lines == ["There is no shift 2; 1 shift is recorded."])
    }

    @Test func mergeSplitAndMoveConfirmAndRefuseInTheirOwnWords() throws {
        let sandbox = Sandbox()
        try finishedDay(sandbox)
        let refused = try sandbox.run(["merge", "1", "2"])
        #expect(refused.status == 1)
        #expect(refused.lines == ["That offer was accepted at 9:11 AM, after the delivery accepted at 9:10 AM, so nothing was changed."])
        let merged = try sandbox.run(["merge", "2", "1", "--shift", "1"])
        #expect(merged.status == 0 && merged.lines == ["Offer 2 merged into offer 1, which now holds 2 deliveries."])
        #expect(try sandbox.count("offers") == 1)
        let split = try sandbox.run(["split", "2"])
        #expect(split.lines == ["Delivery 2 is now an offer of its own, accepted at 9:11 AM."])
        #expect(try sandbox.run(["split", "2"]).lines == ["That delivery is already alone in its offer, so nothing was changed."])
        let moved = try sandbox.run(["move", "2", "1"])
        #expect(moved.lines == ["Delivery 2 moved into offer 1, which now holds 2 deliveries. Its old offer, left empty, was removed."])
        #expect(try sandbox.run(["move", "1", "3"]).lines == ["There is no offer 3; that shift has 1 offer."])
        #expect(try sandbox.run(["move", "1"]).status == 64)
        // Each change is journaled as a command; the listing is not.
        #expect(try sandbox.journal().filter { $0.source == .command }.map(\.input)
            == ["merge 1 2 --shift 1", "merge 2 1 --shift 1", "split 2 --shift 1", "split 2 --shift 1", "move 2 1 --shift 1", "move 1 3 --shift 1"])
    }

    @Test func correctEndChecksAndWritesTheSameRule() throws {
        let sandbox = Sandbox()
        try finishedDay(sandbox)
        let check = try sandbox.run(["correct-end", "1", "09:30", "--check"])
        #expect(check.status == 0 && check.lines == ["The shift's end would move from 9:40 AM to 9:30 AM."])
        #expect(try sandbox.count("shifts", where: "ended_at = \(minute(40))") == 1)
        let refusedCheck = try sandbox.run(["correct-end", "1", "09:24", "--check"])
        let refusedWrite = try sandbox.run(["correct-end", "1", "09:24"])
        #expect(refusedCheck.status == 1 && refusedWrite.status == 1)
        #expect(refusedCheck.lines == refusedWrite.lines)
        #expect(refusedWrite.lines == ["A delivery was recorded at 9:25 AM, so the shift cannot end before that; its end was not changed."])
        let written = try sandbox.run(["correct-end", "1", "2026-11-30T09:30:00Z"])
        #expect(written.status == 0 && written.lines == ["The shift's end moved from 9:40 AM to 9:30 AM."])
        #expect(try sandbox.count("shifts", where: "ended_at = \(minute(30))") == 1)
        #expect(try sandbox.run(["correct-end", "1", "half past"]).status == 64)
    }

    @Test func deleteShiftNeedsTheDateOrYesAndRefusesTheRunningShift() throws {
        let sandbox = Sandbox()
        try finishedDay(sandbox)
        let missing = try sandbox.run(["delete-shift", "4"], input: "2026-11-30\n")
        #expect(missing.status == 1 && missing.lines == ["There is no shift 4; 1 shift is recorded."])
        #expect(try sandbox.journal().last?.outcome == .refused)
        let wrong = try sandbox.run(["delete-shift", "1"], input: "2026-11-29\n")
        #expect(wrong.status == 1 && wrong.lines == ["The shift's date was not typed, so nothing was deleted."])
        #expect(wrong.error.contains("Type its date (2026-11-30)"))
        #expect(try sandbox.count("shifts") == 1)
        let typed = try sandbox.run(["delete-shift", "1"], input: "2026-11-30\n")
        #expect(typed.status == 0 && typed.lines == ["Deleted the shift of Mon 30 Nov 9:00 AM to 9:40 AM. This cannot be undone."])
        for table in ["shifts", "offers", "deliveries"] { #expect(try sandbox.count(table) == 0) }

        try finishedDay(sandbox)
        _ = try sandbox.run(["say", "start my shift"])
        let running = try sandbox.run(["delete-shift", "1", "--yes"])
        #expect(running.status == 1 && running.lines == ["That shift is still running, so it was not deleted."])
        let yes = try sandbox.run(["delete-shift", "2", "--yes"])
        #expect(yes.status == 0 && yes.lines.first?.hasPrefix("Deleted the shift of Mon 30 Nov 9:00 AM") == true)
        #expect(try sandbox.count("shifts") == 1 && sandbox.count("deliveries") == 0)
        let piped = try sandbox.run([], input: ":delete-shift 1\n")
        #expect(piped.lines == ["Deleting a shift cannot be undone, so nothing was deleted; to delete it, type: :delete-shift 1 --yes"])
    }

    @Test func undoAcrossProcessesOfTheSameSurfaceAndRefusedFromAnother() throws {
        let sandbox = Sandbox()
        #expect(try sandbox.run(["say", "start my shift"]).status == 0)
        let undone = try sandbox.run(["undo"])
        #expect(undone.status == 0 && undone.lines.first?.hasPrefix("Undone: Shift started at") == true)
        #expect(try sandbox.count("shifts") == 0)
        #expect(try sandbox.run(["undo"]).lines == ["The last change was already undone; there is nothing more to undo."])

        // A speech pipe records; a second process on the command line may not take it back.
        #expect(try sandbox.run([], input: "start my shift\n").status == 0)
        let other = try sandbox.run(["say", "undo"])
        #expect(other.status == 1 && other.lines == ["The last change was made from the pipe, so only it can undo it."])
        // Another pipe process is the same surface.
        let piped = try sandbox.run(["--json"], input: "take that back\n").replies()
        #expect(piped.map(\.outcome) == ["performed"] && piped.map(\.intent) == ["Undo"])
        #expect(try sandbox.count("shifts") == 0)
        #expect(try sandbox.journal().map(\.intent) == ["StartShift", "Undo", "Undo", "StartShift", "Undo", "Undo"])
    }

    @Test func aChangeFromAnotherProcessSinceBlocksTheUndo() throws {
        let sandbox = Sandbox()
        #expect(try sandbox.run([], input: "start my shift\n").status == 0)
        #expect(try sandbox.run(["say", "I'm parked"]).status == 0)
        let blocked = try sandbox.run([], input: "undo\n")
        #expect(blocked.lines == ["Only the last change can be undone, within two minutes; something was recorded from the command line since."])
        #expect(try sandbox.count("shifts") == 1 && sandbox.count("parked_periods") == 1)
    }

    @Test func anUndoTooLateAndWithNothingToUndoAreRefused() throws {
        let sandbox = Sandbox()
        #expect(try sandbox.run(["undo"]).lines == ["There is nothing to undo."])
        let earlier = ISO8601DateFormatter().string(from: Date().addingTimeInterval(-300))
        #expect(try sandbox.run(["say", "start my shift", "--at", earlier]).status == 0)
        let late = try sandbox.run(["undo"])
        #expect(late.status == 1)
        #expect(late.lines == ["Only the last change can be undone, within two minutes; the last change was recorded 5 minutes ago."])
        #expect(try sandbox.count("shifts") == 1)
    }

    @Test func correctingAnEndEarlierRemovesThePositionsAfterIt() throws {
        let sandbox = Sandbox()
        try finishedDay(sandbox)
        try addSamplesAndACost(sandbox, atMinutes: [5, 20, 35, 39])
        let written = try sandbox.run(["correct-end", "1", "09:30"])
        #expect(written.lines == ["The shift's end moved from 9:40 AM to 9:30 AM. 2 route positions after it were removed."])
        #expect(try sandbox.count("route_samples") == 2)
    }

    @Test func deletingAShiftDeletesItsCostsAndPositionsToo() throws {
        let sandbox = Sandbox()
        try finishedDay(sandbox)
        try addSamplesAndACost(sandbox, atMinutes: [5, 20])
        #expect(try sandbox.run(["delete-shift", "1", "--yes"]).status == 0)
        #expect(try sandbox.count("route_samples") == 0 && sandbox.count("shift_costs") == 0 && sandbox.count("shifts") == 0)
    }

    @Test func undoingAStartWithPositionsRemovesThemAndOneWithACostIsRefused() throws {
        let sandbox = Sandbox()
        #expect(try sandbox.run(["say", "start my shift"]).status == 0)
        let connection = try Store.open(path: sandbox.storePath, logger: .silent)
        try connection.run(
            "INSERT INTO route_samples (shift_id, recorded_at, latitude, longitude, fix_mode) SELECT id, started_at, 51.5, -0.1, 3 FROM shifts")
        #expect(try sandbox.run(["undo"]).status == 0)
        #expect(try sandbox.count("shifts") == 0 && sandbox.count("route_samples") == 0)
        #expect(try sandbox.run(["say", "start my shift"]).status == 0)
        try connection.run(
            "INSERT INTO shift_costs (shift_id, amount_minor, currency, recorded_at) SELECT id, 500, 'USD', started_at FROM shifts")
        let refused = try sandbox.run(["undo"])
        #expect(refused.lines == ["Only the last change can be undone, within two minutes; a cost has been recorded on the shift since."])
        #expect(try sandbox.count("shifts") == 1)
    }

    /// Positions at the given minutes after 9:00 and one cost, on the most recent shift, written straight to the file.
    private func addSamplesAndACost(_ sandbox: Sandbox, atMinutes minutes: [Int64]) throws {
        let connection = try Store.open(path: sandbox.storePath, logger: .silent)
        for at in minutes {
            try connection.run(
                "INSERT INTO route_samples (shift_id, recorded_at, latitude, longitude, fix_mode) "
                    + "SELECT MAX(id), ?, 51.5, -0.1, 3 FROM shifts", .integer(minute(at)))
        }
        try connection.run(
            "INSERT INTO shift_costs (shift_id, amount_minor, currency, recorded_at) SELECT MAX(id), 500, 'USD', ? FROM shifts",
            .integer(minute(10)))
    }

    private func minute(_ minutes: Int64) -> Int64 { 1_796_029_200_000 + minutes * 60_000 }
}
