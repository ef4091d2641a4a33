import Domain
import Testing

@Suite struct RouteSampleFilterTests {
    let filter = RouteSampleFilter.standard
    // About 11 m a second apart along the equator: an everyday speed.
    let start = RouteSample.at(0, 0, 10)
    let next = RouteSample.at(1, 0, 10.0001)

    @Test func aSampleWithoutATwoDimensionalFixIsDropped() {
        var noFix = next
        noFix.fixMode = .none
        #expect(filter.rejection(of: noFix, after: start) == .noFix)
        var flat = next
        flat.fixMode = .twoDimensional
        #expect(filter.rejection(of: flat, after: start) == nil)
    }

    @Test func aSampleLessAccurateThanTheLimitIsDropped() {
        let limit = RouteSampleFilter.defaultMaximumHorizontalAccuracy
        #expect(filter.rejection(of: .at(1, 0, 10.0001, accuracy: limit + 0.1), after: start) == .inaccurate)
        #expect(filter.rejection(of: .at(1, 0, 10.0001, accuracy: limit), after: start) == nil)
        #expect(filter.rejection(of: .at(1, 0, 10.0001, accuracy: nil), after: start) == nil)
        #expect(filter.rejection(of: .at(1, 0, 10.0001, accuracy: .nan), after: start) == .inaccurate)
    }

    @Test func anExactDuplicateIsDropped() {
        #expect(filter.rejection(of: start, after: start) == .duplicate)
        #expect(filter.filter([start, start, next, next]) == [start, next])
    }

    @Test func standingStillIsKept() {
        let later = RouteSample.at(30, 0, 10)
        #expect(filter.rejection(of: later, after: start) == nil)
    }

    @Test func aJumpFasterThanTheLimitIsDroppedAndTheRouteGoesOnFromTheLastKeptSample() {
        // 0.01° of longitude on the equator is 1113 m: in one second that is 1113 m/s.
        let jump = RouteSample.at(1, 0, 10.01)
        let after = RouteSample.at(2, 0, 10.0002)
        #expect(filter.rejection(of: jump, after: start) == .implausibleJump)
        #expect(filter.filter([start, jump, after]) == [start, after])
    }

    @Test func aBadFirstFixIsOutvotedByTheSamplesThatFollow() {
        // The first fix lands 5 km off; the real route follows at 11 m a second.
        let outlier = RouteSample.at(0, 0.045, 10)
        let route = (1...4).map { RouteSample.at(Int64($0), 0, 10 + Double($0) * 0.0001) }
        let verdicts = filter.verdicts([outlier] + route)
        #expect(verdicts.map(\.rejection) == [.implausibleJump, nil, nil, nil, nil])
        // Two agreeing samples are not enough to outvote it.
        #expect(filter.filter([outlier] + route.prefix(2)) == [outlier])
    }

    @Test func theSpeedLimitIsTheDocumentedOne() {
        // 60 m/s passes, 80 m/s does not, with the 70 m/s limit between them.
        let metresPerDegree = Ellipsoid.wgs84.equatorialRadius * .pi / 180
        #expect(filter.rejection(of: .at(1, 0, 10 + 60 / metresPerDegree), after: start) == nil)
        #expect(filter.rejection(of: .at(1, 0, 10 + 80 / metresPerDegree), after: start) == .implausibleJump)
    }

    @Test func twoPlacesAtOneInstantAreAJump() {
        #expect(filter.rejection(of: .at(0, 0, 10.0001), after: start) == .implausibleJump)
    }

    @Test func anImpossibleCoordinateIsDropped() {
        #expect(filter.rejection(of: .at(1, 91, 10), after: start) == .invalidCoordinate)
        #expect(filter.rejection(of: .at(1, 0, .infinity), after: nil) == .invalidCoordinate)
    }

    @Test func samplesAreTakenInTimeOrder() {
        let third = RouteSample.at(2, 0, 10.0002)
        #expect(filter.filter([third, start, next]) == [start, next, third])
    }

    @Test func verdictsNameEachDroppedSample() {
        var noFix = next
        noFix.fixMode = .none
        let verdicts = filter.verdicts([start, start, noFix, next])
        #expect(verdicts.map(\.rejection) == [nil, .duplicate, .noFix, nil])
    }
}
