/// Decides which recorded positions count toward mileage. Live samples from gpsd and samples imported from a
/// file pass through this one filter, so a route measures the same whichever way it arrived.
///
/// Rules, applied in time order:
/// - a sample without at least a two-dimensional fix, or with an impossible coordinate, is dropped;
/// - a sample whose horizontal accuracy is worse than `maximumHorizontalAccuracy` is dropped
///   (one without a reported accuracy is kept: many files carry none);
/// - a sample at the same instant and place as the last kept one is an exact duplicate and is dropped;
/// - a sample that could only be reached from the last kept one above `maximumSpeed` is a jump and is dropped
///   (two different places at one instant are such a jump); but when `outlierConfirmation` such samples in a row
///   agree with one another, the last kept sample was the outlier (a bad first fix, say): it is dropped instead
///   and they are kept.
public struct RouteSampleFilter: Hashable, Sendable {
    /// 50 m: a phone or receiver reporting worse than this is guessing, often from cell towers.
    public static let defaultMaximumHorizontalAccuracy = 50.0
    /// 70 m/s, about 250 km/h or 157 mph: faster than any delivery vehicle on a road. Checked on a sphere (within
    /// 0.5% of the ellipsoid), which is plenty for a limit this coarse and keeps the check cheap.
    public static let defaultMaximumSpeed = 70.0

    /// Three samples that agree with one another outvote the one kept sample they all disagree with.
    public static let outlierConfirmation = 3

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
        verdicts(samples).compactMap { $0.rejection == nil ? $0.sample : nil }
    }

    /// Each sample in time order with the reason it was dropped, or nil where it was kept.
    public func verdicts(_ samples: [RouteSample]) -> [(sample: RouteSample, rejection: Rejection?)] {
        let ordered = Self.inTimeOrder(samples)
        var rejections = [Rejection?](repeating: nil, count: ordered.count)
        var kept: [Int] = []
        kept.reserveCapacity(ordered.count)
        // Jumps from the last kept sample that are each plausible from the one before.
        var chain: [Int] = []
        for index in ordered.indices {
            let rejection = rejection(of: ordered[index], after: kept.last.map { ordered[$0] })
            rejections[index] = rejection
            switch rejection {
            case nil:
                kept.append(index)
                chain = []
            case .implausibleJump:
                if let previous = chain.last, self.rejection(of: ordered[index], after: ordered[previous]) == nil {
                    chain.append(index)
                } else {
                    chain = [index]
                }
                if chain.count >= Self.outlierConfirmation, let outlier = kept.popLast() {
                    rejections[outlier] = .implausibleJump
                    for member in chain { rejections[member] = nil }
                    kept += chain
                    chain = []
                }
            default:
                break
            }
        }
        return zip(ordered, rejections).map { ($0, $1) }
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
        let metres = Geodesic.sphericalDistance(from: previous.coordinate, to: sample.coordinate)
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
