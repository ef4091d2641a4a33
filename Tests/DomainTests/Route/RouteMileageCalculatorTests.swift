import Domain
import Testing

@Suite struct RouteMileageCalculatorTests {
    let calculator = RouteMileageCalculator()
    static let metresPerDegree = Ellipsoid.wgs84.equatorialRadius * .pi / 180

    /// `count` samples one second apart, each 0.0001° further east along the equator (about 11 m).
    static func equatorRoute(count: Int, from second: Int64 = 0) -> [RouteSample] {
        (0..<count).map { .at(second + Int64($0), 0, 10 + Double($0) * 0.0001) }
    }

    @Test func noSamplesMeansNoMileageRatherThanZero() {
        #expect(calculator.mileage(of: [], from: .testMorning, to: nil) == nil)
        #expect(calculator.mileage(of: [.at(0, 0, 10)], from: .testMorning, to: nil) == nil)
    }

    @Test func distanceFollowsTheSamplesOnTheEllipsoid() throws {
        let mileage = try #require(calculator.mileage(of: Self.equatorRoute(count: 10), from: .testMorning, to: nil))
        #expect(abs(mileage.distance.metres - 9 * 0.0001 * Self.metresPerDegree) < 1e-5)
        #expect(mileage.sampleCount == 10)
        #expect(!mileage.hasGaps)
    }

    @Test func samplesOutsideTheWindowAreNotCounted() throws {
        let route = Self.equatorRoute(count: 10)
        let window = try #require(calculator.mileage(of: route, from: route[2].instant, to: route[5].instant))
        #expect(abs(window.distance.metres - 3 * 0.0001 * Self.metresPerDegree) < 1e-5)
        #expect(window.first == route[2])
        #expect(window.last == route[5])
    }

    @Test func aGapLongerThanTheLimitIsNotBridged() throws {
        let limit = RouteMileageCalculator.defaultMaximumBridgedGap.wholeMilliseconds / 1000
        let before = Self.equatorRoute(count: 3)
        // Resumes one second past the limit, close enough that the filter keeps it.
        let after = RouteSample.at(2 + limit + 1, 0, 10.0003)
        let mileage = try #require(calculator.mileage(of: before + [after], from: .testMorning, to: nil))
        #expect(abs(mileage.distance.metres - 2 * 0.0001 * Self.metresPerDegree) < 1e-5)
        #expect(mileage.gaps == [RouteGap(from: before[2].instant, to: after.instant)])
        #expect(mileage.formatted(in: .kilometres) == "0.0 km (with a gap)")
    }

    @Test func aGapAtTheLimitIsBridged() throws {
        let limit = RouteMileageCalculator.defaultMaximumBridgedGap.wholeMilliseconds / 1000
        let route = [RouteSample.at(0, 0, 10), .at(limit, 0, 10.0003)]
        let mileage = try #require(calculator.mileage(of: route, from: .testMorning, to: nil))
        #expect(!mileage.hasGaps)
        #expect(abs(mileage.distance.metres - 0.0003 * Self.metresPerDegree) < 1e-5)
    }

    @Test func noCountedStepIsFasterThanTheFilterAllows() throws {
        // A good sample, a plausible one after it, then three that agree with one another 5 km away: they outvote
        // the second, which leaves the first and the three far apart, a step no vehicle drove.
        let far = (2...4).map { RouteSample.at(Int64($0), 0.045, 10 + Double($0) * 0.0001) }
        let route = [RouteSample.at(0, 0, 10), .at(1, 0, 10.0001)] + far
        #expect(RouteSampleFilter.standard.filter(route) == [route[0]] + far)
        let mileage = try #require(calculator.mileage(of: route, from: .testMorning, to: nil))
        #expect(mileage.gaps == [RouteGap(from: route[0].instant, to: far[0].instant)])
        let alongFar = try #require(Geodesic.distance(from: far[0].coordinate, to: far[2].coordinate))
        #expect(abs(mileage.distance.metres - alongFar) < 1e-3)
    }

    @Test func droppedSamplesAddNoDistance() throws {
        var far = RouteSample.at(1, 0, 10.5)
        far.horizontalAccuracy = 500
        let route = [RouteSample.at(0, 0, 10), far, .at(2, 0, 10.0002)]
        let mileage = try #require(calculator.mileage(of: route, from: .testMorning, to: nil))
        #expect(abs(mileage.distance.metres - 0.0002 * Self.metresPerDegree) < 1e-5)
    }

    @Test func distanceReadsInTheChosenUnit() {
        let distance = Distance(metres: 41.2 * 1609.344)
        #expect(distance.formatted(in: .miles) == "41.2 miles")
        #expect(distance.formatted(in: .kilometres) == "66.3 km")
        #expect(Distance(metres: 1609.344).formatted(in: .miles) == "1.0 mile")
        #expect(DistanceUnit(setting: "Miles") == .miles)
        #expect(DistanceUnit(setting: "kilometers") == .kilometres)
        #expect(DistanceUnit(setting: "furlongs") == nil)
    }

    /// The fixture's own points summed with GeographicLib's `Inverse` (Karney's method, independent of this
    /// code): 2205.3107 m for the whole drive, 697.4220 m from 17:01:00 to 17:02:00 UTC.
    @Test func theFixtureDriveMeasuresAsAnIndependentGeodesicSumDoes() throws {
        let samples = try NMEAParser.samples(from: RouteFixture.bytes("short-drive.nmea"))
        let start = Instant(millisecondsSinceEpoch: 1_796_058_000_000)
        let whole = try #require(calculator.mileage(of: samples, from: start - .seconds(60), to: nil))
        #expect(abs(whole.distance.metres - 2205.3107) < 0.001)
        #expect(whole.sampleCount == 180)
        let window = try #require(calculator.mileage(of: samples, from: start + .seconds(60), to: start + .seconds(120)))
        #expect(abs(window.distance.metres - 697.4220) < 0.001)
    }
}
