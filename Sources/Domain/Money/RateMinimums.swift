/// Below these a rate says nothing true: $12 for four minutes is not "$180 an hour", nor $5 for 300 metres
/// "$27 a mile". Rates with less behind them are left out (nil), never shown.
public enum RateMinimums {
    /// Fifteen minutes of active time before any per-hour rate.
    public static let activeTime: Duration = .seconds(15 * 60)
    /// One mile (1.609 km) of measured distance before any per-mile or per-km rate.
    public static let distance = Distance(metres: 1609.344)
}
