import Domain
import Persistence
import Services

/// The only type the surfaces call to perform one of the eight intents.
///
/// It owns no lifecycle logic: ShiftService and DeliveryService decide, and their refusals pass through
/// unchanged so a driver hears the same sentence whichever way they asked. The one rule added here is
/// which delivery a spoken step meant: a step is recorded only while exactly one delivery is in progress.
public final class IntentLifecycleService {
    private let connection: Connection
    private let shifts: ShiftService
    private let deliveries: DeliveryService

    public init(connection: Connection, logger: Logger) {
        self.connection = connection
        self.shifts = ShiftService(connection: connection, logger: logger)
        self.deliveries = DeliveryService(connection: connection, logger: logger)
    }

    /// Performs `intent` at `instant` in one write transaction (the services' own nest inside it), so the
    /// count read for the "which delivery" rule is the count the write acts on, and the confirmation
    /// describes what the store holds.
    public func perform(_ intent: LifecycleIntent, at instant: Instant) throws -> IntentConfirmation {
        try connection.transaction {
            switch intent {
            case .startShift:
                let shift = try shifts.startShift(at: instant)
                return .recorded(
                    "Shift started at \(LocalTime.clockTime(shift.startedAt))", at: shift.startedAt, asked: instant,
                    reason: "the last shift ended at \(LocalTime.clockTime(shift.startedAt))")
            case .endShift:
                return try endShift(at: instant)
            case .pauseShift:
                let shift = try shifts.pauseActiveShift(at: instant)
                let pausedAt = shift.pauses.last?.startedAt ?? instant
                return confirm("Break started at", pausedAt, asked: instant, shift: shift)
            case .resumeShift:
                return try resumeShift(at: instant)
            case .parkVehicle:
                let shift = try shifts.parkVehicle(at: instant)
                return confirm("Parked at", shift.parkedPeriods.last?.startedAt ?? instant, asked: instant, shift: shift)
            case .driveAgain:
                let shift = try shifts.driveAgain(at: instant)
                return confirm("Driving again at", shift.parkedPeriods.last?.endedAt ?? instant, asked: instant, shift: shift)
            case .startDelivery:
                let delivery = try deliveries.startDelivery(at: instant)
                return try .deliveryStep(
                    "Delivery started at", at: delivery.acceptedAt, asked: instant,
                    reason: "the shift started at \(LocalTime.clockTime(delivery.acceptedAt))", deliveries: deliveries)
            case .recordDeliveryEvent(let named):
                return try recordDeliveryEvent(named, at: instant)
            }
        }
    }

    private func endShift(at instant: Instant) throws -> IntentConfirmation {
        let shift = try shifts.endActiveShift(at: instant)
        let endedAt = shift.endedAt ?? instant
        let completed = try deliveries.deliveries(forShift: shift.id).filter { $0.state == .delivered }.count
        let elapsed = DurationText.spoken(shift.elapsed(asOf: endedAt))
        return .recorded(
            "Shift ended at \(LocalTime.clockTime(endedAt)) after \(elapsed), \(Phrasing.deliveries(completed))",
            at: endedAt, asked: instant, reason: MovedReason.shift(shift, recordedAt: endedAt))
    }

    private func resumeShift(at instant: Instant) throws -> IntentConfirmation {
        let shift = try shifts.resumeActiveShift(at: instant)
        guard let pause = shift.pauses.last, let endedAt = pause.endedAt else {
            return confirm("Back on shift at", instant, asked: instant, shift: shift)
        }
        let duration = endedAt.duration(since: pause.startedAt)
        let length = DurationText.spoken(duration)
        let pauseText = duration < .seconds(60) ? "a break of \(length)" : "a \(length) break"
        return .recorded(
            "Back on shift at \(LocalTime.clockTime(endedAt)) after \(pauseText)", at: endedAt, asked: instant,
            reason: MovedReason.shift(shift, recordedAt: endedAt))
    }

    private func recordDeliveryEvent(_ named: DeliveryEvent?, at instant: Instant) throws -> IntentConfirmation {
        let active = try deliveries.activeDeliveries()
        guard let delivery = active.first else { throw IntentLifecycleError.noDeliveryInProgress }
        guard active.count == 1 else {
            // The hint offers only the deliveries whose next step is the one asked for, numbered as listed.
            let choices = active.enumerated().compactMap { offset, delivery in
                delivery.nextEvent.flatMap { next in
                    named == nil || named == next ? DeliveryChoice(number: offset + 1, step: next) : nil
                }
            }
            throw IntentLifecycleError.severalDeliveriesInProgress(count: active.count, choices: choices)
        }
        // An active delivery always has a next event; a named one that is not next is refused by the
        // delivery itself, with its own sentence.
        switch named ?? delivery.nextEvent ?? .pickedUp {
        case .pickedUp:
            let updated = try deliveries.markPickedUp(delivery.id, at: instant)
            let at = updated.pickedUpAt ?? instant
            return try .deliveryStep(
                "Picked up at", at: at, asked: instant,
                reason: MovedReason.delivery(updated, recordedAt: at, afterPickup: false), deliveries: deliveries)
        case .delivered:
            let updated = try deliveries.markDelivered(delivery.id, at: instant)
            let at = updated.deliveredAt ?? instant
            return try .deliveryStep(
                "Delivered at", at: at, asked: instant, reason: MovedReason.delivery(updated, recordedAt: at),
                deliveries: deliveries)
        }
    }

    private func confirm(_ what: String, _ instant: Instant, asked: Instant, shift: Shift) -> IntentConfirmation {
        .recorded(
            "\(what) \(LocalTime.clockTime(instant))", at: instant, asked: asked,
            reason: MovedReason.shift(shift, recordedAt: instant))
    }
}

extension IntentLifecycleService {
    /// The day as the store holds it now, read in one consistent snapshot.
    public func status(asOf instant: Instant) throws -> DayStatus {
        try connection.readTransaction {
            DayStatus(
                shift: try shifts.activeShift(),
                activeDeliveries: try deliveries.activeDeliveries(),
                asOf: instant)
        }
    }
}
