import Domain
import Testing

@Suite struct GPXParserTests {
    static func parse(_ text: String) throws(RouteFileError) -> [RouteSample] {
        try GPXParser.samples(from: Array(text.utf8))
    }

    static func failure(_ text: String) -> RouteFileError? {
        do { _ = try parse(text); return nil } catch { return error }
    }

    static func document(_ points: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
          <trk><trkseg>
        \(points)
          </trkseg></trk>
        </gpx>
        """
    }

    @Test func aPhoneAppsTrackReadsEveryPoint() throws {
        let samples = try GPXParser.samples(from: RouteFixture.bytes("phone-track.gpx"))
        #expect(samples.count == 24)
        let first = try #require(samples.first)
        // 2026-11-30T18:15:00Z.
        #expect(first.instant == Instant(millisecondsSinceEpoch: 1_796_062_500_000))
        #expect(first.latitude == 45.512 && first.longitude == -122.6587)
        #expect(first.horizontalAccuracy == 0.8 * GPXParser.metresPerHDOP)
        #expect(first.speed == 9.5)
        #expect(first.fixMode == .threeDimensional)
    }

    /// The twenty-three points kept (the tenth reports HDOP 20, 100 m) summed with GeographicLib: 1230.0057 m.
    @Test func thePhoneTrackMeasuresAsAnIndependentGeodesicSumDoes() throws {
        let samples = try GPXParser.samples(from: RouteFixture.bytes("phone-track.gpx"))
        let mileage = try #require(RouteMileageCalculator().mileage(of: samples, from: samples[0].instant, to: nil))
        #expect(mileage.sampleCount == 23)
        #expect(abs(mileage.distance.metres - 1230.0057) < 0.001)
    }

    @Test func timesWithOffsetsAndFractionsAreReadAsInstants() throws {
        let samples = try Self.parse(Self.document("""
            <trkpt lat="1" lon="2"><time>2026-11-30T10:00:00.250+01:00</time></trkpt>
            <trkpt lat="1" lon="2"><time>2026-11-30T09:00:01</time></trkpt>
            """))
        #expect(samples.map(\.instant.millisecondsSinceEpoch) == [1_796_029_200_250, 1_796_029_201_000])
        #expect(samples[0].fixMode == .twoDimensional)
    }

    @Test func gpxOneZeroSpeedAndFixAreRead() throws {
        let samples = try Self.parse("""
            <gpx version="1.0"><trk><trkseg>
            <trkpt lat="1" lon="2"><time>2026-11-30T09:00:00Z</time><fix>none</fix><speed>3.5</speed></trkpt>
            </trkseg></trk></gpx>
            """)
        #expect(samples[0].fixMode == FixMode.none)
        #expect(samples[0].speed == 3.5)
    }

    @Test func waypointsAndRoutePointsAreNotPartOfTheDrive() throws {
        let samples = try Self.parse("""
            <gpx version="1.1">
            <wpt lat="5" lon="5"><time>2026-11-30T09:00:00Z</time></wpt>
            <rte><rtept lat="6" lon="6"><time>2026-11-30T09:00:00Z</time></rtept></rte>
            <trk><trkseg><trkpt lat="1" lon="2"><time>2026-11-30T09:00:00Z</time></trkpt></trkseg></trk>
            </gpx>
            """)
        #expect(samples.map(\.latitude) == [1])
    }

    @Test func aPointWithoutATimeIsRefusedAtItsLine() {
        let error = Self.failure(Self.document("""
            <trkpt lat="1" lon="2"><time>2026-11-30T09:00:00Z</time></trkpt>
            <trkpt lat="1" lon="2"><ele>3</ele></trkpt>
            """))
        #expect(error == RouteFileError(line: 5, reason: .missingTime))
        #expect(error?.message(fileName: "drive.gpx") == "drive.gpx:5: the track point has no time, so it cannot be placed in a shift")
    }

    @Test(arguments: [
        ("<trkpt lat=\"91\" lon=\"2\"><time>2026-11-30T09:00:00Z</time></trkpt>", RouteFileError.Reason.badCoordinate(name: "lat", value: "91")),
        ("<trkpt lat=\"1\" lon=\"nan\"><time>2026-11-30T09:00:00Z</time></trkpt>", .badCoordinate(name: "lon", value: "nan")),
        ("<trkpt lon=\"2\"><time>2026-11-30T09:00:00Z</time></trkpt>", .missingCoordinate("lat")),
        ("<trkpt lat=\"1\" lon=\"2\"><time>yesterday</time></trkpt>", .badTime("yesterday")),
        ("<trkpt lat=\"1\" lon=\"2\"><time>2026-02-30T09:00:00Z</time></trkpt>", .badTime("2026-02-30T09:00:00Z")),
        ("<trkpt lat=\"1\" lon=\"2\"><time>2026-11-30T09:00:00Z</time><hdop>-1</hdop></trkpt>", .badNumber(name: "hdop", value: "-1")),
        ("<trkpt lat=\"1\" lon=\"2\"><time>2026-11-30T09:00:00Z</trkpt>", .mismatchedTag(expected: "time", found: "trkpt")),
        ("<trkpt lat=\"1\" lon=\"2\"><name>A &copy; B</name></trkpt>", .malformedXML("unknown entity &copy;")),
    ])
    func malformedPointsAreRefusedAtTheirLine(point: String, reason: RouteFileError.Reason) {
        #expect(Self.failure(Self.document(point)) == RouteFileError(line: 4, reason: reason))
    }

    @Test func anUnclosedElementIsNamedAtTheLineItOpened() {
        #expect(Self.failure("<gpx version=\"1.1\">\n<trk>\n<trkseg>\n") == RouteFileError(line: 3, reason: .unclosedTag("trkseg")))
    }

    @Test func otherDocumentsAreNotGPX() {
        #expect(Self.failure("<?xml version=\"1.0\"?>\n<kml></kml>") == RouteFileError(line: 2, reason: .notGPX(root: "kml")))
        #expect(Self.failure("<gpx version=\"2.0\"></gpx>") == RouteFileError(line: 1, reason: .unsupportedGPXVersion("2.0")))
    }

    @Test func aFileWithNoTrackPointIsRefused() {
        #expect(Self.failure("<gpx version=\"1.1\">\n</gpx>\n") == RouteFileError(line: 3, reason: .noSamples))
    }

    @Test func invalidUTF8IsRefusedAtItsLine() {
        var bytes = Array(Self.document("<trkpt lat=\"1\" lon=\"2\"><time>2026-11-30T09:00:00Z</time></trkpt>").utf8)
        bytes.insert(0xFF, at: bytes.firstIndex(of: UInt8(ascii: "t"))!)
        #expect(throws: RouteFileError(line: 2, reason: .invalidUTF8)) { try GPXParser.samples(from: bytes) }
    }

    @Test func entityDefinitionsAreRefusedSoNothingCanExpand() {
        let error = Self.failure("<!DOCTYPE gpx [<!ENTITY a \"aaaa\">]>\n<gpx></gpx>")
        #expect(error?.reason == .malformedXML("a DOCTYPE with an internal subset is not accepted"))
    }
}
