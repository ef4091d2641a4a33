import Glibc

/// Sets `TZ=UTC` once for the whole test process, so every test that reads a clock time sees the same zone.
/// Tests run in parallel in one process, so no test sets any other zone.
public enum UTCTimeZone {
    private static let applied: Bool = {
        setenv("TZ", "UTC", 1)
        tzset()
        return true
    }()

    public static func apply() {
        _ = applied
    }
}
