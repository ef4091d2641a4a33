/// Decides which recorded positions count toward mileage. Live samples from gpsd and samples imported from a
/// file pass through this one filter, so a route measures the same whichever way it arrived.
///
/// Rules, applied in time order:
/// - a sample without at least a two-dimensional fix, or with an impossible coordinate, is dropped;
/// - a sample whose horizontal accuracy is worse than `maximumHorizontalAccuracy` is dropped
///   (one without a reported accuracy is kept: many files carry none);
/// - a sample at the same instant and place as the last kept one is an exact duplicate and is dropped;
/// - a sample that could only be reached from the last kept one above `maximumSpeed` is a jump and is dropped
///   (two different places at one instant are such a jump).
public struct RouteSampleFilter: Hashable, Sendable {
    /// 50 m: a phone or receiver reporting worse than this is guessing, often from cell towers.
    public static let defaultMaximumHorizontalAccuracy = 50.0
    /// 70 m/s, about 250 km/h or 157 mph: faster than any delivery vehicle on a road.
    public static let defaultMaximumSpeed = 70.0

    /// The filter with the documented limits above.
    public static let standard = RouteSampleFilter()

    /// Metres; a sample reporting a larger error is dropped.
    public var maximumHorizontalAccuracy: Double
    /// Metres per second; a sample reachable only faster than this is dropped.
    public var maximumSpeed: Double

    public init(
        maximumHorizontalAccuracy: Double = defaultMaximumHorizontalAccuracy,
        maximumSpeed: Double = defaultMaximumSpeed
    ) {
        self.maximumHorizontalAccuracy = maximumHorizontalAccuracy
        self.maximumSpeed = maximumSpeed
    }

    /// Why a sample was left out.
    public enum Rejection: Hashable, Sendable {
        case noFix
        case invalidCoordinate
        case inaccurate
        case duplicate
        case implausibleJump
    }

    /// The kept samples in time order (ties keep their given order).
    public func filter(_ samples: [RouteSample]) -> [RouteSample] {
        var kept: [RouteSample] = []
        kept.reserveCapacity(samples.count)
        for sample in Self.inTimeOrder(samples) where rejection(of: sample, after: kept.last) == nil {
            kept.append(sample)
        }
        return kept
    }

    /// Each sample in time order with the reason it was dropped, or nil where it was kept.
    public func verdicts(_ samples: [RouteSample]) -> [(sample: RouteSample, rejection: Rejection?)] {
        var last: RouteSample?
        return Self.inTimeOrder(samples).map { sample in
            let rejection = rejection(of: sample, after: last)
            if rejection == nil { last = sample }
            return (sample, rejection)
        }
    }

    /// Why `sample` is dropped when `previous` is the last sample kept, or nil if it is kept.
    public func rejection(of sample: RouteSample, after previous: RouteSample?) -> Rejection? {
        guard sample.fixMode >= .twoDimensional else { return .noFix }
        guard sample.coordinate.isValid else { return .invalidCoordinate }
        if let accuracy = sample.horizontalAccuracy, !(accuracy <= maximumHorizontalAccuracy) { return .inaccurate }
        guard let previous else { return nil }
        if previous.instant == sample.instant, previous.latitude == sample.latitude,
           previous.longitude == sample.longitude {
            return .duplicate
        }
        if previous.latitude == sample.latitude, previous.longitude == sample.longitude { return nil }
        let seconds = Double(sample.instant.millisecondsSinceEpoch - previous.instant.millisecondsSinceEpoch) / 1000
        guard let metres = Geodesic.distance(from: previous.coordinate, to: sample.coordinate) else {
            return .implausibleJump
        }
        return seconds > 0 && metres / seconds <= maximumSpeed ? nil : .implausibleJump
    }

    /// Samples from a store arrive sorted; this only pays for a sort when a file's are not.
    static func inTimeOrder(_ samples: [RouteSample]) -> [RouteSample] {
        let sorted = zip(samples, samples.dropFirst()).allSatisfy { $0.instant <= $1.instant }
        guard !sorted else { return samples }
        return samples.enumerated().sorted {
            $0.element.instant != $1.element.instant ? $0.element.instant < $1.element.instant : $0.offset < $1.offset
        }.map(\.element)
    }
}
