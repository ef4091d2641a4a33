/// Reads NMEA 0183 logs: `$--RMC` (date, time, position, speed, status) and `$--GGA` (time, position, quality,
/// HDOP, altitude) from any talker (`GP`, `GN`, `GL`...), and `$--GSA` for the fix mode. Every sentence's `*hh`
/// checksum is required and checked; other sentence types are checked and skipped; blank and `#` comment lines
/// (as gpsfake logs carry) are skipped. Sentences sharing a time of day make one sample; one without a date
/// (GGA) takes the date of the nearest RMC, moving to the next day where the time of day wraps past midnight.
public enum NMEAParser {
    /// Knots to metres per second, exactly.
    public static let metresPerSecondPerKnot = 1852.0 / 3600.0
    /// NMEA 0183 allows 82 characters; this leaves room for receivers that overrun it, and refuses binary junk.
    public static let maximumLineLength = 1024

    struct Epoch {
        var line: Int
        var timeOfDay: Int64
        var date: CalendarDate?
        var latitude: Double?
        var longitude: Double?
        var speed: Double?
        var hdop: Double?
        var noFix = false
        var hasAltitude = false
        var gsaMode: FixMode?
    }

    public static func samples(from bytes: [UInt8]) throws(RouteFileError) -> [RouteSample] {
        var epochs: [Epoch] = []
        var lineNumber = 0
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start <= bytes.count {
            lineNumber += 1
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            var line = bytes[start..<end]
            start = end + 1
            while let last = line.last, last == 0x0D || last == 0x20 || last == 0x09 { line = line.dropLast() }
            while let first = line.first, first == 0x20 || first == 0x09 { line = line.dropFirst() }
            if line.isEmpty || line.first == UInt8(ascii: "#") { continue }
            guard line.count <= maximumLineLength else {
                throw RouteFileError(line: lineNumber, reason: .malformedSentence("the line is longer than \(maximumLineLength) characters"))
            }
            let fields = try checkedFields(line, line: lineNumber)
            try read(fields, line: lineNumber, into: &epochs)
        }
        try assignDates(&epochs)
        let samples = epochs.compactMap(sample)
        guard !samples.isEmpty else { throw RouteFileError(line: max(1, lineNumber - 1), reason: .noSamples) }
        return samples
    }

    /// The comma-separated fields of a sentence whose checksum holds, the address ("GPRMC") first.
    static func checkedFields(_ line: ArraySlice<UInt8>, line number: Int) throws(RouteFileError) -> [Substring] {
        guard let first = line.first, first == UInt8(ascii: "$") || first == UInt8(ascii: "!") else {
            throw RouteFileError(line: number, reason: .malformedSentence("a sentence starts with $"))
        }
        guard line.allSatisfy({ $0 >= 0x20 && $0 <= 0x7E }) else {
            throw RouteFileError(line: number, reason: .malformedSentence("a sentence holds only printable ASCII"))
        }
        guard let star = line.lastIndex(of: UInt8(ascii: "*")) else {
            throw RouteFileError(line: number, reason: .missingChecksum)
        }
        let given = String(decoding: line[(star + 1)...], as: UTF8.self)
        guard given.count == 2, let expected = UInt8(given, radix: 16) else {
            throw RouteFileError(line: number, reason: .missingChecksum)
        }
        let body = line[(line.startIndex + 1)..<star]
        let computed = body.reduce(0, ^)
        guard computed == expected else {
            throw RouteFileError(line: number, reason: .badChecksum(expected: hex(computed), found: given.uppercased()))
        }
        return String(decoding: body, as: UTF8.self).split(separator: ",", omittingEmptySubsequences: false)
    }

    private static func read(_ fields: [Substring], line: Int, into epochs: inout [Epoch]) throws(RouteFileError) {
        let address = fields[0]
        guard address.count == 5, !address.hasPrefix("P") else { return }
        switch address.suffix(3) {
        case "RMC": try readRMC(fields, line: line, into: &epochs)
        case "GGA": try readGGA(fields, line: line, into: &epochs)
        case "GSA": try readGSA(fields, line: line, into: &epochs)
        default: return
        }
    }

    /// Recommended minimum data: time, status, position, speed over ground in knots, date.
    private static func readRMC(_ fields: [Substring], line: Int, into epochs: inout [Epoch]) throws(RouteFileError) {
        let name = String(fields[0])
        guard fields.count >= 10 else { throw tooFew(name, fields.count, line: line) }
        guard !fields[1].isEmpty else { return }
        var epoch = current(&epochs, time: try timeOfDay(fields[1], sentence: name, line: line), line: line)
        if !fields[9].isEmpty { epoch.date = try date(fields[9], sentence: name, line: line) }
        switch fields[2] {
        case "A" where !fields[3].isEmpty:
            epoch.latitude = try coordinate(fields[3], hemisphere: fields[4], sentence: name, line: line, latitude: true)
            epoch.longitude = try coordinate(fields[5], hemisphere: fields[6], sentence: name, line: line, latitude: false)
            if !fields[7].isEmpty {
                epoch.speed = try nonNegative(fields[7], sentence: name, field: "speed", line: line) * metresPerSecondPerKnot
            }
        case "A": break
        case "V": epoch.noFix = true
        default: throw RouteFileError(line: line, reason: .badField(sentence: name, field: "status", value: String(fields[2])))
        }
        epochs[epochs.count - 1] = epoch
    }

    /// Fix data: time, position, quality (0 is no fix), HDOP, altitude.
    private static func readGGA(_ fields: [Substring], line: Int, into epochs: inout [Epoch]) throws(RouteFileError) {
        let name = String(fields[0])
        guard fields.count >= 10 else { throw tooFew(name, fields.count, line: line) }
        guard !fields[1].isEmpty else { return }
        var epoch = current(&epochs, time: try timeOfDay(fields[1], sentence: name, line: line), line: line)
        guard let quality = fields[6].isEmpty ? 0 : RouteText.number(Array(fields[6].utf8)[...]) else {
            throw RouteFileError(line: line, reason: .badField(sentence: name, field: "quality", value: String(fields[6])))
        }
        if quality == 0 || fields[2].isEmpty {
            epoch.noFix = true
        } else {
            epoch.latitude = try coordinate(fields[2], hemisphere: fields[3], sentence: name, line: line, latitude: true)
            epoch.longitude = try coordinate(fields[4], hemisphere: fields[5], sentence: name, line: line, latitude: false)
            if !fields[8].isEmpty { epoch.hdop = try nonNegative(fields[8], sentence: name, field: "HDOP", line: line) }
            if !fields[9].isEmpty {
                guard RouteText.decimal(fields[9]) != nil else {
                    throw RouteFileError(line: line, reason: .badField(sentence: name, field: "altitude", value: String(fields[9])))
                }
                epoch.hasAltitude = true
            }
        }
        epochs[epochs.count - 1] = epoch
    }

    /// DOP and active satellites: carries no time, so it describes the fix of the epoch it follows.
    private static func readGSA(_ fields: [Substring], line: Int, into epochs: inout [Epoch]) throws(RouteFileError) {
        guard fields.count >= 3, !epochs.isEmpty else { return }
        switch fields[2] {
        case "1": epochs[epochs.count - 1].gsaMode = FixMode.none
        case "2": epochs[epochs.count - 1].gsaMode = .twoDimensional
        case "3": epochs[epochs.count - 1].gsaMode = .threeDimensional
        case "": break
        default:
            throw RouteFileError(line: line, reason: .badField(sentence: String(fields[0]), field: "fix mode", value: String(fields[2])))
        }
    }

    private static func tooFew(_ name: String, _ count: Int, line: Int) -> RouteFileError {
        RouteFileError(line: line, reason: .malformedSentence("\(name) has \(count) fields, fewer than 10"))
    }

    private static func nonNegative(_ field: Substring, sentence: String, field name: String, line: Int) throws(RouteFileError) -> Double {
        guard let value = RouteText.decimal(field), value >= 0 else {
            throw RouteFileError(line: line, reason: .badField(sentence: sentence, field: name, value: String(field)))
        }
        return value
    }

    /// The epoch for `time`: the last one if it has that time, else a new one appended.
    private static func current(_ epochs: inout [Epoch], time: Int64, line: Int) -> Epoch {
        if let last = epochs.last, last.timeOfDay == time { return last }
        epochs.append(Epoch(line: line, timeOfDay: time))
        return epochs[epochs.count - 1]
    }

    /// Dates the epochs that lack one from their dated neighbours; a wrap of more than twelve hours backwards in
    /// the time of day is midnight passing.
    private static func assignDates(_ epochs: inout [Epoch]) throws(RouteFileError) {
        let halfDay: Int64 = 43_200_000
        var known: (date: CalendarDate, time: Int64)?
        for index in epochs.indices {
            if let date = epochs[index].date {
                known = (date, epochs[index].timeOfDay)
            } else if let (date, time) = known {
                let next = epochs[index].timeOfDay < time - halfDay ? date.adding(days: 1) : date
                epochs[index].date = next
                known = (next, epochs[index].timeOfDay)
            }
        }
        guard let firstDated = epochs.firstIndex(where: { $0.date != nil }) else {
            if let positioned = epochs.first(where: { $0.latitude != nil }) {
                throw RouteFileError(line: positioned.line, reason: .noDate)
            }
            return
        }
        var (date, time) = (epochs[firstDated].date!, epochs[firstDated].timeOfDay)
        for index in stride(from: firstDated - 1, through: 0, by: -1) {
            if epochs[index].timeOfDay > time + halfDay { date = date.adding(days: -1) }
            epochs[index].date = date
            time = epochs[index].timeOfDay
        }
    }

    private static func sample(_ epoch: Epoch) -> RouteSample? {
        guard let latitude = epoch.latitude, let longitude = epoch.longitude, let date = epoch.date else { return nil }
        let fix = epoch.gsaMode ?? (epoch.noFix ? FixMode.none : epoch.hasAltitude ? .threeDimensional : .twoDimensional)
        return RouteSample(
            instant: Instant(millisecondsSinceEpoch: date.daysSinceEpoch * 86_400_000 + epoch.timeOfDay),
            latitude: latitude, longitude: longitude, horizontalAccuracy: epoch.hdop.map { $0 * GPXParser.metresPerHDOP },
            speed: epoch.speed, fixMode: fix)
    }

    /// "hhmmss" or "hhmmss.sss" as milliseconds since midnight UTC.
    private static func timeOfDay(_ field: Substring, sentence: String, line: Int) throws(RouteFileError) -> Int64 {
        let bytes = Array(field.utf8)
        let bad = RouteFileError(line: line, reason: .badField(sentence: sentence, field: "time", value: String(field)))
        guard bytes.count >= 6, let hours = RouteText.number(bytes[0..<2]), let minutes = RouteText.number(bytes[2..<4]),
              let seconds = RouteText.number(bytes[4..<6]), hours < 24, minutes < 60, seconds < 60
        else { throw bad }
        var milliseconds = 0
        if bytes.count > 6 {
            guard bytes[6] == UInt8(ascii: "."), bytes.count > 7, bytes.count <= 16,
                  bytes[7...].allSatisfy(RouteText.isDigit) else { throw bad }
            let digits = Array(bytes[7..<min(bytes.count, 10)])
            milliseconds = RouteText.number((digits + Array(repeating: UInt8(ascii: "0"), count: 3 - digits.count))[...]) ?? 0
        }
        return Int64(((hours * 60 + minutes) * 60 + seconds) * 1000 + milliseconds)
    }

    /// "ddmmyy"; years 80-99 are 1980-1999 (GPS began in 1980), others 2000-2079.
    private static func date(_ field: Substring, sentence: String, line: Int) throws(RouteFileError) -> CalendarDate {
        let bytes = Array(field.utf8)
        guard bytes.count == 6, let day = RouteText.number(bytes[0..<2]), let month = RouteText.number(bytes[2..<4]),
              let year = RouteText.number(bytes[4..<6]),
              let date = CalendarDate(year: year >= 80 ? 1900 + year : 2000 + year, month: month, day: day)
        else { throw RouteFileError(line: line, reason: .badField(sentence: sentence, field: "date", value: String(field))) }
        return date
    }

    /// "4807.038" with "N" as degrees: ddmm.mmmm for latitude, dddmm.mmmm for longitude.
    private static func coordinate(
        _ field: Substring, hemisphere: Substring, sentence: String, line: Int, latitude: Bool
    ) throws(RouteFileError) -> Double {
        let name = latitude ? "latitude" : "longitude"
        let bad = RouteFileError(line: line, reason: .badField(sentence: sentence, field: name, value: "\(field),\(hemisphere)"))
        let degreeDigits = latitude ? 2 : 3
        guard let dot = field.firstIndex(of: ".") ?? Optional(field.endIndex),
              field.distance(from: field.startIndex, to: dot) == degreeDigits + 2,
              !field.hasPrefix("-"), !field.hasPrefix("+"),
              let value = RouteText.decimal(field)
        else { throw bad }
        let degrees = (value / 100).rounded(.down)
        let minutes = value - degrees * 100
        guard minutes < 60 else { throw bad }
        let magnitude = degrees + minutes / 60
        guard magnitude <= (latitude ? 90 : 180) else { throw bad }
        switch (latitude, hemisphere) {
        case (true, "N"), (false, "E"): return magnitude
        case (true, "S"), (false, "W"): return -magnitude
        default: throw bad
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
