/// A stretch between two kept samples too long to bridge with a straight line: nothing is counted for it.
public struct RouteGap: Hashable, Sendable {
    public var from: Instant
    public var to: Instant

    public init(from: Instant, to: Instant) {
        self.from = from
        self.to = to
    }

    public var duration: Duration { to.duration(since: from) }
}

/// A shift's measured route: the distance along its kept samples, and the gaps it did not bridge.
/// A shift with no route has no `RouteMileage` at all (nil), never a zero one.
public struct RouteMileage: Hashable, Sendable {
    public var distance: Distance
    public var gaps: [RouteGap]
    /// Samples inside the window that the filter kept.
    public var sampleCount: Int
    /// The first and last kept samples: where the route started and ended (a mileage log's places).
    public var first: RouteSample
    public var last: RouteSample

    public init(distance: Distance, gaps: [RouteGap], sampleCount: Int, first: RouteSample, last: RouteSample) {
        self.distance = distance
        self.gaps = gaps
        self.sampleCount = sampleCount
        self.first = first
        self.last = last
    }

    /// True when part of the route was not measured; the figure is then a lower bound and must say so.
    public var hasGaps: Bool { !gaps.isEmpty }

    /// "41.2 miles", or "41.2 miles (with 2 gaps)" when part of the route was not measured.
    public func formatted(in unit: DistanceUnit) -> String {
        let text = distance.formatted(in: unit)
        switch gaps.count {
        case 0: return text
        case 1: return "\(text) (with a gap)"
        default: return "\(text) (with \(gaps.count) gaps)"
        }
    }
}
