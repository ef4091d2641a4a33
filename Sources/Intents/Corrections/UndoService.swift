import Domain
import Persistence
import Services

/// What the last change was, as far as undo is concerned: one of the eight intents, or a delivery step
/// recorded by number (`pickup 2`, `deliver 2`, `cancel 2`).
public enum UndoableStep: Equatable, Sendable {
    case intent(LifecycleIntent)
    case deliveryStep(DeliveryStepColumn)
}

/// Undoes the most recent change, when it came from the same surface, within two minutes, and nothing has
/// been recorded since. It decides nothing about records itself: each inverse is a transition of the service
/// that owns the record (ShiftService, DeliveryService; the emptied offer goes through
/// OfferCorrectionService), found by the instant the journal says the change recorded.
public final class UndoService {
    /// How long after a change it may still be undone.
    public static let window: Duration = .seconds(120)
    /// The intent name an undo is journaled under.
    public static let intentName = "Undo"

    private let connection: Connection
    private let shifts: ShiftService
    private let deliveries: DeliveryService
    private let offers: OfferCorrectionService
    private let journal: JournalService

    public init(connection: Connection, logger: Logger) {
        self.connection = connection
        self.shifts = ShiftService(connection: connection, logger: logger)
        self.deliveries = DeliveryService(connection: connection, logger: logger)
        self.offers = OfferCorrectionService(connection: connection, logger: logger)
        self.journal = JournalService(connection: connection)
    }

    /// The journal sources that count as one surface: the prompt, the pipe, the microphone, or the command
    /// line (one-shot `say`, explicit commands, and the runs and macros they start).
    public static func surface(of source: JournalEntry.Source) -> [JournalEntry.Source] {
        switch source {
        case .repl: [.repl]
        case .pipe: [.pipe]
        case .listen: [.listen]
        case .say, .command, .run, .macro: [.say, .command, .run, .macro]
        }
    }

    /// Undoes the last change for an undo asked from `source` at `now`; `classify` reads which step a journal
    /// row performed. Runs in one write transaction; the caller journals the undo inside it.
    public func undo(
        from source: JournalEntry.Source, at now: Instant, classify: (JournalEntry) -> UndoableStep?
    ) throws -> IntentConfirmation {
        try connection.transaction {
            guard let last = try journal.lastPerformed() else { throw UndoError.nothingToUndo }
            let mine = Self.surface(of: source)
            guard mine.contains(last.source) else {
                if let own = try journal.lastPerformed(from: mine), own.intent != Self.intentName {
                    throw UndoError.somethingSince(last.source.rawValue)
                }
                throw UndoError.anotherSurface(last.source.rawValue)
            }
            if last.intent == Self.intentName { throw UndoError.alreadyUndone }
            let age = now.millisecondsSinceEpoch - last.saidAt.millisecondsSinceEpoch
            if age > Self.window.wholeMilliseconds { throw UndoError.tooLate(minutes: age / 60_000) }
            guard let step = classify(last) else { throw UndoError.notAStep(last.input) }
            return IntentConfirmation(sentence: try inverse(of: step, last), recordedAt: now)
        }
    }

    private func inverse(of step: UndoableStep, _ change: JournalEntry) throws -> String {
        let at = change.saidAt
        let time = LocalTime.clockTime(at)
        switch step {
        case .intent(.startShift):
            try shifts.undoStart(startedAt: at)
            return "Undone: Shift started at \(time). No shift is running."
        case .intent(.endShift):
            // A resume or drive-again journaled at the end's very instant closed its own period; the end did not.
            let sameInstant = try journal.performed(at: at).filter { $0.id != change.id }.compactMap(\.intent)
            var closedByStep: Set<String> = []
            if sameInstant.contains(LifecycleIntent.resumeShift.name) { closedByStep.insert("pauses") }
            if sameInstant.contains(LifecycleIntent.driveAgain.name) { closedByStep.insert("parked_periods") }
            try shifts.undoEnd(endedAt: at, closedByStep: closedByStep)
            return "Undone: Shift ended at \(time). The shift is running again."
        case .intent(.pauseShift):
            try shifts.undoPause(startedAt: at)
            return "Undone: Break started at \(time). The shift is not paused."
        case .intent(.resumeShift):
            try shifts.undoResume(endedAt: at)
            return "Undone: Back on shift at \(time). The shift is paused again."
        case .intent(.parkVehicle):
            try shifts.undoPark(startedAt: at)
            return "Undone: Parked at \(time). The vehicle is not parked."
        case .intent(.driveAgain):
            try shifts.undoDriveAgain(endedAt: at)
            return "Undone: Driving again at \(time). The vehicle is parked again."
        case .intent(.startDelivery):
            let removed = try deliveries.undoStart(acceptedAt: at)
            if let offerID = removed.offerID { try offers.removeEmptyOffer(offerID) }
            let remaining = try deliveries.activeDeliveries().count
            return "Undone: Delivery started at \(time). \(Phrasing.inProgress(remaining))"
        case .intent(.recordDeliveryEvent):
            return try undoStep(at: at, among: [.pickedUp, .delivered])
        case .deliveryStep(let column):
            return try undoStep(at: at, among: [column])
        }
    }

    private func undoStep(at instant: Instant, among columns: [DeliveryStepColumn]) throws -> String {
        let (delivery, cleared) = try deliveries.undoStep(at: instant, among: columns)
        let what =
            switch cleared {
            case .pickedUp: "Picked up at"
            case .delivered: "Delivered at"
            case .cancelled: "Cancelled at"
            }
        let now = cleared == .pickedUp ? "is waiting for pickup again" : "is in progress again"
        return "Undone: \(what) \(LocalTime.clockTime(instant)). The delivery accepted at "
            + "\(LocalTime.clockTime(delivery.acceptedAt)) \(now)."
    }
}
