/// Measures a shift's route from its samples on the WGS-84 ellipsoid; nothing it computes is stored.
public struct RouteMileageCalculator: Hashable, Sendable {
    /// Two minutes: a tunnel or a lost fix is bridged with a straight line up to this; beyond it the stretch is a gap,
    /// as is any step faster than the filter's speed limit.
    public static let defaultMaximumBridgedGap: Duration = .seconds(120)

    public var filter: RouteSampleFilter
    public var maximumBridgedGap: Duration

    public init(filter: RouteSampleFilter = .standard, maximumBridgedGap: Duration = defaultMaximumBridgedGap) {
        self.filter = filter
        self.maximumBridgedGap = maximumBridgedGap
    }

    /// The distance along the samples recorded from `start` to `end` inclusive (to the last sample while `end` is
    /// nil, as for a running shift). Nil when fewer than two samples survive the filter: no route, not zero miles.
    public func mileage(of samples: [RouteSample], from start: Instant, to end: Instant?) -> RouteMileage? {
        let last = end ?? Instant(millisecondsSinceEpoch: .max)
        let inWindow = samples.filter { $0.instant >= start && $0.instant <= last }
        let kept = filter.filter(inWindow)
        guard kept.count >= 2, let first = kept.first, let final = kept.last else { return nil }
        let gapLimit = maximumBridgedGap.wholeMilliseconds
        var metres = 0.0
        var gaps: [RouteGap] = []
        for (previous, next) in zip(kept, kept.dropFirst()) {
            let milliseconds = next.instant.millisecondsSinceEpoch - previous.instant.millisecondsSinceEpoch
            // A step the filter let through but no vehicle could drive (where an outvoted outlier left the
            // samples on either side of it far apart) is a gap too: no counted leg is ever implausible.
            if milliseconds <= gapLimit, let step = Geodesic.distance(from: previous.coordinate, to: next.coordinate),
               step <= filter.maximumSpeed * Double(milliseconds) / 1000 {
                metres += step
            } else {
                gaps.append(RouteGap(from: previous.instant, to: next.instant))
            }
        }
        return RouteMileage(
            distance: Distance(metres: metres), gaps: gaps, sampleCount: kept.count, first: first, last: final)
    }

    /// The mileage of a shift's window: from its start to its end, or to the last sample while it runs.
    public func mileage(of samples: [RouteSample], during shift: Shift) -> RouteMileage? {
        mileage(of: samples, from: shift.startedAt, to: shift.endedAt)
    }
}
