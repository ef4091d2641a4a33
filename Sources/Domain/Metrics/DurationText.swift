/// Durations as a driver hears or reads them, to the whole minute.
public enum DurationText {
    /// "7 h 58 min", "2 h", "45 min", "less than a minute"; negative durations read as zero. The one style
    /// of every reply and list; only the prompt, where space is short, uses `compact`.
    public static func spoken(_ duration: Duration) -> String {
        let (hours, minutes) = hoursAndMinutes(duration)
        switch (hours, minutes) {
        case (0, 0): return "less than a minute"
        case (0, _): return "\(minutes) min"
        case (_, 0): return "\(hours) h"
        default: return "\(hours) h \(minutes) min"
        }
    }

    /// "2h14m", "45m" for a prompt where space is short.
    public static func compact(_ duration: Duration) -> String {
        let (hours, minutes) = hoursAndMinutes(duration)
        return hours > 0 ? "\(hours)h\(minutes)m" : "\(minutes)m"
    }

    private static func hoursAndMinutes(_ duration: Duration) -> (Int64, Int64) {
        let totalMinutes = max(0, duration.wholeMilliseconds) / 60_000
        return (totalMinutes / 60, totalMinutes % 60)
    }
}
