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
                return confirm("Shift started at", shift.startedAt)
            case .endShift:
                return try endShift(at: instant)
            case .pauseShift:
                let shift = try shifts.pauseActiveShift(at: instant)
                let pausedAt = shift.pauses.last?.startedAt ?? instant
                return confirm("Break started at", pausedAt)
            case .resumeShift:
                return try resumeShift(at: instant)
            case .parkVehicle:
                let shift = try shifts.parkVehicle(at: instant)
                return confirm("Parked at", shift.parkedPeriods.last?.startedAt ?? instant)
            case .driveAgain:
                let shift = try shifts.driveAgain(at: instant)
                return confirm("Driving again at", shift.parkedPeriods.last?.endedAt ?? instant)
            case .startDelivery:
                let delivery = try deliveries.startDelivery(at: instant)
                return try .deliveryStep("Delivery started at", at: delivery.acceptedAt, deliveries: deliveries)
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
        return IntentConfirmation(
            sentence: "Shift ended at \(LocalTime.clockTime(endedAt)) after \(elapsed), "
                + "\(Phrasing.deliveries(completed)).",
            recordedAt: endedAt
        )
    }

    private func resumeShift(at instant: Instant) throws -> IntentConfirmation {
        let shift = try shifts.resumeActiveShift(at: instant)
        guard let pause = shift.pauses.last, let endedAt = pause.endedAt else {
            return confirm("Back on shift at", instant)
        }
        let length = DurationText.spoken(endedAt.duration(since: pause.startedAt))
        return IntentConfirmation(
            sentence: "Back on shift at \(LocalTime.clockTime(endedAt)) after a \(length) break.",
            recordedAt: endedAt
        )
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
            return try .deliveryStep("Picked up at", at: updated.pickedUpAt ?? instant, deliveries: deliveries)
        case .delivered:
            let updated = try deliveries.markDelivered(delivery.id, at: instant)
            return try .deliveryStep("Delivered at", at: updated.deliveredAt ?? instant, deliveries: deliveries)
        }
    }

    private func confirm(_ what: String, _ instant: Instant) -> IntentConfirmation {
        IntentConfirmation(sentence: "\(what) \(LocalTime.clockTime(instant)).", recordedAt: instant)
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
