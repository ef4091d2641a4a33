import Domain
import Persistence

/// What voice deliberately does not record, set by explicit commands only: costs on a shift, a delivery's pickup
/// name and a shift's fuel assumption. Each change checks its target in the transaction that writes it.
public final class ShiftExtrasService {
    private let connection: Connection
    private let logger: Logger

    public init(connection: Connection, logger: Logger) {
        self.connection = connection
        self.logger = logger
    }

    /// The shift a command means: `number` counts back from the most recently started (1), as `shifts` lists
    /// them; without one, the running shift, else the most recently started.
    public func targetShift(_ number: Int?) throws -> Shift {
        try connection.readTransaction { try target(number) }
    }

    /// Read inside the caller's transaction, so the numbering is the one the write sees.
    static func shift(numbered number: Int, _ connection: Connection) throws -> Shift {
        guard number >= 1, let shift = try ShiftRecords.recent(connection, limit: number).dropFirst(number - 1).first else {
            throw ShiftLifecycleError.shiftNotFound
        }
        return shift
    }

    private func target(_ number: Int?) throws -> Shift {
        if let number { return try Self.shift(numbered: number, connection) }
        guard let shift = try ShiftRecords.running(connection, logger: logger) ?? ShiftRecords.recent(connection, limit: 1).first
        else { throw ExtrasError.noShiftRecorded }
        return shift
    }

    @discardableResult
    public func addCost(_ amount: Money, note: String?, toShift number: Int?, at instant: Instant) throws -> ShiftCost {
        guard amount.minorUnits > 0 else { throw ExtrasError.costNotPositive }
        return try connection.transaction {
            let shift = try target(number)
            try connection.run(
                "INSERT INTO shift_costs (shift_id, amount_minor, currency, note, recorded_at) VALUES (?, ?, ?, ?, ?)",
                .integer(shift.id), .integer(amount.minorUnits), .text(amount.currencyCode), .optional(note),
                .instant(instant))
            return ShiftCost(id: connection.lastInsertRowID, shiftID: shift.id, amount: amount, note: note, recordedAt: instant)
        }
    }

    /// The shift's costs, oldest first, with the shift they were read for.
    public func costs(ofShift number: Int?) throws -> (shift: Shift, costs: [ShiftCost]) {
        try connection.readTransaction {
            let shift = try target(number)
            return (shift, try RouteRecords.costs(connection, shiftID: shift.id))
        }
    }

    /// Deletes one cost by its id, as `cost --list` shows it.
    @discardableResult
    public func deleteCost(id: Int64) throws -> ShiftCost {
        try connection.transaction {
            let found = try connection.query("SELECT shift_id FROM shift_costs WHERE id = ?", [.integer(id)]) { $0.int64(at: 0) }
            guard let shiftID = found.first,
                  let cost = try RouteRecords.costs(connection, shiftID: shiftID).first(where: { $0.id == id })
            else { throw ExtrasError.costNotFound }
            try connection.run("DELETE FROM shift_costs WHERE id = ?", .integer(id))
            return cost
        }
    }

    /// Names where delivery `number` of the active list is picked up; nil clears the name.
    @discardableResult
    public func setPickupName(_ name: String?, onActiveDelivery number: Int) throws -> Delivery {
        let trimmed = name.map { String($0.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()) }
        if let trimmed {
            guard !trimmed.isEmpty else { throw ExtrasError.emptyPickupName }
            guard trimmed.count <= 80, !trimmed.contains(where: { $0.isNewline }) else { throw ExtrasError.pickupNameTooLong }
        }
        return try connection.transaction {
            let active = try DeliveryRecords.active(connection)
            guard number >= 1, number <= active.count else {
                throw ExtrasError.noSuchDelivery(number: number, inProgress: active.count)
            }
            let delivery = active[number - 1]
            try connection.run("UPDATE deliveries SET pickup_name = ? WHERE id = ?", .optional(trimmed), .integer(delivery.id))
            return delivery
        }
    }

    /// Pickup names by delivery id, for the deliveries given.
    public func pickupNames(of deliveryIDs: [Int64]) throws -> [Int64: String] {
        try connection.readTransaction {
            var names: [Int64: String] = [:]
            for id in deliveryIDs {
                let found = try connection.query("SELECT pickup_name FROM deliveries WHERE id = ?", [.integer(id)]) {
                    $0.optionalText(at: 0)
                }
                if let name = found.first ?? nil {
                    names[id] = name
                }
            }
            return names
        }
    }

    /// Sets the fuel assumption of a shift (the target as for costs) and returns the shift it was set on.
    @discardableResult
    public func setFuelAssumption(_ assumption: FuelAssumption, onShift number: Int?) throws -> Shift {
        try connection.transaction {
            let shift = try target(number)
            try RouteRecords.setFuelAssumption(connection, assumption, shiftID: shift.id)
            return shift
        }
    }

    public func fuelAssumption(ofShift number: Int?) throws -> (shift: Shift, assumption: FuelAssumption?) {
        try connection.readTransaction {
            let shift = try target(number)
            return (shift, try RouteRecords.fuelAssumption(connection, shiftID: shift.id))
        }
    }

    /// Everything the figures of one shift are computed from, read in one transaction.
    public struct ShiftRecord: Sendable {
        public var shift: Shift
        public var deliveries: [Delivery]
        public var samples: [RouteSample]
        public var costs: [ShiftCost]
        public var fuelAssumption: FuelAssumption?
    }

    /// The records of the shifts that started in `start..<end`, oldest first.
    public func records(startedFrom start: Instant, before end: Instant) throws -> [ShiftRecord] {
        try connection.readTransaction {
            let ids = try connection.query(
                "SELECT id FROM shifts WHERE started_at >= ? AND started_at < ? ORDER BY started_at, id",
                [.instant(start), .instant(end)]) { $0.int64(at: 0) }
            return try ids.compactMap { id in try record(id) }
        }
    }

    public func record(ofShift id: Int64) throws -> ShiftRecord? {
        try connection.readTransaction { try record(id) }
    }

    private func record(_ id: Int64) throws -> ShiftRecord? {
        guard let shift = try ShiftRecords.shift(connection, id: id) else { return nil }
        return ShiftRecord(
            shift: shift, deliveries: try DeliveryRecords.all(connection, shiftID: id),
            samples: try RouteRecords.samples(connection, shiftID: id), costs: try RouteRecords.costs(connection, shiftID: id),
            fuelAssumption: try RouteRecords.fuelAssumption(connection, shiftID: id))
    }
}

/// Why a cost, a pickup name or a fuel assumption was not recorded.
public enum ExtrasError: SpokenError, Equatable {
    case noShiftRecorded
    case costNotPositive
    case costNotFound
    case emptyPickupName
    case pickupNameTooLong
    case noSuchDelivery(number: Int, inProgress: Int)

    public var sentence: String {
        switch self {
        case .noShiftRecorded: "No shift has been recorded yet."
        case .costNotPositive: "A cost must be more than zero."
        case .costNotFound: "That cost could not be found."
        case .emptyPickupName: "A pickup name cannot be empty."
        case .pickupNameTooLong: "A pickup name must be one line of at most 80 characters."
        case .noSuchDelivery(let number, 0): "There is no delivery \(number); no delivery is in progress."
        case .noSuchDelivery(let number, let count):
            "There is no delivery \(number); \(count == 1 ? "one delivery is" : "\(count) deliveries are") in progress."
        }
    }
}
