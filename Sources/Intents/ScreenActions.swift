import Domain
import Persistence
import Services

/// What the app's screen let a driver do that a sentence cannot: act on one delivery of several by its
/// number (1, 2, ... in order of acceptance, as `deliveryList` shows them), record an amount, and list the
/// deliveries in progress and the recent shifts. Refusals are the services' own sentences, and confirmations
/// use the same words as `IntentLifecycleService`.
public final class ScreenActions {
    private let connection: Connection
    private let shifts: ShiftService
    private let deliveries: DeliveryService
    private let extras: ShiftExtrasService
    private let distanceUnit: DistanceUnit

    public init(connection: Connection, logger: Logger, distanceUnit: DistanceUnit? = nil) {
        self.connection = connection
        self.shifts = ShiftService(connection: connection, logger: logger)
        self.deliveries = DeliveryService(connection: connection, logger: logger)
        self.extras = ShiftExtrasService(connection: connection, logger: logger)
        self.distanceUnit = distanceUnit ?? (try? DriverSettings.ofProcess.get())?.distanceUnit ?? .miles
    }

    public func pickUp(number: Int, at instant: Instant) throws -> IntentConfirmation {
        try connection.transaction {
            let updated = try deliveries.markPickedUp(try delivery(number).id, at: instant)
            let at = updated.pickedUpAt ?? instant
            return try .deliveryStep(
                "Picked up at", at: at, asked: instant,
                reason: MovedReason.delivery(updated, recordedAt: at, afterPickup: false), deliveries: deliveries)
        }
    }

    public func deliver(number: Int, at instant: Instant) throws -> IntentConfirmation {
        try connection.transaction {
            let updated = try deliveries.markDelivered(try delivery(number).id, at: instant)
            let at = updated.deliveredAt ?? instant
            return try .deliveryStep(
                "Delivered at", at: at, asked: instant,
                reason: MovedReason.delivery(updated, recordedAt: at), deliveries: deliveries)
        }
    }

    public func cancel(number: Int, at instant: Instant) throws -> IntentConfirmation {
        try connection.transaction {
            let updated = try deliveries.cancelDelivery(try delivery(number).id, at: instant)
            let at = updated.cancelledAt ?? instant
            return try .deliveryStep(
                "Cancelled at", at: at, asked: instant,
                reason: MovedReason.delivery(updated, recordedAt: at), deliveries: deliveries)
        }
    }

    /// Records `amount` on delivery `number` of the list in progress, saying what it replaced.
    public func recordAmount(_ amount: Money, onDelivery number: Int, at instant: Instant) throws -> IntentConfirmation {
        try connection.transaction {
            let target = try delivery(number)
            try deliveries.recordGrossAmount(amount, onDelivery: target.id)
            return IntentConfirmation(
                sentence: "Recorded \(amount.formatted) on delivery \(number), accepted at "
                    + "\(LocalTime.clockTime(target.acceptedAt))\(Self.replacing(target.grossAmount)).",
                recordedAt: instant)
        }
    }

    /// Records `amount` on a delivery already dropped off: `number` counts back from the most recent drop-off
    /// (1 is the last), since a tip arrives after the drop-off.
    public func recordAmount(_ amount: Money, onDelivered number: Int, at instant: Instant) throws -> IntentConfirmation {
        try connection.transaction {
            let delivered = try deliveries.recentlyDelivered(limit: number)
            guard number >= 1, number <= delivered.count, let deliveredAt = delivered[number - 1].deliveredAt else {
                throw ScreenActionError.noSuchDeliveredDelivery(number: number, delivered: delivered.count)
            }
            let target = delivered[number - 1]
            try deliveries.recordGrossAmount(amount, onDelivery: target.id)
            return IntentConfirmation(
                sentence: "Recorded \(amount.formatted) on the delivery dropped off "
                    + "\(LocalTime.dateAndTime(deliveredAt, now: instant))\(Self.replacing(target.grossAmount)).",
                recordedAt: instant)
        }
    }

    /// Records `amount` on the running shift, or on the most recent one when none is running, since
    /// earnings usually arrive once the shift has ended; saying what it replaced.
    public func recordAmountOnShift(_ amount: Money, at instant: Instant) throws -> IntentConfirmation {
        try connection.transaction {
            guard let shift = try shifts.recentShifts(limit: 1).first else { throw ScreenActionError.noShiftRecorded }
            try shifts.recordGrossAmount(amount, onShift: shift.id)
            return IntentConfirmation(
                sentence: "Recorded \(amount.formatted) on the shift started "
                    + "\(LocalTime.dateAndTime(shift.startedAt, now: instant))\(Self.replacing(shift.grossAmount)).",
                recordedAt: instant)
        }
    }

    /// ", replacing $40.00" when an amount was already recorded: a replacement is never silent.
    private static func replacing(_ previous: Money?) -> String {
        previous.map { ", replacing \($0.formatted)" } ?? ""
    }

    /// The deliveries in progress, one line each, numbered as the commands above number them.
    public func deliveryList() throws -> [String] {
        let (active, names) = try connection.readTransaction {
            let active = try deliveries.activeDeliveries()
            return (active, try extras.pickupNames(of: active.map(\.id)))
        }
        guard !active.isEmpty else { return [Phrasing.inProgress(0)] }
        return active.enumerated().map { offset, delivery in
            let accepted = "accepted at \(LocalTime.clockTime(delivery.acceptedAt))"
            let place = names[delivery.id].map { " from \($0)" } ?? ""
            guard let pickedUpAt = delivery.pickedUpAt else { return "\(offset + 1). Not picked up yet\(place), \(accepted)." }
            return "\(offset + 1). Picked up\(place) at \(LocalTime.clockTime(pickedUpAt)), \(accepted)."
        }
    }

    /// The `limit` most recent shifts, newest first, one line each with their figures as of `instant`.
    public func shiftList(limit: Int, asOf instant: Instant) throws -> [String] {
        try connection.readTransaction {
            let recent = try shifts.recentShifts(limit: limit)
            guard !recent.isEmpty else { return ["No shift has been recorded yet."] }
            return try recent.enumerated().map { offset, shift in
                guard let record = try extras.record(ofShift: shift.id) else { return "" }
                let figures = ShiftFiguresCalculator.figures(
                    for: shift, deliveries: record.deliveries, samples: record.samples, costs: record.costs,
                    fuelAssumption: record.fuelAssumption, distanceUnit: distanceUnit, asOf: instant)
                // Numbered as `--shift N` and the corrections count them: 1 the most recent.
                return "\(offset + 1). " + Phrasing.moneyAndMilesLine(Phrasing.shiftLine(shift, figures.metrics), figures)
            }
        }
    }

    private func delivery(_ number: Int) throws -> Delivery {
        let active = try deliveries.activeDeliveries()
        guard number >= 1, number <= active.count else {
            throw ScreenActionError.noSuchDelivery(number: number, inProgress: active.count)
        }
        return active[number - 1]
    }
}
