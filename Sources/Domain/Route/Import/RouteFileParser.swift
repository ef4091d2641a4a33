/// Reads a recorded track into route samples, choosing GPX or NMEA 0183 by the content (not the file name).
/// Pure: it is given the bytes; reading the file is the caller's.
public enum RouteFileParser {
    /// 64 MB: a day's drive at one point a second is a few MB in either format.
    public static let maximumBytes = 64 * 1_048_576

    public enum Format: Hashable, Sendable {
        case gpx
        case nmea
    }

    /// The format the bytes look like: XML (after an optional byte-order mark and space) is GPX, a `$` or `!`
    /// sentence (after optional `#` comment lines, as gpsfake logs carry) is NMEA.
    public static func format(of bytes: [UInt8]) -> Format? {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"): index += 1
            case UInt8(ascii: "<"): return .gpx
            case UInt8(ascii: "$"), UInt8(ascii: "!"): return .nmea
            case UInt8(ascii: "#"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            default: return nil
            }
        }
        return nil
    }

    /// The samples the file records, in file order; unfiltered (the caller applies `RouteSampleFilter`).
    /// Throws at the first malformed line; a file with no track point is an error too.
    public static func samples(from bytes: [UInt8]) throws(RouteFileError) -> [RouteSample] {
        guard bytes.count <= maximumBytes else { throw RouteFileError(line: 1, reason: .tooLarge(limit: maximumBytes)) }
        guard !bytes.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            throw RouteFileError(line: 1, reason: .empty)
        }
        switch format(of: bytes) {
        case .gpx: return try GPXParser.samples(from: bytes)
        case .nmea: return try NMEAParser.samples(from: bytes)
        case nil: throw RouteFileError(line: 1, reason: .unknownFormat)
        }
    }
}
