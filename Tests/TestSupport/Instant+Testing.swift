import Domain

extension Instant {
    /// Monday 30 November 2026, 09:00 UTC: a fixed point every test counts from.
    public static let testMorning = Instant(millisecondsSinceEpoch: 1_796_029_200_000)

    /// `minutes` after (or before, if negative) the test morning.
    public static func minute(_ minutes: Int64) -> Instant {
        testMorning + .seconds(minutes * 60)
    }
}
