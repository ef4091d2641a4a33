import Domain
import Glibc
import Persistence
import Services
import Testing
import TestSupport

/// Which shift a sample goes to is read from the store when it is written, never from what a caller saw.
@Suite struct RouteServiceTests {
    private let store: TestStore
    private let route: RouteService
    private let extras: ShiftExtrasService

    init() throws {
        store = try TestStore()
        route = RouteService(connection: store.connection, logger: store.log.logger)
        extras = ShiftExtrasService(connection: store.connection, logger: store.log.logger)
    }

    private func sample(_ minute: Int64, east: Double = 0) -> RouteSample {
        RouteSample(
            instant: .minute(minute), latitude: 47.6, longitude: -122.3 + east, horizontalAccuracy: 5, speed: 10,
            fixMode: .threeDimensional)
    }

    @Test func liveSamplesWhileNoShiftRunsAreDropped() throws {
        let batch = try route.recordLive([sample(1), sample(2)])
        #expect(batch.shiftID == nil && batch.recorded == 0 && batch.outsideShifts == 2)
        #expect(try store.count("route_samples") == 0)
    }

    @Test func aLiveBatchGoesToTheShiftRunningAtEachSamplesInstant() throws {
        try store.shifts.startShift(at: .minute(10))
        let batch = try route.recordLive([sample(9), sample(10), sample(11), sample(11)])
        #expect(batch.recorded == 2 && batch.outsideShifts == 1)
        // A batch taken just before the end reaches the store after it: its samples up to the end still count.
        try store.shifts.endActiveShift(at: .minute(20))
        let late = try route.recordLive([sample(19), sample(20), sample(21)])
        #expect(late.recorded == 2 && late.outsideShifts == 1)
        #expect(try route.samples(forShift: 1).map(\.instant) == [.minute(10), .minute(11), .minute(19), .minute(20)])
        // Once a newer shift has ended, the older one takes nothing more.
        try store.shifts.startShift(at: .minute(30))
        try store.shifts.endActiveShift(at: .minute(40))
        #expect(try route.recordLive([sample(15)]).recorded == 0)
    }

    @Test func deletingAShiftDeletesItsSamplesAndCostsInTheSameTransaction() throws {
        let doomed = try store.shifts.startShift(at: .minute(0))
        _ = try route.recordLive([sample(1), sample(2)])
        try extras.addCost(Money(minorUnits: 650, currencyCode: "USD"), note: "toll", toShift: nil, at: .minute(3))
        try store.shifts.endActiveShift(at: .minute(5))
        try store.shifts.startShift(at: .minute(10))
        _ = try route.recordLive([sample(11)])
        try store.shifts.endActiveShift(at: .minute(12))
        try store.shifts.deleteCompletedShift(id: doomed.id)
        #expect(try store.count("route_samples") == 1)
        #expect(try store.count("shift_costs") == 0)
        #expect(try store.count("shifts") == 1)
    }

    @Test func aNewShiftRecordsTheFuelDefaultItWasGiven() throws {
        let assumption = FuelAssumption(
            price: FuelPrice(tenthsOfMinorUnit: 3490, currencyCode: "USD"), consumption: .milesPerGallon(31))
        let shifts = ShiftService(connection: store.connection, logger: store.log.logger, fuelDefault: { assumption })
        try shifts.startShift(at: .minute(0))
        #expect(try extras.fuelAssumption(ofShift: 1).assumption == assumption)
        let changed = FuelAssumption(
            price: FuelPrice(tenthsOfMinorUnit: 1899, currencyCode: "EUR"), consumption: .litresPerHundredKilometres(6.5))
        try extras.setFuelAssumption(changed, onShift: nil)
        #expect(try extras.fuelAssumption(ofShift: nil).assumption == changed)
        try shifts.endActiveShift(at: .minute(1))
        try ShiftService(connection: store.connection, logger: store.log.logger, fuelDefault: { nil }).startShift(at: .minute(2))
        // Numbered back from the latest: 1 is the bare new shift, 2 the one changed above.
        #expect(try extras.fuelAssumption(ofShift: 1).assumption == nil)
        #expect(try extras.fuelAssumption(ofShift: 2).assumption == changed)
        #expect(throws: ShiftLifecycleError.shiftNotFound) { try extras.fuelAssumption(ofShift: 3) }
    }

    @Test func anImportIntoAShiftThatDoesNotHoldItWritesNothing() throws {
        try store.shifts.startShift(at: .minute(0))
        try store.shifts.endActiveShift(at: .minute(5))
        #expect(throws: RouteError.self) { try route.importTrack([sample(10), sample(11)], intoShift: 1, now: .minute(60)) }
        #expect(try store.count("route_samples") == 0)
    }
}

@Suite struct DriverSettingsTests {
    private let directory = TemporaryDirectory()

    @Test func theEnvironmentOverridesTheConfigFileWhichOverridesTheDefaults() throws {
        let path = directory.file("config")
        try "# my car\ndistance_unit = km\nfuel_price = 1.899\nfuel_l_per_100km = 6.5 # diesel\nweek_start = sunday\ngpsd_port = 2948\n"
            .write(toFile: path)
        let fromFile = try DriverSettings.resolve(environment: [:], configFile: path)
        #expect(fromFile.distanceUnit == .kilometres && fromFile.weekStart == .sunday && fromFile.gpsdPort == 2948)
        #expect(fromFile.fuelDefault == FuelAssumption(
            price: FuelPrice(tenthsOfMinorUnit: 1899, currencyCode: "USD"), consumption: .litresPerHundredKilometres(6.5)))
        let overridden = try DriverSettings.resolve(environment: ["DASHPILOT_DISTANCE_UNIT": "mi"], configFile: path)
        #expect(overridden.distanceUnit == .miles)
        let defaults = try DriverSettings.resolve(environment: [:], configFile: directory.file("absent"))
        #expect(defaults == DriverSettings())
    }

    @Test func aSettingThatCannotBeReadNamesWhereItCameFrom() throws {
        let path = directory.file("bad")
        try "distance_unit = furlongs\n".write(toFile: path)
        let error = #expect(throws: SettingsError.self) { try DriverSettings.resolve(environment: [:], configFile: path) }
        #expect(error?.sentence == "The setting \(path):1 must be mi or km.")
        try "colour = blue\n".write(toFile: path)
        #expect(throws: SettingsError.self) { try DriverSettings.resolve(environment: [:], configFile: path) }
        #expect(throws: SettingsError.self) { try DriverSettings.resolve(environment: ["DASHPILOT_GPSD_PORT": "0"], configFile: nil) }
    }
}

extension String {
    fileprivate func write(toFile path: String) throws {
        let file = fopen(path, "w")
        defer { fclose(file) }
        fputs(self, file)
    }
}
