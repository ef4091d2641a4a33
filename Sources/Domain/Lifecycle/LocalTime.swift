import Glibc

/// Renders instants in the process's local time zone (`TZ` honoured), the only place a time zone is applied.
public struct LocalTime: Sendable {
    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// "9:02 AM".
    public static func clockTime(_ instant: Instant) -> String {
        let parts = brokenDown(instant)
        let hour = parts.tm_hour % 12 == 0 ? 12 : parts.tm_hour % 12
        let minute = parts.tm_min < 10 ? "0\(parts.tm_min)" : "\(parts.tm_min)"
        return "\(hour):\(minute) \(parts.tm_hour < 12 ? "AM" : "PM")"
    }

    /// "Mon 30 Nov 9:02 AM"; "Sun 30 Nov 2025 9:02 AM" for an instant in another year than `now`'s, so an
    /// old shift or a mistyped year is not read as this year's.
    public static func dateAndTime(_ instant: Instant, now: Instant = .now()) -> String {
        let parts = brokenDown(instant)
        let weekday = weekdays[Int(parts.tm_wday)]
        let month = months[Int(parts.tm_mon)]
        let year = parts.tm_year == brokenDown(now).tm_year ? "" : " \(Int(parts.tm_year) + 1900)"
        return "\(weekday) \(parts.tm_mday) \(month)\(year) \(clockTime(instant))"
    }

    /// Whether the two instants fall on the same local calendar day.
    public static func isSameDay(_ first: Instant, _ second: Instant) -> Bool {
        let one = brokenDown(first)
        let two = brokenDown(second)
        return one.tm_year == two.tm_year && one.tm_yday == two.tm_yday
    }

    /// localtime_r does not read `TZ` by itself; once per process is enough, not once per sentence.
    private static let zoneRead: Void = tzset()

    private static func brokenDown(_ instant: Instant) -> tm {
        // Floor division keeps instants before 1970 on the right second.
        var seconds = time_t(instant.millisecondsSinceEpoch.floorDivided(by: 1000))
        var parts = tm()
        _ = zoneRead
        localtime_r(&seconds, &parts)
        return parts
    }
}

extension Int64 {
    func floorDivided(by divisor: Int64) -> Int64 {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
