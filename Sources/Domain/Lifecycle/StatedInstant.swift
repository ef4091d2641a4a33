/// An instant a driver states rather than one read from the clock (`say --at`, a piped or run line's leading
/// timestamp): it may be earlier than now, never later than now plus a small clock skew. A later one would be
/// recorded and then drag every live event after it forward to it, since an event is never recorded before
/// the last one.
public enum StatedInstant {
    /// How far ahead of this machine's clock a stated instant may be: another device's clock (a phone, a
    /// speech engine stamping its lines) may run this much fast.
    public static let allowedSkew: Duration = .seconds(120)

    /// Refuses `stated` when it is later than `now` plus the allowed skew.
    public static func check(_ stated: Instant, now: Instant) throws(StatedInstantError) {
        guard stated <= now + allowedSkew else { throw .later(than: now, stated: stated) }
    }
}

/// Why a stated instant was not used.
public enum StatedInstantError: SpokenError, Equatable {
    case later(than: Instant, stated: Instant)

    public var sentence: String {
        switch self {
        case .later(let now, let stated):
            let named = LocalTime.isSameDay(stated, now) ? LocalTime.clockTime(stated) : LocalTime.dateAndTime(stated, now: now)
            return "The time given, \(named), is later than now, so nothing was recorded."
        }
    }
}
