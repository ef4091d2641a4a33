import Domain
import Intents
import Testing

@Suite struct LifecycleIntentTests {
    @Test func everyNameRoundTrips() {
        for name in LifecycleIntent.allNames {
            #expect(LifecycleIntent(name: name)?.name == name)
        }
    }

    @Test func theEventSlotIsReadWhenPresent() {
        #expect(LifecycleIntent(name: "RecordDeliveryEvent", slots: ["event": "pickedUp"]) == .recordDeliveryEvent(.pickedUp))
        #expect(LifecycleIntent(name: "RecordDeliveryEvent", slots: ["event": "delivered"]) == .recordDeliveryEvent(.delivered))
        #expect(LifecycleIntent(name: "RecordDeliveryEvent") == .recordDeliveryEvent(nil))
        #expect(LifecycleIntent.recordDeliveryEvent(.delivered).slots == ["event": "delivered"])
    }

    @Test func unknownNamesAndEventsAreNotGuessed() {
        #expect(LifecycleIntent(name: "CancelDelivery") == nil)
        #expect(LifecycleIntent(name: "RecordDeliveryEvent", slots: ["event": "tipped"]) == nil)
    }
}
