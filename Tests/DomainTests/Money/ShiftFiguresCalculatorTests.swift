import Domain
import Testing
import TestSupport

@Suite struct ShiftFiguresCalculatorTests {
    static func usd(_ cents: Int64) -> Money { Money(minorUnits: cents, currencyCode: "USD") }

    /// A route along the equator with a fix a second, each 0.0002° (about 22 m) on: `count` samples from `minute`.
    static func route(fromMinute minute: Int64, count: Int) -> [RouteSample] {
        (0..<count).map { index in
            RouteSample(
                instant: .minute(minute) + .seconds(Int64(index)), latitude: 0, longitude: 10 + Double(index) * 0.0002,
                horizontalAccuracy: 5, fixMode: .threeDimensional)
        }
    }

    static let fuel = FuelAssumption(price: FuelPrice(tenthsOfMinorUnit: 3500, currencyCode: "USD"), consumption: .milesPerGallon(25))

    static func figures(
        shift: Shift, deliveries: [Delivery] = [], samples: [RouteSample] = [], costs: [ShiftCost] = [],
        fuel: FuelAssumption? = fuel, asOf now: Instant = .minute(600)
    ) -> ShiftFigures {
        ShiftFiguresCalculator.figures(
            for: shift, deliveries: deliveries, samples: samples, costs: costs, fuelAssumption: fuel,
            distanceUnit: .miles, asOf: now)
    }

    @Test func netIsGrossLessEstimatedFuelLessCosts() throws {
        let shift = Shift(id: 1, startedAt: .minute(0), endedAt: .minute(120), grossAmount: Self.usd(10_000))
        let samples = Self.route(fromMinute: 10, count: 400)
        let costs = [ShiftCost(id: 1, shiftID: 1, amount: Self.usd(250), note: "toll", recordedAt: .minute(30))]
        let figures = Self.figures(shift: shift, samples: samples, costs: costs)
        let mileage = try #require(figures.mileage)
        let fuel = try #require(figures.fuel)
        #expect(fuel == FuelEstimate(distance: mileage.distance, assumption: Self.fuel))
        #expect(figures.costs == Self.usd(250))
        #expect(figures.net == Self.usd(10_000 - fuel.cost.minorUnits - 250))
        #expect(fuel.cost.minorUnits > 0)
        // Two active hours: half the net, rounded half up to the cent.
        #expect(figures.netPerActiveHour == Self.usd((10_000 - fuel.cost.minorUnits - 250 + 1) / 2))
    }

    @Test func aShiftWithoutARouteHasNoMileageAndNoNet() {
        let shift = Shift(id: 1, startedAt: .minute(0), endedAt: .minute(120), grossAmount: Self.usd(10_000))
        let figures = Self.figures(shift: shift)
        #expect(figures.mileage == nil)
        #expect(figures.fuel == nil)
        #expect(figures.net == nil)
        #expect(figures.grossPerDistance == nil)
        #expect(figures.mileageText == "no mileage")
        #expect(figures.fuelText == "no mileage, so no fuel estimate")
    }

    @Test func anImpossibleFuelAssumptionGivesNoEstimate() {
        let shift = Shift(id: 1, startedAt: .minute(0), endedAt: .minute(120), grossAmount: Self.usd(10_000))
        let samples = Self.route(fromMinute: 10, count: 400)
        let noMileage = FuelAssumption(price: Self.fuel.price, consumption: .milesPerGallon(0))
        let free = FuelAssumption(price: FuelPrice(tenthsOfMinorUnit: 0, currencyCode: "USD"), consumption: .milesPerGallon(25))
        for assumption in [noMileage, free, nil] {
            let figures = Self.figures(shift: shift, samples: samples, fuel: assumption)
            #expect(figures.fuel == nil)
            #expect(figures.net == nil)
        }
        #expect(Self.figures(shift: shift, samples: samples, fuel: nil).fuelText == "no fuel assumption, so no fuel estimate")
    }

    @Test func aCostInAnotherCurrencyLeavesNoNetRatherThanAWrongOne() {
        let shift = Shift(id: 1, startedAt: .minute(0), endedAt: .minute(120), grossAmount: Self.usd(10_000))
        let costs = [ShiftCost(id: 1, shiftID: 1, amount: Money(minorUnits: 500, currencyCode: "EUR"), recordedAt: .minute(5))]
        let figures = Self.figures(shift: shift, samples: Self.route(fromMinute: 10, count: 400), costs: costs)
        #expect(figures.fuel != nil)
        #expect(figures.net == nil)
    }

    @Test func noPerHourRateBelowTheMinimumActiveTime() {
        let minimum = RateMinimums.activeTime.wholeMilliseconds / 60_000
        let short = Shift(id: 1, startedAt: .minute(0), endedAt: .minute(minimum - 1), grossAmount: Self.usd(1200))
        #expect(Self.figures(shift: short).grossPerActiveHour == nil)
        let enough = Shift(id: 1, startedAt: .minute(0), endedAt: .minute(minimum), grossAmount: Self.usd(1200))
        #expect(Self.figures(shift: enough).grossPerActiveHour == Self.usd(1200 * 60 / minimum))
    }

    @Test func noPerMileRateBelowTheMinimumDistance() throws {
        let shift = Shift(id: 1, startedAt: .minute(0), endedAt: .minute(120), grossAmount: Self.usd(5000))
        // 22 m a sample: 60 samples is about 1.3 km, under a mile; 200 is about 4.4 km.
        #expect(Self.figures(shift: shift, samples: Self.route(fromMinute: 1, count: 60)).grossPerDistance == nil)
        let figures = Self.figures(shift: shift, samples: Self.route(fromMinute: 1, count: 200))
        let miles = try #require(figures.mileage).distance.value(in: .miles)
        #expect(figures.grossPerDistance == Self.usd(Int64((5000 / miles).rounded())))
    }

    @Test func perDeliveryDividesByDeliveredOnly() {
        let shift = Shift(id: 1, startedAt: .minute(0), endedAt: .minute(120), grossAmount: Self.usd(3000))
        let deliveries = [
            Delivery(id: 1, shiftID: 1, offerID: nil, acceptedAt: .minute(1), deliveredAt: .minute(20)),
            Delivery(id: 2, shiftID: 1, offerID: nil, acceptedAt: .minute(25), deliveredAt: .minute(40)),
            Delivery(id: 3, shiftID: 1, offerID: nil, acceptedAt: .minute(45), cancelledAt: .minute(50)),
        ]
        #expect(Self.figures(shift: shift, deliveries: deliveries).grossPerDelivery == Self.usd(1500))
        #expect(Self.figures(shift: shift).grossPerDelivery == nil)
    }

    @Test func deliveryActiveTimeIsTheUnionOfAcceptedToDelivered() {
        let deliveries = [
            Delivery(id: 1, shiftID: 1, offerID: nil, acceptedAt: .minute(0), deliveredAt: .minute(30)),
            // Stacked with the first: overlapping minutes count once.
            Delivery(id: 2, shiftID: 1, offerID: nil, acceptedAt: .minute(10), deliveredAt: .minute(40)),
            Delivery(id: 3, shiftID: 1, offerID: nil, acceptedAt: .minute(60), deliveredAt: .minute(70)),
            Delivery(id: 4, shiftID: 1, offerID: nil, acceptedAt: .minute(80), cancelledAt: .minute(90)),
            // Still under way: counts up to now.
            Delivery(id: 5, shiftID: 1, offerID: nil, acceptedAt: .minute(100)),
        ]
        let time = ShiftFiguresCalculator.deliveryActiveTime(deliveries, from: .minute(0), to: .minute(105))
        #expect(time == .seconds((40 + 10 + 5) * 60))
    }

    @Test func pausedAndParkedTimeAreSplitOut() {
        let shift = Shift(
            id: 1, startedAt: .minute(0), endedAt: .minute(120),
            pauses: [Pause(id: 1, startedAt: .minute(30), endedAt: .minute(45))],
            parkedPeriods: [ParkedPeriod(id: 1, startedAt: .minute(50), endedAt: .minute(60)), ParkedPeriod(id: 2, startedAt: .minute(110))])
        let figures = Self.figures(shift: shift)
        #expect(figures.pausedTime == .seconds(15 * 60))
        #expect(figures.parkedTime == .seconds(20 * 60))
        #expect(figures.metrics.activeTime == .seconds(105 * 60))
    }
}
