import Domain
import Intents
import Persistence
import Services
import Testing
import TestSupport

@Suite struct ScreenActionsTests {
    private let store: TestStore
    private let intents: IntentLifecycleService
    private let actions: ScreenActions

    init() throws {
        UTCTimeZone.apply()
        store = try TestStore()
        intents = IntentLifecycleService(connection: store.connection, logger: store.log.logger)
        actions = ScreenActions(connection: store.connection, logger: store.log.logger)
        _ = try intents.perform(.startShift, at: .minute(0))
        _ = try intents.perform(.startDelivery, at: .minute(5))
        _ = try intents.perform(.startDelivery, at: .minute(10))
    }

    @Test func actsOnTheDeliveryWithThatNumberInOrderOfAcceptance() throws {
        let confirmation = try actions.pickUp(number: 2, at: .minute(20))
        #expect(confirmation.sentence == "Picked up at 9:20 AM. 2 deliveries in progress.")
        let active = try store.deliveries.activeDeliveries()
        #expect(active[0].pickedUpAt == nil)
        #expect(active[1].pickedUpAt == .minute(20))
        #expect(try actions.deliver(number: 2, at: .minute(30)).sentence == "Delivered at 9:30 AM. 1 delivery in progress.")
        #expect(try actions.cancel(number: 1, at: .minute(31)).sentence == "Cancelled at 9:31 AM. No deliveries in progress.")
    }

    @Test func aNumberOutOfRangeIsRefusedNamingTheCount() throws {
        #expect(throws: ScreenActionError.noSuchDelivery(number: 3, inProgress: 2)) {
            try actions.pickUp(number: 3, at: .minute(20))
        }
        #expect(ScreenActionError.noSuchDelivery(number: 3, inProgress: 2).sentence
            == "There is no delivery 3; 2 are in progress.")
        #expect(try store.count("deliveries", where: "picked_up_at IS NOT NULL") == 0)
    }

    @Test func theDeliverysOwnRefusalPassesThrough() throws {
        #expect(throws: DeliveryLifecycleError.skippedStep) { try actions.deliver(number: 1, at: .minute(20)) }
    }

    @Test func amountsGoOnTheNumberedDeliveryOrOnTheLatestShift() throws {
        let money = Money(minorUnits: 1250, currencyCode: "USD")
        #expect(try actions.recordAmount(money, onDelivery: 2, at: .minute(20)).sentence
            == "Recorded $12.50 on delivery 2, accepted at 9:10 AM.")
        #expect(try store.deliveries.activeDeliveries()[1].grossAmount == money)
        #expect(try actions.recordAmountOnShift(money, at: .minute(20)).sentence
            == "Recorded $12.50 on the shift started Mon 30 Nov 9:00 AM.")
        #expect(try store.shifts.activeShift()?.grossAmount == money)
    }

    @Test func aShiftWithoutItsOwnAmountShowsItsDeliveriesSum() throws {
        _ = try actions.recordAmount(Money(minorUnits: 1_000_00, currencyCode: "USD"), onDelivery: 1, at: .minute(20))
        _ = try actions.recordAmount(Money(minorUnits: 250_00, currencyCode: "USD"), onDelivery: 2, at: .minute(20))
        let line = try #require(try actions.shiftList(limit: 1, asOf: .minute(60)).first)
        #expect(line.hasSuffix("gross $1,250.00 from its deliveries, $1,250.00 per active hour, no mileage."))
        _ = try actions.recordAmountOnShift(Money(minorUnits: 900_00, currencyCode: "USD"), at: .minute(60))
        #expect(try actions.shiftList(limit: 1, asOf: .minute(60)).first?.hasSuffix("gross $900.00, $900.00 per active hour, no mileage.") == true)
    }

    @Test func aReplacedAmountIsNamed() throws {
        _ = try actions.recordAmountOnShift(Money(minorUnits: 4000, currencyCode: "USD"), at: .minute(20))
        #expect(try actions.recordAmountOnShift(Money(minorUnits: 500, currencyCode: "USD"), at: .minute(21)).sentence
            == "Recorded $5.00 on the shift started Mon 30 Nov 9:00 AM, replacing $40.00.")
        _ = try actions.recordAmount(Money(minorUnits: 700, currencyCode: "USD"), onDelivery: 1, at: .minute(22))
        #expect(try actions.recordAmount(Money(minorUnits: 900, currencyCode: "USD"), onDelivery: 1, at: .minute(23)).sentence
            == "Recorded $9.00 on delivery 1, accepted at 9:05 AM, replacing $7.00.")
    }

    @Test func anAmountGoesOnADeliveryAlreadyDroppedOffAndOnAFinishedShift() throws {
        _ = try actions.pickUp(number: 1, at: .minute(20))
        _ = try actions.deliver(number: 1, at: .minute(30))
        _ = try actions.cancel(number: 1, at: .minute(31))
        _ = try intents.perform(.endShift, at: .minute(60))
        let tip = Money(minorUnits: 300, currencyCode: "USD")
        #expect(try actions.recordAmount(tip, onDelivered: 1, at: .minute(90)).sentence
            == "Recorded $3.00 on the delivery dropped off Mon 30 Nov 9:30 AM.")
        #expect(try store.deliveries.deliveries(forShift: 1).first { $0.state == .delivered }?.grossAmount == tip)
        #expect(throws: ScreenActionError.noSuchDeliveredDelivery(number: 2, delivered: 1)) {
            try actions.recordAmount(tip, onDelivered: 2, at: .minute(90))
        }
        #expect(try actions.recordAmountOnShift(tip, at: .minute(95)).sentence
            == "Recorded $3.00 on the shift started Mon 30 Nov 9:00 AM.")
    }

    @Test func anAmountWithNoShiftEverRecordedIsRefused() throws {
        let empty = try TestStore()
        let actions = ScreenActions(connection: empty.connection, logger: empty.log.logger)
        #expect(throws: ScreenActionError.noShiftRecorded) {
            try actions.recordAmountOnShift(Money(minorUnits: 100, currencyCode: "USD"), at: .minute(1))
        }
    }

    @Test func listsDeliveriesAndShiftsWithTheirFigures() throws {
        _ = try actions.pickUp(number: 1, at: .minute(20))
        #expect(try actions.deliveryList() == [
            "1. Picked up at 9:20 AM, accepted at 9:05 AM.", "2. Not picked up yet, accepted at 9:10 AM.",
        ])
        _ = try actions.deliver(number: 1, at: .minute(30))
        _ = try actions.cancel(number: 1, at: .minute(31))
        _ = try actions.recordAmountOnShift(Money(minorUnits: 3000, currencyCode: "USD"), at: .minute(40))
        _ = try intents.perform(.endShift, at: .minute(120))
        #expect(try actions.deliveryList() == ["No deliveries in progress."])
        #expect(try actions.shiftList(limit: 5, asOf: .minute(200)) == [
            "1. Mon 30 Nov 9:00 AM to 11:00 AM: 2 h, 2 h active, 1 delivery (1 cancelled), gross $30.00, "
                + "$15.00 per active hour, no mileage.",
        ])
    }
}
