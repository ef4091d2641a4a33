import Domain
import Persistence
import Testing
import TestSupport

/// Version 4: route samples, costs, pickup names and fuel assumptions, with the store refusing rows that
/// could not describe a drive.
@Suite struct RouteSchemaTests {
    private let directory = TemporaryDirectory()
    private let log = LogCapture()

    private func store() throws -> Connection {
        let connection = try Store.open(path: directory.file("route.sqlite"), logger: log.logger)
        try connection.run("INSERT INTO shifts (started_at) VALUES (1000)")
        return connection
    }

    @Test func aSampleIsKeptWithItsShiftAndRefusedWithoutOne() throws {
        let connection = try store()
        try connection.run(
            "INSERT INTO route_samples (shift_id, recorded_at, latitude, longitude, horizontal_accuracy, speed, fix_mode) VALUES (1, 1500, 47.6, -122.3, 5, 12.5, 3)")
        #expect(throws: SQLiteError.self) {
            try connection.run("INSERT INTO route_samples (shift_id, recorded_at, latitude, longitude, fix_mode) VALUES (99, 1, 0, 0, 2)")
        }
        #expect(throws: SQLiteError.self) { try connection.run("DELETE FROM shifts WHERE id = 1") }
    }

    @Test func impossibleCoordinatesAndFixModesAreRefused() throws {
        let connection = try store()
        for values in ["91, 0, 2", "0, 181, 2", "0, 0, 4", "0, 0, -1"] {
            #expect(throws: SQLiteError.self) {
                try connection.run("INSERT INTO route_samples (shift_id, recorded_at, latitude, longitude, fix_mode) VALUES (1, 1, \(values))")
            }
        }
    }

    @Test func aCostMustBeAPositiveAmountOnAShift() throws {
        let connection = try store()
        try connection.run("INSERT INTO shift_costs (shift_id, amount_minor, currency, note, recorded_at) VALUES (1, 650, 'USD', 'toll', 2000)")
        #expect(throws: SQLiteError.self) {
            try connection.run("INSERT INTO shift_costs (shift_id, amount_minor, currency, recorded_at) VALUES (1, 0, 'USD', 2000)")
        }
        #expect(throws: SQLiteError.self) {
            try connection.run("INSERT INTO shift_costs (shift_id, amount_minor, currency, recorded_at) VALUES (7, 5, 'USD', 2000)")
        }
    }

    @Test func aFuelAssumptionIsAllSetOrAllEmpty() throws {
        let connection = try store()
        try connection.run(
            "UPDATE shifts SET fuel_price_tenths_minor = 3490, fuel_currency = 'USD', fuel_consumption = 31, fuel_consumption_unit = 'mpg'")
        #expect(throws: SQLiteError.self) { try connection.run("UPDATE shifts SET fuel_consumption = NULL") }
        #expect(throws: SQLiteError.self) { try connection.run("UPDATE shifts SET fuel_consumption_unit = 'furlongs'") }
        try connection.run(
            "UPDATE shifts SET fuel_price_tenths_minor = NULL, fuel_currency = NULL, fuel_consumption = NULL, fuel_consumption_unit = NULL")
    }

    @Test func aDeliveryCanCarryAPickupName() throws {
        let connection = try store()
        try connection.run("INSERT INTO deliveries (shift_id, accepted_at, pickup_name) VALUES (1, 1100, 'Chipotle')")
        #expect(try connection.query("SELECT pickup_name FROM deliveries") { $0.text(at: 0) } == ["Chipotle"])
    }
}
