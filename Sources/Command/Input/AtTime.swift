/// The instant given to `say --at`: an RFC 3339 timestamp, or a 24-hour local clock time
/// `HH:MM` (or `H:MM`) meaning that minute of today in the local time zone.
public enum AtTime {
    /// Resolves `text` against `now`. `utcOffsetSeconds` gives the local offset at an instant
    /// (injected so tests need no time zone); a clock time that falls in a daylight-saving gap
    /// resolves with the offset in force just before it.
    public static func parse(
        _ text: String,
        now: Int64,
        utcOffsetSeconds: (Int64) -> Int64 = Timestamp.localUTCOffsetSeconds(at:)
    ) -> Int64? {
        if let instant = Timestamp.parse(text) { return instant }
        guard let minuteOfDay = clockMinute(text) else { return nil }
        let localNow = now + utcOffsetSeconds(now) * 1000
        let localDayStart = floorDivide(localNow, Timestamp.millisecondsPerDay) * Timestamp.millisecondsPerDay
        let local = localDayStart + minuteOfDay * 60_000
        let guess = local - utcOffsetSeconds(now) * 1000
        return local - utcOffsetSeconds(guess) * 1000
    }

    private static func clockMinute(_ text: String) -> Int64? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
              parts.allSatisfy({ $0.utf8.allSatisfy { (48...57).contains($0) } }),
              let hour = Int64(parts[0]), let minute = Int64(parts[1]), hour < 24, minute < 60
        else { return nil }
        return hour * 60 + minute
    }
}
