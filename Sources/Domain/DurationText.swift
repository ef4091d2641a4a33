/// Durations as a driver hears or reads them, to the whole minute.
public enum DurationText {
    /// "7 h 58 min", "45 min", "0 min"; negative durations read as zero.
    public static func spoken(_ duration: Duration) -> String {
        let (hours, minutes) = hoursAndMinutes(duration)
        return hours > 0 ? "\(hours) h \(minutes) min" : "\(minutes) min"
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
