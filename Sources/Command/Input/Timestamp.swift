import Glibc

/// RFC 3339 timestamps to and from milliseconds since the Unix epoch (UTC).
///
/// Accepted: `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)`, `t` and `z` in either case. Not accepted:
/// a space between date and time (a sentence follows the timestamp, so it would be ambiguous),
/// leap second 60, years outside 0000...9999. Fractions beyond milliseconds are truncated.
public enum Timestamp {
    public static let millisecondsPerDay: Int64 = 86_400_000

    /// Parses a whole string as an RFC 3339 timestamp.
    public static func parse(_ text: some StringProtocol) -> Int64? {
        var scanner = DigitScanner(Array(text.utf8))
        guard let value = scanner.timestamp(), scanner.isAtEnd else { return nil }
        return value
    }

    /// Formats an instant as RFC 3339 in UTC, always with milliseconds: `2026-11-30T09:02:11.000Z`.
    /// A fixed width keeps transcripts and JSON lines aligned and sortable as text.
    public static func format(_ milliseconds: Int64) -> String {
        let days = floorDivide(milliseconds, millisecondsPerDay)
        let date = CivilDate(daysSinceEpoch: days)
        let inDay = milliseconds - days * millisecondsPerDay
        let seconds = inDay / 1000
        if (0...9999).contains(date.year) {
            return fixedWidth(date.year, date.month, date.day, seconds, inDay % 1000)
        }
        return pad(date.year, 4) + "-" + pad(date.month, 2) + "-" + pad(date.day, 2)
            + "T" + pad(seconds / 3600, 2) + ":" + pad(seconds / 60 % 60, 2) + ":" + pad(seconds % 60, 2)
            + "." + pad(inDay % 1000, 3) + "Z"
    }

    /// The common case (a four-digit year) written digit by digit into one buffer: a reply carries one per line.
    private static func fixedWidth(
        _ year: Int64, _ month: Int64, _ day: Int64, _ seconds: Int64, _ milliseconds: Int64
    ) -> String {
        String(unsafeUninitializedCapacity: 24) { buffer in
            var end = 0
            func put(_ value: Int64, _ width: Int, _ separator: Unicode.Scalar) {
                var value = value
                for position in stride(from: end + width - 1, through: end, by: -1) {
                    buffer[position] = UInt8(truncatingIfNeeded: 0x30 + value % 10)
                    value /= 10
                }
                buffer[end + width] = UInt8(ascii: separator)
                end += width + 1
            }
            put(year, 4, "-")
            put(month, 2, "-")
            put(day, 2, "T")
            put(seconds / 3600, 2, ":")
            put(seconds / 60 % 60, 2, ":")
            put(seconds % 60, 2, ".")
            put(milliseconds, 3, "Z")
            return end
        }
    }

    private static func pad(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }

    /// The local time zone's offset from UTC at `milliseconds`, in seconds, from localtime_r (honours TZ).
    public static func localUTCOffsetSeconds(at milliseconds: Int64) -> Int64 {
        var seconds = time_t(floorDivide(milliseconds, 1000))
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil else { return 0 }
        return Int64(parts.tm_gmtoff)
    }
}
