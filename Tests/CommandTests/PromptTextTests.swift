import Testing
import Command

@Suite struct PromptTextTests {
    @Test func showsTheStateAtAGlance() {
        #expect(PromptText.render(elapsed: "2h14m", isPaused: true, isParked: false, activeDeliveries: 2)
            == "on shift 2h14m · paused · 2 deliveries › ")
        #expect(PromptText.render(elapsed: "0m", isPaused: false, isParked: true, activeDeliveries: 1)
            == "on shift 0m · parked · 1 delivery › ")
        #expect(PromptText.render(elapsed: "45m", isPaused: false, isParked: false, activeDeliveries: 0) == "on shift 45m › ")
    }

    @Test func offShiftShowsNothingElse() {
        #expect(PromptText.render(elapsed: nil, isPaused: false, isParked: false, activeDeliveries: 0) == "off shift › ")
    }
}
