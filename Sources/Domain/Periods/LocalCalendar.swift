import Glibc

/// Converts between instants and calendar dates in the process's time zone (`TZ`, read once through tzset(3)),
/// with localtime_r(3) and mktime(3), so daylight-saving changes follow the system's zone database.
///
/// A shift belongs to the calendar day on which it started, in this zone: a shift from 22:00 to 02:00 counts
/// wholly on the day it began.
public enum LocalCalendar {
    private static let zoneRead: Void = tzset()

    /// The local calendar date of `instant`.
    public static func date(of instant: Instant) -> CalendarDate {
        _ = zoneRead
        var seconds = time_t(instant.millisecondsSinceEpoch.floorDivided(by: 1000))
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil else {
            return CalendarDate(daysSinceEpoch: instant.millisecondsSinceEpoch.floorDivided(by: 86_400_000))
        }
        return CalendarDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
            ?? CalendarDate(daysSinceEpoch: instant.millisecondsSinceEpoch.floorDivided(by: 86_400_000))
    }

    /// The first instant of `date` in the local zone: local midnight, or the first moment after it where a
    /// daylight-saving change skips midnight.
    public static func startOfDay(_ date: CalendarDate) -> Instant {
        _ = zoneRead
        var parts = tm()
        parts.tm_year = Int32(date.year - 1900)
        parts.tm_mon = Int32(date.month - 1)
        parts.tm_mday = Int32(date.day)
        parts.tm_isdst = -1
        var seconds = mktime(&parts)
        // Where midnight does not exist mktime may land on the previous day; walk forward to this date.
        if seconds != -1, Int(parts.tm_mday) != date.day {
            var probe = Int64(seconds)
            while probe < Int64(seconds) + 86_400, Self.date(of: Instant(millisecondsSinceEpoch: probe * 1000)) < date {
                probe += 60
            }
            seconds = time_t(probe)
        }
        return Instant(millisecondsSinceEpoch: Int64(seconds) * 1000)
    }

    /// The instants of `date`: from its start up to (not including) the next day's start. 23 or 25 hours
    /// long across a daylight-saving change.
    public static func interval(of date: CalendarDate) -> Range<Instant> {
        startOfDay(date)..<startOfDay(date.adding(days: 1))
    }
}
