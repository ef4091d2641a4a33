import Domain
import Testing

@Suite struct NMEAParserTests {
    /// Wraps a sentence body in `$` and its checksum, as a receiver would.
    static func sentence(_ body: String) -> String {
        let checksum = body.utf8.reduce(UInt8(0), ^)
        let hex = String(checksum, radix: 16, uppercase: true)
        return "$\(body)*\(hex.count == 1 ? "0" + hex : hex)"
    }

    static func parse(_ bodies: [String]) throws(RouteFileError) -> [RouteSample] {
        try NMEAParser.samples(from: Array(bodies.map(sentence).joined(separator: "\r\n").utf8))
    }

    static func failure(_ text: String) -> RouteFileError? {
        do { _ = try NMEAParser.samples(from: Array(text.utf8)); return nil } catch { return error }
    }

    @Test func aReceiverLogBecomesOneSamplePerSecond() throws {
        let samples = try NMEAParser.samples(from: RouteFixture.bytes("short-drive.nmea"))
        #expect(samples.count == 180)
        let first = try #require(samples.first)
        #expect(first.instant == Instant(millisecondsSinceEpoch: 1_796_058_000_000))
        #expect(abs(first.latitude - (45 + 31.386 / 60)) < 1e-12)
        #expect(abs(first.longitude + (122 + 40.59 / 60)) < 1e-12)
        #expect(first.horizontalAccuracy == 1.1 * GPXParser.metresPerHDOP)
        #expect(abs(try #require(first.speed) - 11.0) < 0.001)
        #expect(first.fixMode == .threeDimensional)
        #expect(samples[1].instant.duration(since: first.instant) == .seconds(1))
    }

    @Test func theClassicRMCExampleReads() throws {
        let samples = try Self.parse(["GPRMC,123519,A,4807.038,N,01131.000,E,022.4,084.4,230394,003.1,W"])
        let sample = try #require(samples.first)
        // 23 March 1994 12:35:19 UTC.
        #expect(sample.instant == Instant(millisecondsSinceEpoch: 764_426_119_000))
        #expect(abs(sample.latitude - (48 + 7.038 / 60)) < 1e-12)
        #expect(abs(sample.longitude - (11 + 31.0 / 60)) < 1e-12)
        #expect(abs(try #require(sample.speed) - 22.4 * 1852 / 3600) < 1e-9)
        #expect(sample.fixMode == .twoDimensional)
    }

    @Test func combinedGNSSTalkersAreRead() throws {
        let samples = try Self.parse([
            "GNGGA,092725.00,4717.11399,N,00833.91590,E,1,08,1.01,499.6,M,48.0,M,,",
            "GNRMC,092725.00,A,4717.11399,N,00833.91590,E,0.004,77.52,301126,,,A",
        ])
        #expect(samples.count == 1)
        #expect(samples[0].fixMode == .threeDimensional)
        #expect(samples[0].horizontalAccuracy == 1.01 * GPXParser.metresPerHDOP)
    }

    @Test func aGGABeforeAnyRMCTakesTheDateOfTheNextOne() throws {
        let samples = try Self.parse([
            "GPGGA,235959,4807.038,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,",
            "GPRMC,000000,A,4807.038,N,01131.001,E,000.0,084.4,011226,003.1,W",
        ])
        // 23:59:59 on 30 November, then midnight on 1 December.
        #expect(samples.map(\.instant.millisecondsSinceEpoch) == [1_796_083_199_000, 1_796_083_200_000])
    }

    @Test func timesPastMidnightMoveToTheNextDay() throws {
        let samples = try Self.parse([
            "GPRMC,235959,A,4807.038,N,01131.000,E,000.0,084.4,301126,003.1,W",
            "GPGGA,000001,4807.038,N,01131.001,E,1,08,0.9,545.4,M,46.9,M,,",
        ])
        #expect(samples[1].instant.duration(since: samples[0].instant) == .seconds(2))
    }

    @Test func aLogWithNoDateIsRefused() {
        let log = Self.sentence("GPGGA,123519,4807.038,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,")
        #expect(Self.failure("\n" + log) == RouteFileError(line: 2, reason: .noDate))
    }

    @Test func sentencesWithoutAFixGiveNoSample() throws {
        let samples = try Self.parse([
            "GPRMC,,V,,,,,,,,,,N",
            "GPGGA,123518,,,,,0,00,99.99,,,,,,",
            "GPRMC,123519,A,4807.038,N,01131.000,E,022.4,084.4,230394,003.1,W",
        ])
        #expect(samples.count == 1)
    }

    @Test func aGSAFixModeDecides() throws {
        let samples = try Self.parse([
            "GPGGA,123519,4807.038,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,",
            "GPGSA,A,1,,,,,,,,,,,,,99.99,99.99,99.99",
            "GPRMC,123519,A,4807.038,N,01131.000,E,022.4,084.4,230394,003.1,W",
        ])
        #expect(samples[0].fixMode == FixMode.none)
    }

    @Test func aWrongChecksumIsRefusedAtItsLine() {
        let good = Self.sentence("GPRMC,123519,A,4807.038,N,01131.000,E,022.4,084.4,230394,003.1,W")
        let bad = "$GPRMC,123519,A,4807.038,N,01131.000,E,022.4,084.4,230394,003.1,W*00"
        #expect(Self.failure("# a comment\n\(good)\r\n\r\n\(bad)\r\n") == RouteFileError(line: 4, reason: .badChecksum(expected: "6A", found: "00")))
    }

    @Test func aSentenceWithoutChecksumIsRefused() {
        #expect(Self.failure("$GPRMC,123519,A,4807.038,N,01131.000,E,022.4,084.4,230394,003.1,W\n")
            == RouteFileError(line: 1, reason: .missingChecksum))
    }

    @Test(arguments: [
        ("GPRMC,123519,A,4867.038,N,01131.000,E,022.4,084.4,230394,003.1,W", "latitude", "4867.038,N"),
        ("GPRMC,123519,A,4807.038,X,01131.000,E,022.4,084.4,230394,003.1,W", "latitude", "4807.038,X"),
        ("GPRMC,123519,A,4807.038,N,1131.000,E,022.4,084.4,230394,003.1,W", "longitude", "1131.000,E"),
        ("GPRMC,126519,A,4807.038,N,01131.000,E,022.4,084.4,230394,003.1,W", "time", "126519"),
        ("GPRMC,123519,A,4807.038,N,01131.000,E,022.4,084.4,310294,003.1,W", "date", "310294"),
        ("GPRMC,123519,A,4807.038,N,01131.000,E,fast,084.4,230394,003.1,W", "speed", "fast"),
        ("GPGGA,123519,4807.038,N,01131.000,E,1,08,inf,545.4,M,46.9,M,,", "HDOP", "inf"),
    ])
    func malformedFieldsAreNamed(body: String, field: String, value: String) {
        let error = Self.failure(Self.sentence(body))
        #expect(error == RouteFileError(line: 1, reason: .badField(sentence: String(body.prefix(5)), field: field, value: value)))
    }

    @Test func aLineThatIsNoSentenceIsRefused() {
        let good = Self.sentence("GPRMC,123519,A,4807.038,N,01131.000,E,022.4,084.4,230394,003.1,W")
        #expect(Self.failure("\(good)\nhello\n")?.line == 2)
    }

    @Test func otherSentencesAreCheckedThenSkipped() throws {
        let samples = try Self.parse([
            "GPGSV,1,1,01,02,47,262,38",
            "PGRME,15.0,M,45.0,M,25.0,M",
            "GPRMC,123519,A,4807.038,N,01131.000,E,022.4,084.4,230394,003.1,W",
        ])
        #expect(samples.count == 1)
    }

    @Test func theFormatIsToldByTheContent() throws {
        #expect(RouteFileParser.format(of: Array("# gpsfake\n$GPRMC".utf8)) == .nmea)
        #expect(RouteFileParser.format(of: Array("\u{FEFF}  <?xml".utf8)) == .gpx)
        #expect(RouteFileParser.format(of: Array("lat,lon\n".utf8)) == nil)
        #expect(throws: RouteFileError(line: 1, reason: .unknownFormat)) { try RouteFileParser.samples(from: Array("lat,lon".utf8)) }
        #expect(throws: RouteFileError(line: 1, reason: .empty)) { try RouteFileParser.samples(from: Array(" \n".utf8)) }
        #expect(try RouteFileParser.samples(from: RouteFixture.bytes("short-drive.nmea")).count == 180)
    }
}
