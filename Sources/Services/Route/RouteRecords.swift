import Domain
import Persistence

/// Reads and writes route samples; the one place rows become `RouteSample` values.
enum RouteRecords {
    private static let insertSQL = """
        INSERT INTO route_samples (shift_id, recorded_at, latitude, longitude, horizontal_accuracy, speed, fix_mode)
        VALUES (?, ?, ?, ?, ?, ?, ?)
        """

    static func insert(_ connection: Connection, _ sample: RouteSample, shiftID: Int64) throws {
        try connection.run(
            insertSQL, .integer(shiftID), .instant(sample.instant), .real(sample.latitude), .real(sample.longitude),
            .optional(sample.horizontalAccuracy.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }),
            .optional(sample.speed.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }),
            .integer(Int64(sample.fixMode.rawValue)))
    }

    /// The shift's samples in time order.
    static func samples(_ connection: Connection, shiftID: Int64) throws -> [RouteSample] {
        try connection.query(
            """
            SELECT recorded_at, latitude, longitude, horizontal_accuracy, speed, fix_mode FROM route_samples
            WHERE shift_id = ? ORDER BY recorded_at, id
            """, [.integer(shiftID)]
        ) { row in
            RouteSample(
                instant: row.instant(at: 0), latitude: row.double(at: 1), longitude: row.double(at: 2),
                horizontalAccuracy: row.optionalDouble(at: 3), speed: row.optionalDouble(at: 4),
                fixMode: FixMode(gpsdMode: Int(row.int64(at: 5))))
        }
    }

    static func instants(_ connection: Connection, shiftID: Int64) throws -> Set<Int64> {
        Set(try connection.query("SELECT recorded_at FROM route_samples WHERE shift_id = ?", [.integer(shiftID)]) {
            $0.int64(at: 0)
        })
    }

    /// The shift's fuel assumption, nil when it recorded none.
    static func fuelAssumption(_ connection: Connection, shiftID: Int64) throws -> FuelAssumption? {
        try connection.query(
            """
            SELECT fuel_price_tenths_minor, fuel_currency, fuel_consumption, fuel_consumption_unit FROM shifts
            WHERE id = ? AND fuel_price_tenths_minor IS NOT NULL
            """, [.integer(shiftID)]
        ) { row -> FuelAssumption in
            let value = row.double(at: 2)
            let consumption: FuelConsumption =
                row.text(at: 3) == "mpg" ? .milesPerGallon(value) : .litresPerHundredKilometres(value)
            return FuelAssumption(
                price: FuelPrice(tenthsOfMinorUnit: row.int64(at: 0), currencyCode: row.text(at: 1)),
                consumption: consumption)
        }.first
    }

    static func setFuelAssumption(_ connection: Connection, _ assumption: FuelAssumption?, shiftID: Int64) throws {
        let (value, unit): (Double?, String?) =
            switch assumption?.consumption {
            case .milesPerGallon(let mpg): (mpg, "mpg")
            case .litresPerHundredKilometres(let litres): (litres, "l_per_100km")
            case nil: (nil, nil)
            }
        try connection.run(
            """
            UPDATE shifts SET fuel_price_tenths_minor = ?, fuel_currency = ?, fuel_consumption = ?,
                fuel_consumption_unit = ? WHERE id = ?
            """, .optional(assumption?.price.tenthsOfMinorUnit), .optional(assumption?.price.currencyCode),
            .optional(value), .optional(unit), .integer(shiftID))
    }

    static func costs(_ connection: Connection, shiftID: Int64) throws -> [ShiftCost] {
        try connection.query(
            "SELECT id, shift_id, amount_minor, currency, note, recorded_at FROM shift_costs WHERE shift_id = ? ORDER BY recorded_at, id",
            [.integer(shiftID)]
        ) { row in
            ShiftCost(
                id: row.int64(at: 0), shiftID: row.int64(at: 1), amount: row.optionalMoney(at: 2)!,
                note: row.optionalText(at: 4), recordedAt: row.instant(at: 5))
        }
    }
}
