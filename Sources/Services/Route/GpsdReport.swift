import Domain

/// Reads one line of gpsd's JSON protocol (https://gpsd.gitlab.io/gpsd/gpsd_json.html). Only TPV reports
/// carry positions; every other class, and a TPV without a position or time, yields nil.
public enum GpsdReport: Equatable, Sendable {
    /// A position report: the sample when it has a time and a position, and the fix mode either way.
    case position(RouteSample?, mode: FixMode)
    /// Any other report class ("VERSION", "DEVICES", "WATCH", "SKY", ...).
    case other(String)

    /// Nil for a line that is not a JSON object with a "class".
    public static func parse(_ line: String) -> GpsdReport? {
        guard let fields = FlatJSON.object(line), case .string(let reportClass)? = fields["class"] else { return nil }
        guard reportClass == "TPV" else { return .other(reportClass) }
        let mode = FixMode(gpsdMode: fields["mode"]?.number.map { Int($0) } ?? 0)
        guard case .string(let time)? = fields["time"], let instant = instant(iso: time),
              let latitude = fields["lat"]?.number, let longitude = fields["lon"]?.number,
              GeoCoordinate(latitude: latitude, longitude: longitude).isValid
        else { return .position(nil, mode: mode) }
        // gpsd reports "eph" (95% horizontal error) on newer versions; older ones only "epx"/"epy".
        let accuracy = fields["eph"]?.number ?? zipMax(fields["epx"]?.number, fields["epy"]?.number)
        let sample = RouteSample(
            instant: instant, latitude: latitude, longitude: longitude, horizontalAccuracy: accuracy,
            speed: fields["speed"]?.number, fixMode: mode)
        return .position(sample, mode: mode)
    }

    private static func zipMax(_ first: Double?, _ second: Double?) -> Double? {
        guard let first, let second else { return first ?? second }
        return max(first, second)
    }

    /// gpsd's "2026-11-30T20:15:07.000Z" (UTC, fraction optional); nil for anything else.
    static func instant(iso text: String) -> Instant? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20, bytes.last == UInt8(ascii: "Z"), bytes[4] == UInt8(ascii: "-"),
              bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"),
              bytes[16] == UInt8(ascii: ":")
        else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                guard (48...57).contains(bytes[index]) else { return nil }
                value = value * 10 + Int(bytes[index] - 48)
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
              hour < 24, minute < 60, second < 61,
              let date = CalendarDate(year: year, month: month, day: day)
        else { return nil }
        var milliseconds = 0
        if bytes.count > 20 {
            guard bytes[19] == UInt8(ascii: "."), bytes.count > 21 else { return nil }
            let digits = bytes[20..<(bytes.count - 1)]
            guard digits.allSatisfy({ (48...57).contains($0) }) else { return nil }
            for (offset, digit) in digits.prefix(3).enumerated() {
                milliseconds += Int(digit - 48) * [100, 10, 1][offset]
            }
        } else if bytes[19] != UInt8(ascii: "Z") {
            return nil
        }
        let seconds = date.daysSinceEpoch * 86_400 + Int64(hour * 3600 + minute * 60 + second)
        return Instant(millisecondsSinceEpoch: seconds * 1000 + Int64(milliseconds))
    }
}

/// The top level of one JSON object: strings, numbers, booleans and null are kept; nested objects and arrays
/// are skipped (a TPV report has none that matter). Nil for anything that is not one well-formed object.
enum FlatJSON {
    enum Value: Equatable {
        case string(String)
        case number(Double)
        case other

        var number: Double? {
            if case .number(let value) = self { return value }
            return nil
        }
    }

    static func object(_ text: String) -> [String: Value]? {
        var scanner = Scanner(bytes: Array(text.utf8))
        return scanner.object()
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func object() -> [String: Value]? {
            skipSpace()
            guard consume(UInt8(ascii: "{")) else { return nil }
            var fields: [String: Value] = [:]
            skipSpace()
            if consume(UInt8(ascii: "}")) { return finished() ? fields : nil }
            while true {
                skipSpace()
                guard let key = string() else { return nil }
                skipSpace()
                guard consume(UInt8(ascii: ":")) else { return nil }
                skipSpace()
                guard let value = value() else { return nil }
                fields[key] = value
                skipSpace()
                if consume(UInt8(ascii: ",")) { continue }
                guard consume(UInt8(ascii: "}")) else { return nil }
                return finished() ? fields : nil
            }
        }

        private mutating func finished() -> Bool {
            skipSpace()
            return index == bytes.count
        }

        private mutating func value() -> Value? {
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "\""): return string().map(Value.string)
            case UInt8(ascii: "{"), UInt8(ascii: "["): return skipNested() ? .other : nil
            case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                for word in ["true", "false", "null"] where bytes[index...].starts(with: word.utf8) {
                    index += word.utf8.count
                    return .other
                }
                return nil
            default:
                let start = index
                while index < bytes.count, "+-.eE0123456789".utf8.contains(bytes[index]) { index += 1 }
                guard let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)), number.isFinite else {
                    return nil
                }
                return .number(number)
            }
        }

        private mutating func string() -> String? {
            guard consume(UInt8(ascii: "\"")) else { return nil }
            var result: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\"") { return String(decoding: result, as: UTF8.self) }
                if byte == UInt8(ascii: "\\") {
                    guard index < bytes.count else { return nil }
                    let escaped = bytes[index]
                    index += 1
                    // gpsd escapes only quotes, backslashes and control characters; keep the character after "\".
                    if escaped == UInt8(ascii: "u") { index = min(index + 4, bytes.count); result.append(UInt8(ascii: "?")) } else { result.append(escaped) }
                } else {
                    result.append(byte)
                }
            }
            return nil
        }

        private mutating func skipNested() -> Bool {
            var depth = 0
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    guard string() != nil else { return false }
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 {
                        index += 1
                        return true
                    }
                default: break
                }
                index += 1
            }
            return false
        }

        private mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        private mutating func consume(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }
    }
}
