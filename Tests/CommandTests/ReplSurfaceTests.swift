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

    @Test func tabCompletesTheWordBeingTypedOrTheNextOneNotWholePhrases() throws {
        let fixture = try ProcessorFixture()
        let complete = ReplSurface.completer(for: fixture.processor)
        let afterSpace = complete("picked ")
        #expect(afterSpace.contains("picked up"))
        #expect(afterSpace.allSatisfy { $0.split(separator: " ").count == 2 })
        #expect(Set(afterSpace).count == afterSpace.count)
        #expect(complete("pause my sh") == ["pause my shift"])
    }

    @Test func nextWordsCutsEachPhraseWithoutRepeats() {
        let phrases = ["picked up", "picked up the order", "picked it up", "picked up food"]
        #expect(ReplSurface.nextWords(of: phrases, typed: "picked ", limit: 10) == ["picked up", "picked it"])
        #expect(ReplSurface.nextWords(of: ["picked up", "picked up food"], typed: "picked u", limit: 10) == ["picked up"])
        #expect(ReplSurface.nextWords(of: phrases, typed: "picked ", limit: 1) == ["picked up"])
    }
}
