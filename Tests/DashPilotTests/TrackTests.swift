import Domain
import Foundation
import Persistence
import Services
import Testing
import TestSupport

/// `dashpilot track` against a real gpsd: gpsfake replays a recorded drive, a shift starts and ends part way
/// through it, and the store must hold exactly the drive's points inside the shift, measuring what an
/// independent geodesic formula measures over the same points.
@Suite(.serialized) struct TrackTests {
    static let gpsfake = ["/usr/bin/gpsfake", "/usr/local/bin/gpsfake"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Track/drive.nmea").path

    @Test(.enabled(if: gpsfake != nil, "gpsfake is not installed (Debian packages gpsd and gpsd-clients)"))
    func aShiftStartedAndEndedDuringADriveGetsExactlyItsPartOfTheRoute() throws {
        let sandbox = Sandbox()
        let port = Int.random(in: 20_000...40_000)
        // The drive is replayed as if driven now, a fix a second, so the shift's start and end fall inside it.
        let start = Date().addingTimeInterval(2)
        let log = try NMEALog(contentsOf: Self.fixture).retimed(firstFixAt: start)
        let logPath = try sandbox.write("drive.nmea", log.text)
        let trackErrors = sandbox.directory.file("track.err")
        _ = FileManager.default.createFile(atPath: trackErrors, contents: nil)

        // The tracker first finds no gpsd and retries; gpsfake then starts, feeding gpsd once a client watches.
        let track = Process()
        track.executableURL = URL(fileURLWithPath: DashPilotBinary.path)
        track.arguments = ["track", "--gpsd-host", "127.0.0.1", "--gpsd-port", String(port)]
        track.environment = sandbox.environment
        track.standardError = FileHandle(forWritingAtPath: trackErrors)
        track.standardOutput = FileHandle.nullDevice
        try track.run()
        defer { if track.isRunning { track.terminate() } }
        Thread.sleep(forTimeInterval: 1.5)
        let fake = try Self.startGpsfake(logPath, port: port)
        defer { Self.stop(fake) }

        Thread.sleep(forTimeInterval: 14)
        #expect(try sandbox.run(["say", "start my shift"]).status == 0)
        Thread.sleep(forTimeInterval: 20)
        #expect(try sandbox.run(["say", "end my shift"]).status == 0)
        // gpsfake keeps serving its last state while a client watches; the drive is over once its last fix is past.
        let lastFix = Date(timeIntervalSince1970: Double(log.fixes.last!.instant.millisecondsSinceEpoch) / 1000)
        while Date() < lastFix.addingTimeInterval(5) && fake.isRunning { Thread.sleep(forTimeInterval: 0.5) }
        track.terminate()
        track.waitUntilExit()
        Self.stop(fake)
        #expect(track.terminationReason == .exit && track.terminationStatus == 0)
        let errors = try String(contentsOfFile: trackErrors, encoding: .utf8)
        #expect(errors.contains("retrying in"))
        #expect(errors.contains("Watching gpsd at 127.0.0.1:\(port)."))
        #expect(errors.contains("Recording the route of shift 1."))
        #expect(errors.contains("stopped;"))

        let connection = try Store.open(path: sandbox.storePath, logger: .silent)
        let shift = try #require(try ShiftService(connection: connection, logger: .silent).shift(id: 1))
        let end = try #require(shift.endedAt)
        let samples = try RouteService(connection: connection, logger: .silent).samples(forShift: 1)
        let expected = log.fixes.filter { $0.instant >= shift.startedAt && $0.instant <= end }
        #expect(expected.count >= 15)
        #expect(samples.map(\.instant) == expected.map(\.instant))
        for (sample, fix) in zip(samples, expected) {
            #expect(abs(sample.latitude - fix.latitude) < 1e-7 && abs(sample.longitude - fix.longitude) < 1e-7)
            #expect(sample.fixMode == .threeDimensional)
        }
        #expect(try sandbox.count("route_samples", where: "shift_id <> 1") == 0)

        let reference = zip(expected, expected.dropFirst()).reduce(0.0) { total, pair in
            total + ReferenceGeodesic.vincentyDistance(pair.0.latitude, pair.0.longitude, pair.1.latitude, pair.1.longitude)
        }
        let mileage = try #require(RouteMileageCalculator().mileage(of: samples, during: shift))
        #expect(abs(mileage.distance.metres - reference) < 0.001)
        #expect(!mileage.hasGaps)
        // The report reads the same samples: its CSV distance, in km to two decimals, is the reference.
        let report = try sandbox.run(["report", "day", "--csv"], environment: ["DASHPILOT_DISTANCE_UNIT": "km"])
        let day = try #require(report.output.split(separator: "\r\n").dropFirst().first)
        let distance = try #require(Double(day.split(separator: ",", omittingEmptySubsequences: false)[5]))
        #expect(abs(distance * 1000 - reference) <= 5)
    }

    /// Starts gpsfake serving `logPath` once on `port`. The test runner starts children with signals blocked, and
    /// gpsfake does not always finish on SIGTERM once its gpsd is gone; so it starts through Python with the mask
    /// cleared, as the leader of its own process group (with its gpsd), which `stop` ends as a whole.
    static func startGpsfake(_ logPath: String, port: Int) throws -> Process {
        let fake = Process()
        fake.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        fake.arguments = [
            "-c",
            "import os, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); os.setpgid(0, 0); os.execv(sys.argv[1], sys.argv[1:])",
            gpsfake!, "-1", "-q", "-P", String(port), "-c", "0.333", logPath,
        ]
        fake.standardOutput = FileHandle.nullDevice
        fake.standardError = FileHandle.nullDevice
        try fake.run()
        return fake
    }

    /// gpsd goes away mid-shift and comes back: `track` says so, reconnects and records from both.
    @Test(.enabled(if: gpsfake != nil, "gpsfake is not installed (Debian packages gpsd and gpsd-clients)"))
    func aGpsdRestartMidShiftIsSaidAndSurvived() throws {
        let sandbox = Sandbox()
        let port = Int.random(in: 20_000...40_000)
        let drive = try NMEALog(contentsOf: Self.fixture)
        let fixLines = Array(drive.lines.drop { !$0.hasPrefix("$GPGGA,170000") })
        #expect(try sandbox.run(["say", "start my shift"]).status == 0)
        let trackErrors = sandbox.directory.file("track.err")
        _ = FileManager.default.createFile(atPath: trackErrors, contents: nil)
        let track = Process()
        track.executableURL = URL(fileURLWithPath: DashPilotBinary.path)
        track.arguments = ["track", "--gpsd-host", "127.0.0.1", "--gpsd-port", String(port)]
        track.environment = sandbox.environment
        track.standardError = FileHandle(forWritingAtPath: trackErrors)
        track.standardOutput = FileHandle.nullDevice
        try track.run()
        defer { if track.isRunning { track.terminate() } }
        var served: [NMEALog.Fix] = []
        for part in [0..<24, 60..<84] {
            let log = NMEALog(lines: Array(fixLines[part])).retimed(firstFixAt: Date().addingTimeInterval(1))
            served += log.fixes
            let fake = try Self.startGpsfake(try sandbox.write("part\(part.lowerBound).nmea", log.text), port: port)
            let lastFix = Date(timeIntervalSince1970: Double(log.fixes.last!.instant.millisecondsSinceEpoch) / 1000)
            while Date() < lastFix.addingTimeInterval(4) { Thread.sleep(forTimeInterval: 0.5) }
            Self.stop(fake)
            Thread.sleep(forTimeInterval: 1)
        }
        track.terminate()
        track.waitUntilExit()
        #expect(track.terminationStatus == 0)
        let errors = try String(contentsOfFile: trackErrors, encoding: .utf8)
        #expect(errors.components(separatedBy: "Watching gpsd at").count >= 3, "\(errors)")
        #expect(errors.contains("Lost gpsd at 127.0.0.1:\(port)"))
        let connection = try Store.open(path: sandbox.storePath, logger: .silent)
        let samples = try RouteService(connection: connection, logger: .silent).samples(forShift: 1)
        // Both halves are recorded, and nothing gpsfake did not serve. gpsd gives no report for the first
        // sentences of a new device, and `track` is still backing off when the second gpsfake starts, so the
        // first fixes of each half may be missing.
        let recorded = Set(samples.map(\.instant))
        #expect(recorded.isSubset(of: Set(served.map(\.instant))))
        #expect(served[..<8].filter { recorded.contains($0.instant) }.count >= 5)
        #expect(served[8...].filter { recorded.contains($0.instant) }.count >= 4)
        #expect(samples.contains { $0.instant == served.last!.instant })
    }

    /// Ends gpsfake's process group: a grace period to finish on its own, then SIGTERM, then SIGKILL.
    static func stop(_ fake: Process) {
        let group = -fake.processIdentifier
        for (number, grace) in [(Int32(0), 5.0), (SIGTERM, 3.0)] {
            if number != 0 { kill(group, number) }
            let deadline = Date().addingTimeInterval(grace)
            while fake.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
            if !fake.isRunning { break }
        }
        // Whatever is left of the group (gpsfake, or a gpsd it left behind) goes now.
        kill(group, SIGKILL)
        fake.waitUntilExit()
    }

    @Test func withNoGpsdTheTrackerRetriesUntilStoppedAndWritesNothing() throws {
        let sandbox = Sandbox()
        let launched = Process()
        launched.executableURL = URL(fileURLWithPath: DashPilotBinary.path)
        launched.arguments = ["track"]
        launched.environment = sandbox.environment.merging(["DASHPILOT_GPSD_HOST": "127.0.0.1", "DASHPILOT_GPSD_PORT": "9"]) { $1 }
        let errors = Pipe()
        launched.standardError = errors
        try launched.run()
        Thread.sleep(forTimeInterval: 2)
        kill(launched.processIdentifier, SIGINT)
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        launched.waitUntilExit()
        #expect(launched.terminationStatus == 0)
        #expect(text.contains("cannot connect to 127.0.0.1:9"))
        #expect(text.components(separatedBy: "retrying in").count >= 3)
        #expect(text.contains("stopped; 0 positions recorded."))
        #expect(try sandbox.count("route_samples") == 0)
    }
}

/// An NMEA log read line by line, its fixes decoded independently of the program under test.
struct NMEALog {
    var lines: [String]

    init(contentsOf path: String) throws {
        lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\r\n").filter { !$0.isEmpty }
    }

    init(lines: [String]) { self.lines = lines }

    var text: String { lines.joined(separator: "\r\n") + "\r\n" }

    struct Fix {
        var instant: Instant
        var latitude: Double
        var longitude: Double
    }

    /// The positions of the RMC sentences with status A.
    var fixes: [Fix] {
        lines.compactMap { line -> Fix? in
            let fields = line.split(separator: "*")[0].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard fields[0] == "$GPRMC", fields[2] == "A" else { return nil }
            return Fix(
                instant: Self.instant(time: fields[1], date: fields[9]),
                latitude: Self.degrees(fields[3], fields[4], width: 2), longitude: Self.degrees(fields[5], fields[6], width: 3))
        }
    }

    /// The log with every time and date moved so its first fix is at `first` (whole seconds), checksums redone.
    func retimed(firstFixAt first: Date) -> NMEALog {
        let firstFix = fixes[0].instant.millisecondsSinceEpoch
        let target = Int64(first.timeIntervalSince1970.rounded(.up)) * 1000
        let shift = target - firstFix
        return NMEALog(lines: lines.map { line in
            guard line.hasPrefix("$"), let star = line.firstIndex(of: "*") else { return line }
            var fields = line[line.index(after: line.startIndex)..<star].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            switch fields[0] {
            case "GPGGA":
                fields[1] = Self.timeText(Self.instant(time: fields[1], date: "301126").millisecondsSinceEpoch + shift)
            case "GPRMC":
                let moved = Self.instant(time: fields[1], date: fields[9]).millisecondsSinceEpoch + shift
                fields[1] = Self.timeText(moved)
                fields[9] = Self.dateText(moved)
            default: break
            }
            let body = fields.joined(separator: ",")
            let checksum = body.utf8.reduce(UInt8(0)) { $0 ^ $1 }
            return "$" + body + "*" + String(format: "%02X", checksum)
        })
    }

    static func instant(time: String, date: String) -> Instant {
        let t = Array(time), d = Array(date)
        func number(_ characters: ArraySlice<Character>) -> Int { Int(String(characters))! }
        var components = DateComponents()
        components.timeZone = TimeZone(identifier: "UTC")
        components.year = 2000 + number(d[4..<6])
        components.month = number(d[2..<4])
        components.day = number(d[0..<2])
        components.hour = number(t[0..<2])
        components.minute = number(t[2..<4])
        components.second = number(t[4..<6])
        let date = Calendar(identifier: .gregorian).date(from: components)!
        return Instant(millisecondsSinceEpoch: Int64(date.timeIntervalSince1970) * 1000)
    }

    static func timeText(_ milliseconds: Int64) -> String {
        let seconds = milliseconds / 1000 % 86_400
        return String(format: "%02d%02d%02d.00", seconds / 3600, seconds / 60 % 60, seconds % 60)
    }

    static func dateText(_ milliseconds: Int64) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: Double(milliseconds) / 1000))
        return String(format: "%02d%02d%02d", parts.day!, parts.month!, parts.year! % 100)
    }

    static func degrees(_ text: String, _ hemisphere: String, width: Int) -> Double {
        let degrees = Double(text.prefix(width))!
        let minutes = Double(text.dropFirst(width))!
        let value = degrees + minutes / 60
        return hemisphere == "S" || hemisphere == "W" ? -value : value
    }
}

/// Vincenty's inverse formula on WGS-84 (Survey Review 1975), written here from the paper, apart from the
/// program's own geodesic code, as the reference the measured mileage is checked against.
enum ReferenceGeodesic {
    static func vincentyDistance(_ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double) -> Double {
        let a = 6_378_137.0, f = 1 / 298.257_223_563, b = a * (1 - f)
        let rad = Double.pi / 180
        let l = (lon2 - lon1) * rad
        let u1 = atan((1 - f) * tan(lat1 * rad)), u2 = atan((1 - f) * tan(lat2 * rad))
        let sinU1 = sin(u1), cosU1 = cos(u1), sinU2 = sin(u2), cosU2 = cos(u2)
        var lambda = l
        var sinSigma = 0.0, cosSigma = 0.0, sigma = 0.0, cosSqAlpha = 0.0, cos2SigmaM = 0.0
        for _ in 0..<200 {
            let sinLambda = sin(lambda), cosLambda = cos(lambda)
            sinSigma = sqrt(pow(cosU2 * sinLambda, 2) + pow(cosU1 * sinU2 - sinU1 * cosU2 * cosLambda, 2))
            if sinSigma == 0 { return 0 }
            cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosLambda
            sigma = atan2(sinSigma, cosSigma)
            let sinAlpha = cosU1 * cosU2 * sinLambda / sinSigma
            cosSqAlpha = 1 - sinAlpha * sinAlpha
            cos2SigmaM = cosSqAlpha == 0 ? 0 : cosSigma - 2 * sinU1 * sinU2 / cosSqAlpha
            let c = f / 16 * cosSqAlpha * (4 + f * (4 - 3 * cosSqAlpha))
            let previous = lambda
            lambda = l + (1 - c) * f * sinAlpha * (sigma + c * sinSigma * (cos2SigmaM + c * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)))
            if abs(lambda - previous) < 1e-13 { break }
        }
        let uSq = cosSqAlpha * (a * a - b * b) / (b * b)
        let bigA = 1 + uSq / 16_384 * (4096 + uSq * (-768 + uSq * (320 - 175 * uSq)))
        let bigB = uSq / 1024 * (256 + uSq * (-128 + uSq * (74 - 47 * uSq)))
        let deltaSigma = bigB * sinSigma * (cos2SigmaM + bigB / 4 * (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)
            - bigB / 6 * cos2SigmaM * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * cos2SigmaM * cos2SigmaM)))
        return b * bigA * (sigma - deltaSigma)
    }
}
