@testable import Command
import Domain
import Testing
import TestSupport

@Suite struct ReplSurfaceTests {
    @Test func thePromptShowsTheDayAsTheStoreHoldsIt() throws {
        let fixture = try ProcessorFixture()
        #expect(ReplSurface.prompt(fixture.processor, asOf: .minute(0)) == "off shift › ")
        fixture.say("start my shift", 0)
        fixture.say("new order", 1)
        fixture.say("pause my shift", 2)
        #expect(ReplSurface.prompt(fixture.processor, asOf: .minute(134)) == "on shift 2h14m · paused · 1 delivery › ")
    }

    @Test func tabCompletesPhrasesCommandsAndMacroNames() throws {
        let fixture = try ProcessorFixture(macros: "lunch run:\n  I'm parked\n")
        let complete = ReplSurface.completer(for: fixture.processor)
        #expect(complete("pause my sh").contains("pause my shift"))
        #expect(complete(":pi") == [":pickup"])
        #expect(complete("lunch r").first == "lunch run")
    }
}
