import Domain
import Testing

@Suite struct GeodesicTests {
    static let bessel = Ellipsoid(equatorialRadius: 6_377_397.155, flattening: 1 / 299.152_812_8)
    static let international = Ellipsoid(equatorialRadius: 6_378_388, flattening: 1 / 297)

    static func degrees(_ d: Double, _ m: Double, _ s: Double) -> Double { d + m / 60 + s / 3600 }

    /// Vincenty (1975), Survey Review XXIII no. 176, table of test lines (a) to (c): distances to the millimetre.
    @Test(arguments: [
        (bessel, degrees(55, 45, 0), 0.0, -degrees(33, 26, 0), degrees(108, 13, 0), 14_110_526.170),
        (international, degrees(37, 19, 54.95367), 0.0, degrees(26, 7, 42.83946), degrees(41, 28, 35.50729), 4_085_966.703),
        (international, degrees(35, 16, 11.24862), 0.0, degrees(67, 22, 14.77638), degrees(137, 47, 28.31435), 8_084_823.839),
    ])
    func vincentysPublishedLinesMeasureToTheMillimetre(
        ellipsoid: Ellipsoid, latitude1: Double, longitude1: Double, latitude2: Double, longitude2: Double,
        published: Double
    ) throws {
        let line = try #require(Geodesic.inverse(
            from: GeoCoordinate(latitude: latitude1, longitude: longitude1),
            to: GeoCoordinate(latitude: latitude2, longitude: longitude2), on: ellipsoid))
        #expect(abs(line.distance - published) <= 0.001)
    }

    /// Geoscience Australia's worked example, Flinders Peak to Buninyong: 54 972.271 m, azimuth 306°52′05.37″,
    /// reverse azimuth 127°10′25.07″ (GRS80, which differs from WGS-84 by far less than a millimetre here).
    @Test func flindersPeakToBuninyongMatchesThePublishedLine() throws {
        let flindersPeak = GeoCoordinate(latitude: -Self.degrees(37, 57, 3.72030), longitude: Self.degrees(144, 25, 29.52440))
        let buninyong = GeoCoordinate(latitude: -Self.degrees(37, 39, 10.15610), longitude: Self.degrees(143, 55, 35.38390))
        let line = try #require(Geodesic.inverse(from: flindersPeak, to: buninyong))
        #expect(abs(line.distance - 54_972.271) <= 0.001)
        #expect(abs((line.initialAzimuth + 360) - Self.degrees(306, 52, 5.37)) < 0.01 / 3600)
        #expect(abs((line.finalAzimuth + 180) - Self.degrees(127, 10, 25.07)) < 0.01 / 3600)
    }

    @Test func aDegreeAlongTheEquatorIsTheEquatorialArc() throws {
        let line = try #require(Geodesic.inverse(
            from: GeoCoordinate(latitude: 0, longitude: 10), to: GeoCoordinate(latitude: 0, longitude: 11)))
        #expect(abs(line.distance - Ellipsoid.wgs84.equatorialRadius * .pi / 180) < 1e-6)
        #expect(abs(line.initialAzimuth - 90) < 1e-9)
    }

    @Test func aPointIsNoDistanceFromItself() {
        let point = GeoCoordinate(latitude: 45.5231, longitude: -122.6765)
        #expect(Geodesic.distance(from: point, to: point) == 0)
    }

    @Test func distanceIsTheSameBothWays() throws {
        let a = GeoCoordinate(latitude: 51.5007, longitude: -0.1246)
        let b = GeoCoordinate(latitude: 40.6892, longitude: -74.0445)
        let there = try #require(Geodesic.distance(from: a, to: b))
        let back = try #require(Geodesic.distance(from: b, to: a))
        #expect(abs(there - back) < 1e-6)
    }

    /// Vincenty's nearly antipodal lines (d) and (e) still converge, to the published figures.
    @Test(arguments: [
        (1.0, -degrees(0, 59, 53.83076), degrees(179, 17, 48.02997), 19_960_000.000),
        (1.0, degrees(1, 1, 15.18952), degrees(179, 46, 17.84244), 19_780_006.558),
    ])
    func nearlyAntipodalPublishedLinesConverge(latitude1: Double, latitude2: Double, longitude2: Double, published: Double) throws {
        let line = try #require(Geodesic.inverse(
            from: GeoCoordinate(latitude: latitude1, longitude: 0),
            to: GeoCoordinate(latitude: latitude2, longitude: longitude2), on: Self.international))
        #expect(abs(line.distance - published) <= 0.001)
    }

    /// Where the iteration cannot converge there is no distance, rather than a wrong one.
    @Test func pointsTooNearlyAntipodalHaveNoLine() {
        let probes = [(0.5, 179.7), (0.0, 180.0), (0.2, 179.9)].map {
            Geodesic.inverse(from: GeoCoordinate(latitude: 0, longitude: 0), to: GeoCoordinate(latitude: $0.0, longitude: $0.1))
        }
        #expect(probes == [nil, nil, nil])
    }
}
