/// Strict readers for the numbers and times route files hold. `Double("nan")` or `Double("0x1p3")` would accept
/// what no GPS writes, so decimals are read only in their plain form.
enum RouteText {
    /// "-12.5", "+3", "48.117"; nil for anything else (no exponent, no "nan", no "inf").
    static func decimal(_ text: Substring) -> Double? {
        var digits = text
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard !digits.isEmpty, digits.count <= 40, parts.allSatisfy({ $0.allSatisfy(isDigit) }),
              parts.contains(where: { !$0.isEmpty })
        else { return nil }
        return Double(text)
    }

    /// An xsd:dateTime as GPX writes it: "2026-11-30T09:02:13Z", with optional fractional seconds and a
    /// "+01:00" offset; without a zone it is UTC, as GPX 1.1 specifies.
    static func instant(iso text: Substring) -> Instant? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 19, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: "t"),
              bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
              let year = number(bytes[0..<4]), let month = number(bytes[5..<7]), let day = number(bytes[8..<10]),
              let hour = number(bytes[11..<13]), let minute = number(bytes[14..<16]),
              let second = number(bytes[17..<19]),
              let date = CalendarDate(year: year, month: month, day: day),
              hour < 24, minute < 60, second < 60
        else { return nil }
        var index = 19
        var milliseconds = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let start = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            guard index > start, index - start <= 9 else { return nil }
            let fraction = Array(bytes[start..<min(index, start + 3)]) + Array(repeating: UInt8(ascii: "0"), count: max(0, 3 - (index - start)))
            milliseconds = number(fraction[...]) ?? 0
        }
        var offsetMinutes = 0
        if index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "Z"), UInt8(ascii: "z"):
                index += 1
            case UInt8(ascii: "+"), UInt8(ascii: "-"):
                guard bytes.count - index == 6, bytes[index + 3] == UInt8(ascii: ":"),
                      let hours = number(bytes[(index + 1)..<(index + 3)]),
                      let minutes = number(bytes[(index + 4)..<(index + 6)]), hours <= 14, minutes < 60
                else { return nil }
                offsetMinutes = (hours * 60 + minutes) * (bytes[index] == UInt8(ascii: "-") ? -1 : 1)
                index += 6
            default:
                return nil
            }
        }
        guard index == bytes.count else { return nil }
        let seconds = date.daysSinceEpoch * 86_400 + Int64(hour * 3600 + minute * 60 + second - offsetMinutes * 60)
        return Instant(millisecondsSinceEpoch: seconds * 1000 + Int64(milliseconds))
    }

    /// A run of ASCII digits as a number; nil if any byte is not a digit or the run is empty or too long.
    static func number(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard !bytes.isEmpty, bytes.count <= 9, bytes.allSatisfy(isDigit) else { return nil }
        return bytes.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    static func isDigit(_ character: Character) -> Bool { ("0"..."9").contains(character) }

    /// The 1-based line of the first byte that is not valid UTF-8, or nil when all of `bytes` is valid.
    static func firstInvalidUTF8Line(_ bytes: [UInt8]) -> Int? {
        var line = 1
        var start = 0
        for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "\n") {
            if String(validating: bytes[start..<index], as: UTF8.self) == nil { return line }
            line += 1
            start = index + 1
        }
        return nil
    }
}
