/// Reads GPX 1.1 (and 1.0) track points: `<trkpt lat lon>` with `<time>`, and where present `<fix>`, `<hdop>`,
/// `<ele>` and a speed (`<speed>` in GPX 1.0 or in an extension such as Garmin's `gpxtpx:speed`). Route and way
/// points are plans, not drives, and are ignored.
public enum GPXParser {
    /// Metres of horizontal error per unit of HDOP: the conventional user-equivalent range error of a consumer
    /// receiver, so HDOP 10 reads as 50 m, the filter's limit.
    public static let metresPerHDOP = 5.0

    private struct OpenPoint {
        var line: Int
        var latitude: Double
        var longitude: Double
        var time: Instant?
        var hdop: Double?
        var speed: Double?
        var fix: FixMode?
        var hasElevation = false
    }

    public static func samples(from bytes: [UInt8]) throws(RouteFileError) -> [RouteSample] {
        if let line = RouteText.firstInvalidUTF8Line(bytes) { throw RouteFileError(line: line, reason: .invalidUTF8) }
        var scanner = XMLScanner(bytes: bytes)
        var stack: [(name: String, line: Int)] = []
        var sawRoot = false
        var point: OpenPoint?
        var text = ""
        var samples: [RouteSample] = []
        while let token = try scanner.next() {
            let line = scanner.tokenLine
            switch token {
            case .text(let content):
                if stack.isEmpty, content.contains(where: { !$0.isWhitespace }) {
                    throw RouteFileError(line: line, reason: .malformedXML("text outside the document element"))
                }
                text += content
            case .start(let name, let attributes, let selfClosing):
                let local = localName(name)
                if stack.isEmpty {
                    guard !sawRoot else {
                        throw RouteFileError(line: line, reason: .malformedXML("a second document element <\(name)>"))
                    }
                    guard local == "gpx" else { throw RouteFileError(line: line, reason: .notGPX(root: name)) }
                    if let version = attributes["version"], version != "1.1", version != "1.0" {
                        throw RouteFileError(line: line, reason: .unsupportedGPXVersion(version))
                    }
                    sawRoot = true
                }
                text = ""
                if local == "trkpt" {
                    guard point == nil else {
                        throw RouteFileError(line: line, reason: .malformedXML("<trkpt> inside <trkpt>"))
                    }
                    point = try openPoint(attributes, line: line)
                    if selfClosing { throw RouteFileError(line: line, reason: .missingTime) }
                }
                if !selfClosing { stack.append((name, line)) }
            case .end(let name):
                guard let open = stack.popLast() else {
                    throw RouteFileError(line: line, reason: .malformedXML("</\(name)> closes nothing"))
                }
                guard open.name == name else {
                    throw RouteFileError(line: line, reason: .mismatchedTag(expected: open.name, found: name))
                }
                let local = localName(name)
                if local == "trkpt", let finished = point {
                    samples.append(try sample(from: finished))
                    point = nil
                } else if point != nil {
                    try read(local, text: text, into: &point!, line: line)
                }
                text = ""
            }
        }
        if let open = stack.last { throw RouteFileError(line: open.line, reason: .unclosedTag(open.name)) }
        let lastLine = bytes.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        guard sawRoot else { throw RouteFileError(line: lastLine, reason: .malformedXML("no document element")) }
        guard !samples.isEmpty else { throw RouteFileError(line: lastLine, reason: .noSamples) }
        return samples
    }

    private static func openPoint(_ attributes: [String: String], line: Int) throws(RouteFileError) -> OpenPoint {
        guard let latitudeText = attributes["lat"] else {
            throw RouteFileError(line: line, reason: .missingCoordinate("lat"))
        }
        guard let longitudeText = attributes["lon"] else {
            throw RouteFileError(line: line, reason: .missingCoordinate("lon"))
        }
        guard let latitude = RouteText.decimal(Substring(latitudeText.trimmed)), abs(latitude) <= 90 else {
            throw RouteFileError(line: line, reason: .badCoordinate(name: "lat", value: latitudeText))
        }
        guard let longitude = RouteText.decimal(Substring(longitudeText.trimmed)), abs(longitude) <= 180 else {
            throw RouteFileError(line: line, reason: .badCoordinate(name: "lon", value: longitudeText))
        }
        return OpenPoint(line: line, latitude: latitude, longitude: longitude)
    }

    private static func read(_ element: String, text: String, into point: inout OpenPoint, line: Int) throws(RouteFileError) {
        let value = text.trimmed
        switch element {
        case "time":
            guard let instant = RouteText.instant(iso: Substring(value)) else {
                throw RouteFileError(line: line, reason: .badTime(value))
            }
            point.time = instant
        case "hdop":
            guard let hdop = RouteText.decimal(Substring(value)), hdop >= 0 else {
                throw RouteFileError(line: line, reason: .badNumber(name: element, value: value))
            }
            point.hdop = hdop
        case "speed":
            guard let speed = RouteText.decimal(Substring(value)), speed >= 0 else {
                throw RouteFileError(line: line, reason: .badNumber(name: element, value: value))
            }
            point.speed = speed
        case "ele":
            guard RouteText.decimal(Substring(value)) != nil else {
                throw RouteFileError(line: line, reason: .badNumber(name: element, value: value))
            }
            point.hasElevation = true
        case "fix":
            switch value {
            case "none": point.fix = FixMode.none
            case "2d": point.fix = .twoDimensional
            case "3d", "dgps", "pps": point.fix = .threeDimensional
            default: throw RouteFileError(line: line, reason: .badNumber(name: element, value: value))
            }
        default:
            break
        }
    }

    private static func sample(from point: OpenPoint) throws(RouteFileError) -> RouteSample {
        guard let time = point.time else { throw RouteFileError(line: point.line, reason: .missingTime) }
        // A point in a track is a fix; without <fix> its elevation says whether it was a 3D one.
        let fix = point.fix ?? (point.hasElevation ? .threeDimensional : .twoDimensional)
        return RouteSample(
            instant: time, latitude: point.latitude, longitude: point.longitude,
            horizontalAccuracy: point.hdop.map { $0 * metresPerHDOP }, speed: point.speed, fixMode: fix)
    }

    /// "gpxtpx:speed" -> "speed": GPX readers match extension elements by local name.
    private static func localName(_ name: String) -> String {
        guard let colon = name.lastIndex(of: ":") else { return name }
        return String(name[name.index(after: colon)...])
    }
}

extension String {
    fileprivate var trimmed: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
