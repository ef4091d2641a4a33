import Domain
import Foundation
import Persistence
import Services
import Testing
import TestSupport

/// Route import, costs, pickup names, fuel, reports and the mileage log, through the built binary against
/// real temporary stores.
@Suite struct MoneyAndMilesTests {
    static let drive = TrackTests.fixture

    /// A shift from `start` to `end` (RFC 3339), recorded by voice sentences with `--at`.
    private func shift(_ sandbox: Sandbox, _ start: String, _ end: String, environment: [String: String] = [:]) throws {
        #expect(try sandbox.run(["say", "--at", start, "start my shift"], environment: environment).status == 0)
        #expect(try sandbox.run(["say", "--at", end, "end my shift"], environment: environment).status == 0)
    }

    /// A GPX 1.1 track heading east from 47.6 N, 122.3 W at 10 m/s, one point a second from `start`.
    private func gpx(from start: Date, points: Int, startLongitude: Double = -122.3) -> String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
            <trk><name>test</name><trkseg>

            """
        let formatter = ISO8601DateFormatter()
        for index in 0..<points {
            let longitude = startLongitude + Double(index) * 10 / (111_320 * cos(47.6 * .pi / 180))
            text += "<trkpt lat=\"47.600000\" lon=\"\(String(format: "%.7f", longitude))\"><time>\(formatter.string(from: start.addingTimeInterval(Double(index))))</time></trkpt>\n"
        }
        return text + "</trkseg></trk>\n</gpx>\n"
    }

    private static func date(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

    @Test func aGPXImportKeepsThePointsInsideTheShiftAndImportingAgainAddsNothing() throws {
        let sandbox = Sandbox()
        try shift(sandbox, "2026-11-02T14:00:00Z", "2026-11-02T15:00:00Z")
        let file = try sandbox.write("drive.gpx", gpx(from: Self.date("2026-11-02T13:59:55Z"), points: 25))
        let first = try sandbox.run(["route", "import", file, "--shift", "1"])
        #expect(first.status == 0)
        #expect(first.output == "Imported 20 of 25 points into the shift started Mon 2 Nov 2:00 PM (5 outside the shift).\n")
        #expect(try sandbox.count("route_samples", where: "shift_id = 1") == 20)
        let again = try sandbox.run(["route", "import", file])
        #expect(again.output == "Imported 0 of 25 points (20 already recorded, 5 outside every shift).\n")
        #expect(try sandbox.count("route_samples") == 20)
        #expect(try sandbox.journal().last?.input == "route import \(file)")
    }

    @Test func anNMEALogIsMeasuredAsTheReferenceFormulaMeasuresItsPointsInTheShift() throws {
        let sandbox = Sandbox()
        try shift(sandbox, "2026-11-30T17:00:10Z", "2026-11-30T17:00:40Z")
        let imported = try sandbox.run(["route", "import", Self.drive])
        #expect(imported.status == 0)
        #expect(imported.output.hasPrefix("Imported 31 of 60 points into the shift started Mon 30 Nov 5:00 PM"))
        let fixes = try NMEALog(contentsOf: Self.drive).fixes.filter {
            (1_796_058_010_000...1_796_058_040_000).contains($0.instant.millisecondsSinceEpoch)
        }
        #expect(fixes.count == 31)
        let reference = zip(fixes, fixes.dropFirst()).reduce(0.0) {
            $0 + ReferenceGeodesic.vincentyDistance($1.0.latitude, $1.0.longitude, $1.1.latitude, $1.1.longitude)
        }
        let report = try sandbox.run(["report", "day", "2026-11-30", "--json"], environment: ["DASHPILOT_DISTANCE_UNIT": "km"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(report.output.utf8)) as? [String: Any])
        let totals = try #require(object["totals"] as? [String: Any])
        let kilometres = try #require(totals["distance_km"] as? Double)
        #expect(abs(kilometres * 1000 - reference) <= 5)
        #expect(object["distance_unit"] as? String == "km")
    }

    @Test func aTrackOverlappingNoShiftIsRefusedWithASentenceAndRecordsNothing() throws {
        let sandbox = Sandbox()
        try shift(sandbox, "2026-11-02T14:00:00Z", "2026-11-02T15:00:00Z")
        let refused = try sandbox.run(["route", "import", Self.drive])
        #expect(refused.status == 1)
        #expect(refused.output.hasSuffix("outside every recorded shift, so nothing was imported.\n"))
        let named = try sandbox.run(["route", "import", Self.drive, "--shift", "1"])
        #expect(named.output.hasSuffix("outside that shift, so nothing was imported.\n"))
        #expect(try sandbox.run(["route", "import", Self.drive, "--shift", "7"]).output == "That shift could not be found.\n")
        #expect(try sandbox.count("route_samples") == 0)
    }

    @Test func aMalformedFileIsReportedAtItsLineAndImportsNothing() throws {
        let sandbox = Sandbox()
        try shift(sandbox, "2026-11-30T17:00:00Z", "2026-11-30T17:01:00Z")
        var lines = try NMEALog(contentsOf: Self.drive).lines
        // Line 40 of the file: one damaged digit, so its checksum no longer matches.
        lines[39] = lines[39].replacingOccurrences(of: "4531", with: "4532")
        let damaged = try sandbox.write("damaged.nmea", NMEALog(lines: lines).text)
        let result = try sandbox.run(["route", "import", damaged])
        #expect(result.status == 65)
        #expect(result.error.hasPrefix("\(damaged):40: checksum"))
        #expect(try sandbox.count("route_samples") == 0)
        let gpxText = gpx(from: Self.date("2026-11-30T17:00:05Z"), points: 5).replacingOccurrences(of: "lat=\"47.600000\"", with: "lat=\"north\"")
        let badGPX = try sandbox.write("bad.gpx", gpxText)
        let gpxResult = try sandbox.run(["route", "import", badGPX])
        #expect(gpxResult.status == 65)
        #expect(gpxResult.error.hasPrefix("\(badGPX):4: "))
        #expect(try sandbox.count("route_samples") == 0)
    }

    @Test func costsAreRecordedListedAndDeletedOnTheShift() throws {
        let sandbox = Sandbox()
        #expect(try sandbox.run(["cost", "5"]).output == "No shift has been recorded yet.\n")
        try shift(sandbox, "2026-11-02T14:00:00Z", "2026-11-02T15:00:00Z")
        #expect(try sandbox.run(["cost", "6.50", "bridge", "toll"]).output == "Recorded a cost of $6.50 (bridge toll) on the shift started Mon 2 Nov 2:00 PM.\n")
        #expect(try sandbox.run(["cost", "3", "--shift", "1"]).output == "Recorded a cost of $3.00 on the shift started Mon 2 Nov 2:00 PM.\n")
        let refused = try sandbox.run(["cost", "0"])
        #expect(refused.status == 1)
        #expect(try sandbox.run(["cost", "lots"]).status == 1)
        let listed = try sandbox.run(["costs"]).lines
        #expect(listed.count == 2 && listed[0].hasPrefix("1. ") && listed[0].hasSuffix("$6.50  bridge toll") && listed[1].hasSuffix("$3.00"))
        #expect(try sandbox.run(["cost", "--delete", "1"]).output == "Deleted the cost of $6.50 (bridge toll) from the shift started Mon 2 Nov 2:00 PM.\n")
        #expect(try sandbox.run(["cost", "--delete", "1"]).output == "That cost could not be found.\n")
        #expect(try sandbox.count("shift_costs") == 1)
        #expect(try sandbox.journal().filter { $0.input.hasPrefix("cost") }.count == 7)
    }

    @Test func aPickupNameIsSetByNumberAndShownInTheList() throws {
        let sandbox = Sandbox()
        #expect(try sandbox.run(["say", "start my shift"]).status == 0)
        #expect(try sandbox.run(["say", "accepted an order"]).status == 0)
        #expect(try sandbox.run(["place", "1", "Chipotle"]).output == "Delivery 1 is picked up at Chipotle.\n")
        let missing = try sandbox.run(["place", "2", "Panda", "Express"])
        #expect(missing.status == 1 && missing.output == "There is no delivery 2; one delivery is in progress.\n")
        #expect(try sandbox.count("deliveries", where: "pickup_name = 'Chipotle'") == 1)
        #expect(try sandbox.run(["deliveries"]).output.contains("Chipotle"))
    }

    @Test func aShiftRecordsTheDefaultFuelAssumptionAndCanChangeIt() throws {
        let sandbox = Sandbox()
        let fuel = ["DASHPILOT_FUEL_PRICE": "3.49", "DASHPILOT_FUEL_MPG": "31"]
        #expect(try sandbox.run(["say", "start my shift"], environment: fuel).status == 0)
        func said(_ arguments: [String]) throws -> String {
            let output = try sandbox.run(arguments).output
            #expect(output.hasPrefix("The shift started "))
            // What follows the start's "AM " or "PM ".
            return output.range(of: "M ").map { String(output[$0.upperBound...]) } ?? output
        }
        #expect(try said(["fuel"]) == "assumes fuel at $3.49/gallon at 31 mpg.\n")
        #expect(try said(["fuel", "--price", "3.999"]) == "now assumes fuel at $3.999/gallon at 31 mpg.\n")
        #expect(try said(["fuel", "--price", "1.899", "--l-per-100km", "6.5"]) == "now assumes fuel at $1.899/litre at 6.5 L/100 km.\n")
        #expect(try sandbox.run(["fuel", "--mpg", "0"]).status == 1)
        #expect(try sandbox.run(["say", "end my shift"]).status == 0)
        // Without a default the next shift records none, and one figure alone cannot make an assumption.
        #expect(try sandbox.run(["say", "start my shift"]).status == 0)
        #expect(try said(["fuel"]) == "records no fuel assumption, so it has no fuel estimate.\n")
        #expect(try said(["fuel", "--shift", "2"]) == "assumes fuel at $1.899/litre at 6.5 L/100 km.\n")
        #expect(try sandbox.run(["fuel", "--mpg", "30"]).status == 1)
        let bad = try sandbox.run(["fuel"], environment: ["DASHPILOT_FUEL_MPG": "31"])
        #expect(bad.status == 65 && bad.error.contains("DASHPILOT_FUEL_MPG needs a fuel price set too"))
    }

    /// Gross $20, a $2 cost and the fuel for the drive's 31 points at $3.49 a gallon and 31 mpg.
    @Test func theReportNetsFuelAndCostsFromGrossInTextJSONAndCSV() throws {
        let sandbox = Sandbox()
        let fuel = ["DASHPILOT_FUEL_PRICE": "3.49", "DASHPILOT_FUEL_MPG": "31"]
        #expect(try sandbox.run(["say", "--at", "2026-11-30T17:00:10Z", "start my shift"], environment: fuel).status == 0)
        #expect(try sandbox.run(["say", "--at", "2026-11-30T17:30:10Z", "end my shift"]).status == 0)
        #expect(try sandbox.run(["route", "import", Self.drive]).status == 0)
        #expect(try sandbox.run(["amount", "20"]).status == 0)
        #expect(try sandbox.run(["cost", "2"]).status == 0)
        let fixes = try NMEALog(contentsOf: Self.drive).fixes.filter { $0.instant.millisecondsSinceEpoch >= 1_796_058_010_000 }
        let metres = zip(fixes, fixes.dropFirst()).reduce(0.0) {
            $0 + ReferenceGeodesic.vincentyDistance($1.0.latitude, $1.0.longitude, $1.1.latitude, $1.1.longitude)
        }
        let fuelCents = Int((metres / 1609.344 / 31 * 349).rounded())
        let netCents = 2000 - fuelCents - 200

        let json = try sandbox.run(["report", "day", "2026-11-30", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let totals = try #require(object["totals"] as? [String: Any])
        #expect(totals["net"] as? Double == Double(netCents) / 100)
        #expect(totals["fuel"] as? Double == Double(fuelCents) / 100)
        #expect(totals["costs"] as? Double == 2)
        #expect(totals["gross"] as? Double == 20)
        #expect(totals["gross_per_active_hour"] as? Double == 40)

        let csv = try sandbox.run(["report", "week", "2026-11-30", "--csv"])
        let records = csv.output.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        #expect(records.count == 9)
        #expect(records[1].hasPrefix("2026-11-30,1,30,0,20.00,") && records[1].hasSuffix(",USD"))
        #expect(records[8].hasPrefix("total,1,30,0,20.00,"))
        #expect(records[2] == "2026-12-01,0,0,0,,,,,,false,,")

        let utf8 = try sandbox.run(["report", "week", "2026-11-30"], environment: ["LANG": "C.UTF-8"])
        #expect(utf8.output.contains("Week of Mon 30 Nov"))
        #expect(utf8.output.contains("█"))
        let ascii = try sandbox.run(["report", "week", "2026-11-30"], environment: ["LANG": "C", "LC_ALL": ""])
        #expect(!ascii.output.contains("█") && ascii.output.contains("#"))
        #expect(ascii.output.unicodeScalars.allSatisfy { $0.isASCII })
    }

    /// A shift belongs to the day it started in the driver's zone, across midnight and the end of daylight time.
    @Test func aShiftCountsOnTheLocalDayItStartedInTheDriversTimeZone() throws {
        let sandbox = Sandbox()
        let newYork = ["TZ": "America/New_York"]
        // 04:30 UTC on 1 November 2026 is 00:30 EDT, the night the clocks go back; 05:30 UTC on the 3rd is 00:30 EST.
        try shift(sandbox, "2026-11-01T04:30:00Z", "2026-11-01T06:30:00Z")
        try shift(sandbox, "2026-11-03T04:30:00Z", "2026-11-03T05:30:00Z")
        func shifts(_ date: String, _ environment: [String: String]) throws -> String {
            let csv = try sandbox.run(["report", "day", date, "--csv"], environment: environment)
            return String(csv.output.components(separatedBy: "\r\n")[1].split(separator: ",")[1])
        }
        #expect(try shifts("2026-10-31", newYork) == "0")
        #expect(try shifts("2026-11-01", newYork) == "1")
        #expect(try shifts("2026-11-02", newYork) == "1")
        #expect(try shifts("2026-11-03", newYork) == "0")
        #expect(try shifts("2026-11-02", ["TZ": "UTC"]) == "0")
        #expect(try shifts("2026-11-03", ["TZ": "UTC"]) == "1")
        // The week starting Sunday 1 November holds both; a week from Monday 2 November only the second.
        let sundayWeek = try sandbox.run(["report", "week", "2026-11-01", "--csv"], environment: newYork.merging(["DASHPILOT_WEEK_START": "sunday"]) { $1 })
        #expect(sundayWeek.output.components(separatedBy: "\r\n")[1].hasPrefix("2026-11-01,1,"))
        #expect(sundayWeek.output.contains("total,2,"))
        let mondayWeek = try sandbox.run(["report", "week", "2026-11-02", "--csv"], environment: newYork)
        #expect(mondayWeek.output.contains("total,1,"))
    }

    @Test func theMileageLogListsEachShiftWithItsEndsAsCoordinates() throws {
        let sandbox = Sandbox()
        try shift(sandbox, "2026-11-30T17:00:10Z", "2026-11-30T17:00:40Z")
        try shift(sandbox, "2026-11-29T09:00:00Z", "2026-11-29T10:00:00Z")
        #expect(try sandbox.run(["route", "import", Self.drive]).status == 0)
        let log = try sandbox.run(["mileage-log", "--from", "2026-11-01", "--to", "2026-12-31", "--csv"])
        let records = log.output.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        #expect(records[0] == "date,start_time,end_time,distance,distance_unit,purpose,start_latitude,start_longitude,end_latitude,end_longitude")
        #expect(records.count == 2)
        let fields = records[1].split(separator: ",").map(String.init)
        let fixes = try NMEALog(contentsOf: Self.drive).fixes.filter {
            (1_796_058_010_000...1_796_058_040_000).contains($0.instant.millisecondsSinceEpoch)
        }
        #expect(Array(fields[0..<3]) == ["2026-11-30", "17:00", "17:00"])
        #expect(fields[5] == "deliveries")
        #expect(abs(Double(fields[6])! - fixes.first!.latitude) < 1e-6 && abs(Double(fields[9])! - fixes.last!.longitude) < 1e-6)
        let text = try sandbox.run(["mileage-log", "--from", "2026-11-01", "--to", "2026-12-31"])
        #expect(text.output.contains("1 shift has no route recorded."))
        #expect(try sandbox.run(["mileage-log", "--from", "2026-12-31", "--to", "2026-11-01"]).status == 64)
    }
}
