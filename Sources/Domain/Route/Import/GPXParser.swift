/// Reads GPX 1.1 (and 1.0) track points: `<trkpt lat lon>` with `<time>`, and where present `<fix>`, `<hdop>` and
/// a speed (`<speed>` in GPX 1.0 or in an extension such as Garmin's `gpxtpx:speed`). Route and way points are
/// plans, not drives, and are ignored.
public enum GPXParser {
    /// Metres of horizontal error per unit of HDOP: the conventional user-equivalent range error of a consumer
    /// receiver, so HDOP 10 reads as 50 m, the filter's limit.
    public static let metresPerHDOP = 5.0

    public static func samples(from bytes: [UInt8]) throws(RouteFileError) -> [RouteSample] {
        throw RouteFileError(line: 1, reason: .unknownFormat)
    }
}
