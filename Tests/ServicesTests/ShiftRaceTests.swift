import Domain
import Foundation
import Persistence
import Services
import Synchronization
import Testing
import TestSupport

/// Several processes (a REPL, a speech pipe, a macro) may start a shift at once; each has its own connection,
/// and SQLite's write lock taken before the check must let exactly one of them win.
@Suite struct ShiftRaceTests {
    private enum Outcome: Equatable {
        case started
        case refused(ShiftLifecycleError)
        case failed(String)
    }

    private static let rounds = 50
    private static let racers = 4

    @Test func exactlyOneOfSeveralConnectionsStartsAShift() throws {
        for _ in 0..<Self.rounds {
            let store = try TestStore()
            let outcomes = race(path: store.path, logger: store.log.logger)
            expectOneWinner(outcomes)
            #expect(try store.count("shifts", where: "ended_at IS NULL") == 1)
        }
    }

    @Test func racersOpeningAFreshFileTogetherStillLetExactlyOneStart() throws {
        for _ in 0..<Self.rounds {
            let directory = TemporaryDirectory()
            let path = directory.file("new/dashpilot.sqlite")
            let outcomes = race(path: path, logger: Logger.silent)
            expectOneWinner(outcomes)
        }
    }

    /// One racer started the shift and every other was refused because it runs; none failed otherwise.
    private func expectOneWinner(_ outcomes: [Outcome], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(outcomes.count == Self.racers, sourceLocation: sourceLocation)
        #expect(outcomes.filter { $0 == .started }.count == 1, "\(outcomes)", sourceLocation: sourceLocation)
        let refusedOrStarted = outcomes.allSatisfy { outcome in
            if case .refused(.shiftAlreadyRunning) = outcome { return true }
            return outcome == .started
        }
        #expect(refusedOrStarted, "\(outcomes)", sourceLocation: sourceLocation)
    }

    /// Each racer opens its own connection on its own thread, waits at a shared gate, then starts a shift.
    private func race(path: String, logger: Logger) -> [Outcome] {
        let outcomes = Mutex<[Outcome]>([])
        let ready = DispatchSemaphore(value: 0)
        let gate = DispatchSemaphore(value: 0)
        let finished = DispatchGroup()
        for racer in 0..<Self.racers {
            finished.enter()
            Thread.detachNewThread {
                let opened = Result { try Store.open(path: path, logger: logger) }
                ready.signal()
                gate.wait()
                let outcome: Outcome
                do {
                    let service = ShiftService(connection: try opened.get(), logger: logger)
                    try service.startShift(at: .minute(Int64(racer)))
                    outcome = .started
                } catch let error as ShiftLifecycleError {
                    outcome = .refused(error)
                } catch {
                    outcome = .failed("\(error)")
                }
                outcomes.withLock { $0.append(outcome) }
                finished.leave()
            }
        }
        for _ in 0..<Self.racers { ready.wait() }
        for _ in 0..<Self.racers { gate.signal() }
        finished.wait()
        return outcomes.withLock { $0 }
    }
}
