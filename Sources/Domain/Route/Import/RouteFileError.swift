/// Why a route file cannot be read, at a line: printed as `FILE:LINE: reason`. A file with any such error
/// imports nothing.
public struct RouteFileError: Error, Hashable, Sendable {
    /// 1-based line of the input where the problem was found.
    public var line: Int
    public var reason: Reason

    public init(line: Int, reason: Reason) {
        self.line = line
        self.reason = reason
    }

    public enum Reason: Hashable, Sendable {
        case tooLarge(limit: Int)
        case invalidUTF8
        case unknownFormat
        case empty
        case noSamples
        // GPX
        case malformedXML(String)
        case mismatchedTag(expected: String, found: String)
        case unclosedTag(String)
        case notGPX(root: String)
        case unsupportedGPXVersion(String)
        case missingCoordinate(String)
        case badCoordinate(name: String, value: String)
        case missingTime
        case badTime(String)
        case badNumber(name: String, value: String)
        // NMEA
        case missingChecksum
        case badChecksum(expected: String, found: String)
        case malformedSentence(String)
        case badField(sentence: String, field: String, value: String)
        case noDate
    }

    /// The reason as one sentence, without the location.
    public var sentence: String {
        switch reason {
        case .tooLarge(let limit): "the file is larger than \(limit / 1_048_576) MB, too large for a route"
        case .invalidUTF8: "the text is not valid UTF-8"
        case .unknownFormat: "this is neither a GPX file nor an NMEA 0183 log"
        case .empty: "the file is empty"
        case .noSamples: "the file holds no track points"
        case .malformedXML(let detail): "malformed XML: \(detail)"
        case .mismatchedTag(let expected, let found): "</\(found)> closes <\(expected)>"
        case .unclosedTag(let name): "<\(name)> is never closed"
        case .notGPX(let root): "the document is <\(root)>, not <gpx>"
        case .unsupportedGPXVersion(let version): "GPX version \"\(version)\" is not 1.0 or 1.1"
        case .missingCoordinate(let name): "the track point has no \(name)"
        case .badCoordinate(let name, let value): "\(name) \"\(value)\" is not a number of degrees in range"
        case .missingTime: "the track point has no time, so it cannot be placed in a shift"
        case .badTime(let text): "\"\(text)\" is not an ISO 8601 date and time"
        case .badNumber(let name, let value): "<\(name)> \"\(value)\" is not a number"
        case .missingChecksum: "the sentence has no *hh checksum"
        case .badChecksum(let expected, let found): "checksum \(found) does not match the sentence (\(expected))"
        case .malformedSentence(let detail): "malformed NMEA sentence: \(detail)"
        case .badField(let sentence, let field, let value): "\(sentence) \(field) \"\(value)\" is not valid"
        case .noDate: "no $--RMC sentence gives a date, so the times cannot be placed on a day"
        }
    }

    /// "track.gpx:12: the track point has no time, so it cannot be placed in a shift".
    public func message(fileName: String) -> String {
        "\(fileName):\(line): \(sentence)"
    }
}
