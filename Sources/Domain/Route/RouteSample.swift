/// How good a position fix is, numbered as gpsd's TPV `mode` numbers it (1 no fix, 2 two-dimensional,
/// 3 three-dimensional), so the store and gpsd share one encoding.
public enum FixMode: Int, Hashable, Sendable, Comparable {
    case none = 1
    case twoDimensional = 2
    case threeDimensional = 3

    /// gpsd's `mode`; 0 ("not seen yet") and anything unknown read as no fix.
    public init(gpsdMode: Int) {
        self = FixMode(rawValue: gpsdMode) ?? .none
    }

    public static func < (lhs: FixMode, rhs: FixMode) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A point on the WGS-84 ellipsoid in degrees: latitude north positive, longitude east positive.
public struct GeoCoordinate: Hashable, Sendable {
    public var latitude: Double
    public var longitude: Double

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Finite, latitude within ±90 and longitude within ±180.
    public var isValid: Bool {
        latitude.isFinite && longitude.isFinite && abs(latitude) <= 90 && abs(longitude) <= 180
    }

    /// "45.52310,-122.67650": five decimals, about a metre, as a mileage log gives places.
    public var formatted: String {
        "\(NumberText.fixed(latitude, decimals: 5)),\(NumberText.fixed(longitude, decimals: 5))"
    }
}

/// One recorded position, from gpsd or from a recorded track; the same shape for both so one filter serves both.
public struct RouteSample: Hashable, Sendable {
    public var instant: Instant
    public var latitude: Double
    public var longitude: Double
    /// Estimated horizontal error in metres (gpsd's `eph`, or a file's HDOP scaled), nil when not reported.
    public var horizontalAccuracy: Double?
    /// Ground speed in metres per second, nil when not reported.
    public var speed: Double?
    public var fixMode: FixMode

    public init(
        instant: Instant, latitude: Double, longitude: Double, horizontalAccuracy: Double? = nil,
        speed: Double? = nil, fixMode: FixMode
    ) {
        self.instant = instant
        self.latitude = latitude
        self.longitude = longitude
        self.horizontalAccuracy = horizontalAccuracy
        self.speed = speed
        self.fixMode = fixMode
    }

    public var coordinate: GeoCoordinate { GeoCoordinate(latitude: latitude, longitude: longitude) }
}
