import Domain
import Persistence
import Services

/// The corrections a driver asks for by number: shifts counted back from the most recent (1, as `shifts`
/// lists them first), offers and deliveries numbered within a shift by acceptance, as `offerList` shows
/// them. Each reads the numbers and acts in one transaction, so a number means what the store holds then.
public final class CorrectionActions {
    private let connection: Connection
    private let shifts: ShiftService
    private let offers: OfferCorrectionService
    private let ends: ShiftEndCorrectionService

    public init(connection: Connection, logger: Logger) {
        self.connection = connection
        self.shifts = ShiftService(connection: connection, logger: logger)
        self.offers = OfferCorrectionService(connection: connection, logger: logger)
        self.ends = ShiftEndCorrectionService(connection: connection, logger: logger)
    }

    /// Shift `number`, 1 being the most recently started.
    public func shift(number: Int) throws -> Shift {
        try connection.readTransaction {
            let recent = try shifts.recentShifts(limit: number)
            guard number >= 1, number <= recent.count else {
                throw CorrectionActionError.noSuchShift(number: number, recorded: recent.count)
            }
            return recent[number - 1]
        }
    }

    /// Shift `number`'s offers, each followed by its deliveries and where each could be moved.
    public func offerList(shift number: Int) throws -> [String] {
        try connection.readTransaction {
            let shift = try shift(number: number)
            let listed = try offers.offers(forShift: shift.id)
            let numbering = Numbering(listed)
            let end = shift.endedAt.map { "to \(LocalTime.clockTime($0))" } ?? "still running"
            var lines = ["Shift \(number), \(LocalTime.dateAndTime(shift.startedAt)) \(end):"]
            if listed.isEmpty { lines.append("No offers were recorded.") }
            for (index, offer) in listed.enumerated() {
                lines.append("Offer \(index + 1), accepted at \(LocalTime.clockTime(offer.acceptedAt)):")
                for delivery in offer.deliveries {
                    let targets = OfferCorrectionService.destinations(for: delivery, among: listed)
                        .compactMap { numbering.offerNumber($0.id) }.map(String.init)
                    let moves = targets.isEmpty ? "" : "; can move to offer \(targets.joined(separator: ", "))"
                    lines.append(
                        "  Delivery \(numbering.deliveryNumber(delivery.id) ?? 0), \(Self.steps(delivery))\(moves).")
                }
            }
            return lines
        }
    }

    /// Merges offer `source` into offer `target`, both numbered within shift `number`.
    public func merge(offer source: Int, into target: Int, shift number: Int, at instant: Instant) throws
        -> IntentConfirmation
    {
        try connection.transaction {
            let numbering = Numbering(try offers.offers(forShift: try shift(number: number).id))
            let merged = try offers.merge(offer: try numbering.offer(source).id, into: try numbering.offer(target).id)
            return IntentConfirmation(
                sentence: "Offer \(source) merged into offer \(target), which now holds "
                    + "\(Phrasing.deliveries(merged.deliveries.count)).",
                recordedAt: instant)
        }
    }

    /// Moves delivery `delivery` of shift `number` into a new offer of its own.
    public func split(delivery: Int, shift number: Int, at instant: Instant) throws -> IntentConfirmation {
        try connection.transaction {
            let numbering = Numbering(try offers.offers(forShift: try shift(number: number).id))
            let created = try offers.split(delivery: try numbering.delivery(delivery).id)
            return IntentConfirmation(
                sentence: "Delivery \(delivery) is now an offer of its own, accepted at "
                    + "\(LocalTime.clockTime(created.acceptedAt)).",
                recordedAt: instant)
        }
    }

    /// Moves delivery `delivery` into offer `target`, both numbered within shift `number`.
    public func move(delivery: Int, into target: Int, shift number: Int, at instant: Instant) throws
        -> IntentConfirmation
    {
        try connection.transaction {
            let numbering = Numbering(try offers.offers(forShift: try shift(number: number).id))
            let moved = try offers.move(
                delivery: try numbering.delivery(delivery).id, into: try numbering.offer(target).id)
            let removed = moved.removedSource ? " Its old offer, left empty, was removed." : ""
            return IntentConfirmation(
                sentence: "Delivery \(delivery) moved into offer \(target), which now holds "
                    + "\(Phrasing.deliveries(moved.target.deliveries.count)).\(removed)",
                recordedAt: instant)
        }
    }

    /// What moving shift `number`'s end to the instant `resolve` gives for it would do, without writing.
    public func checkEnd(shift number: Int, now: Instant, resolve: (Shift) throws -> Instant) throws -> String {
        try connection.readTransaction {
            let shift = try shift(number: number)
            return try ends.check(shift: shift.id, to: try resolve(shift), now: now).checkSentence
        }
    }

    /// Moves shift `number`'s end to the instant `resolve` gives for it.
    public func correctEnd(shift number: Int, now: Instant, resolve: (Shift) throws -> Instant) throws
        -> IntentConfirmation
    {
        try connection.transaction {
            let shift = try shift(number: number)
            let done = try ends.correct(shift: shift.id, to: try resolve(shift), now: now)
            let samples =
                switch done.removedSamples {
                case 0: ""
                case 1: " 1 route position after it was removed."
                default: " \(done.removedSamples) route positions after it were removed."
                }
            return IntentConfirmation(sentence: done.correction.doneSentence + samples, recordedAt: now)
        }
    }

    /// Deletes shift `id` (resolved from its number before the driver confirmed) with everything in it.
    public func deleteShift(id: Int64, at instant: Instant) throws -> IntentConfirmation {
        try connection.transaction {
            guard let shift = try shifts.shift(id: id) else { throw ShiftLifecycleError.shiftNotFound }
            try shifts.deleteCompletedShift(id: id)
            let end = shift.endedAt.map { " to \(LocalTime.clockTime($0))" } ?? ""
            return IntentConfirmation(
                sentence: "Deleted the shift of \(LocalTime.dateAndTime(shift.startedAt))\(end). This cannot be undone.",
                recordedAt: instant)
        }
    }

    /// "accepted at 11:20 AM, picked up at 11:32 AM, delivered at 11:52 AM"
    static func steps(_ delivery: Delivery) -> String {
        var parts = ["accepted at \(LocalTime.clockTime(delivery.acceptedAt))"]
        if let at = delivery.pickedUpAt { parts.append("picked up at \(LocalTime.clockTime(at))") }
        if let at = delivery.deliveredAt { parts.append("delivered at \(LocalTime.clockTime(at))") }
        if let at = delivery.cancelledAt { parts.append("cancelled at \(LocalTime.clockTime(at))") }
        return parts.joined(separator: ", ")
    }
}

/// Offers numbered 1, 2, ... by acceptance, and the shift's deliveries 1, 2, ... by acceptance then id.
private struct Numbering {
    let offers: [Offer]
    let deliveries: [Delivery]

    init(_ offers: [Offer]) {
        self.offers = offers
        self.deliveries = offers.flatMap(\.deliveries).sorted {
            ($0.acceptedAt, $0.id) < ($1.acceptedAt, $1.id)
        }
    }

    func offer(_ number: Int) throws -> Offer {
        guard number >= 1, number <= offers.count else {
            throw CorrectionActionError.noSuchOffer(number: number, listed: offers.count)
        }
        return offers[number - 1]
    }

    func delivery(_ number: Int) throws -> Delivery {
        guard number >= 1, number <= deliveries.count else {
            throw CorrectionActionError.noSuchDelivery(number: number, listed: deliveries.count)
        }
        return deliveries[number - 1]
    }

    func offerNumber(_ id: Int64) -> Int? { offers.firstIndex { $0.id == id }.map { $0 + 1 } }
    func deliveryNumber(_ id: Int64) -> Int? { deliveries.firstIndex { $0.id == id }.map { $0 + 1 } }
}
