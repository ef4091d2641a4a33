import Glibc

/// An ellipsoid of revolution: equatorial radius in metres and flattening.
public struct Ellipsoid: Hashable, Sendable {
    public var equatorialRadius: Double
    public var flattening: Double

    public init(equatorialRadius: Double, flattening: Double) {
        self.equatorialRadius = equatorialRadius
        self.flattening = flattening
    }

    /// The ellipsoid GPS positions are given on.
    public static let wgs84 = Ellipsoid(equatorialRadius: 6_378_137, flattening: 1 / 298.257_223_563)

    public var polarRadius: Double { equatorialRadius * (1 - flattening) }
}

/// The shortest path between two points on an ellipsoid: its length and the azimuths at both ends.
public struct GeodesicLine: Hashable, Sendable {
    /// Metres along the ellipsoid.
    public var distance: Double
    /// Degrees clockwise from north at the start, in (-180, 180].
    public var initialAzimuth: Double
    /// Degrees clockwise from north at the end, in the direction of travel.
    public var finalAzimuth: Double
}

/// Distances on the ellipsoid by Vincenty's inverse method (Survey Review XXIII, 1975): accurate to well under a
/// millimetre for any two points that are not nearly antipodal, which consecutive route samples never are.
public enum Geodesic {
    private static let convergence = 1e-12
    private static let iterationLimit = 200

    /// The geodesic from `start` to `end`; nil only when the iteration fails to converge (nearly antipodal points).
    public static func inverse(
        from start: GeoCoordinate, to end: GeoCoordinate, on ellipsoid: Ellipsoid = .wgs84
    ) -> GeodesicLine? {
        let f = ellipsoid.flattening
        let a = ellipsoid.equatorialRadius
        let b = ellipsoid.polarRadius
        let longitudeDifference = radians(end.longitude - start.longitude)
        let (sinU1, cosU1) = reducedLatitude(start.latitude, flattening: f)
        let (sinU2, cosU2) = reducedLatitude(end.latitude, flattening: f)

        var lambda = longitudeDifference
        var iteration = 0
        var sinSigma = 0.0, cosSigma = 0.0, sigma = 0.0, cosSquaredAlpha = 0.0, cos2SigmaM = 0.0
        var sinLambda = 0.0, cosLambda = 0.0
        while true {
            sinLambda = sin(lambda)
            cosLambda = cos(lambda)
            let crossTerm = cosU1 * sinU2 - sinU1 * cosU2 * cosLambda
            sinSigma = ((cosU2 * sinLambda) * (cosU2 * sinLambda) + crossTerm * crossTerm).squareRoot()
            if sinSigma == 0 {
                return GeodesicLine(distance: 0, initialAzimuth: 0, finalAzimuth: 0)
            }
            cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosLambda
            sigma = atan2(sinSigma, cosSigma)
            let sinAlpha = cosU1 * cosU2 * sinLambda / sinSigma
            cosSquaredAlpha = 1 - sinAlpha * sinAlpha
            // On the equator cos²α is zero and the term vanishes.
            cos2SigmaM = cosSquaredAlpha != 0 ? cosSigma - 2 * sinU1 * sinU2 / cosSquaredAlpha : 0
            let c = f / 16 * cosSquaredAlpha * (4 + f * (4 - 3 * cosSquaredAlpha))
            let previous = lambda
            lambda = longitudeDifference + (1 - c) * f * sinAlpha
                * (sigma + c * sinSigma * (cos2SigmaM + c * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)))
            iteration += 1
            if abs(lambda - previous) <= convergence { break }
            if iteration >= iterationLimit || abs(lambda) > .pi || !lambda.isFinite { return nil }
        }

        let uSquared = cosSquaredAlpha * (a * a - b * b) / (b * b)
        let bigA = 1 + uSquared / 16384 * (4096 + uSquared * (-768 + uSquared * (320 - 175 * uSquared)))
        let bigB = uSquared / 1024 * (256 + uSquared * (-128 + uSquared * (74 - 47 * uSquared)))
        let deltaSigma = bigB * sinSigma * (cos2SigmaM + bigB / 4 * (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)
            - bigB / 6 * cos2SigmaM * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * cos2SigmaM * cos2SigmaM)))
        let distance = b * bigA * (sigma - deltaSigma)
        let alpha1 = atan2(cosU2 * sinLambda, cosU1 * sinU2 - sinU1 * cosU2 * cosLambda)
        let alpha2 = atan2(cosU1 * sinLambda, -sinU1 * cosU2 + cosU1 * sinU2 * cosLambda)
        return GeodesicLine(distance: distance, initialAzimuth: degrees(alpha1), finalAzimuth: degrees(alpha2))
    }

    /// Metres between two points, or nil where `inverse` gives none.
    public static func distance(from start: GeoCoordinate, to end: GeoCoordinate) -> Double? {
        inverse(from: start, to: end)?.distance
    }

    /// Metres on a sphere of the mean Earth radius (haversine): within 0.5% of the ellipsoid, ten times cheaper.
    /// Good for deciding whether a step is plausible, never for a distance a driver reads.
    public static func sphericalDistance(from start: GeoCoordinate, to end: GeoCoordinate) -> Double {
        let meanRadius = 6_371_008.8
        let phi1 = radians(start.latitude)
        let phi2 = radians(end.latitude)
        let halfDeltaPhi = (phi2 - phi1) / 2
        let halfDeltaLambda = radians(end.longitude - start.longitude) / 2
        let h = sin(halfDeltaPhi) * sin(halfDeltaPhi) + cos(phi1) * cos(phi2) * sin(halfDeltaLambda) * sin(halfDeltaLambda)
        return 2 * meanRadius * asin(min(1, h.squareRoot()))
    }

    private static func reducedLatitude(_ latitude: Double, flattening: Double) -> (sin: Double, cos: Double) {
        let tanU = (1 - flattening) * tan(radians(latitude))
        let cosU = 1 / (1 + tanU * tanU).squareRoot()
        return (tanU * cosU, cosU)
    }

    private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
    private static func degrees(_ radians: Double) -> Double { radians * 180 / .pi }
}
