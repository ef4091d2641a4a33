/// A cursor over the UTF-8 bytes of a timestamp, reading fixed-width digit fields.
struct DigitScanner {
    private let bytes: [UInt8]
    private(set) var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { position == bytes.count }

    mutating func digits(_ count: Int) -> Int64? {
        guard position + count <= bytes.count else { return nil }
        var value: Int64 = 0
        for byte in bytes[position..<position + count] {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int64(byte - UInt8(ascii: "0"))
        }
        position += count
        return value
    }

    mutating func expect(_ characters: String) -> Bool {
        guard position < bytes.count, characters.utf8.contains(bytes[position]) else { return false }
        position += 1
        return true
    }

    private func peek(_ characters: String) -> Bool {
        position < bytes.count && characters.utf8.contains(bytes[position])
    }

    /// Reads `YYYY-MM-DDTHH:MM:SS[.f+](Z|±HH:MM)` and returns milliseconds since the epoch.
    mutating func timestamp() -> Int64? {
        guard let year = digits(4), expect("-"), let month = digits(2), expect("-"), let day = digits(2),
              expect("Tt"), let hour = digits(2), expect(":"), let minute = digits(2), expect(":"),
              let second = digits(2)
        else { return nil }
        let date = CivilDate(year: year, month: month, day: day)
        guard date.isValid, hour < 24, minute < 60, second < 60,
              let millisecond = fraction(), let offset = utcOffsetMinutes()
        else { return nil }
        let secondOfDay = (hour * 60 + minute) * 60 + second
        return (date.daysSinceEpoch * 86_400 + secondOfDay - offset * 60) * 1000 + millisecond
    }

    private mutating func fraction() -> Int64? {
        guard expect(".") else { return 0 }
        var millisecond: Int64 = 0
        var count = 0
        while let digit = digits(1) {
            if count < 3 { millisecond = millisecond * 10 + digit }
            count += 1
        }
        guard count > 0 else { return nil }
        for _ in count..<max(count, 3) { millisecond *= 10 }
        return millisecond
    }

    private mutating func utcOffsetMinutes() -> Int64? {
        if expect("Zz") { return 0 }
        guard peek("+-") else { return nil }
        let sign: Int64 = bytes[position] == UInt8(ascii: "-") ? -1 : 1
        position += 1
        guard let hours = digits(2), expect(":"), let minutes = digits(2), hours < 24, minutes < 60 else {
            return nil
        }
        return sign * (hours * 60 + minutes)
    }
}
