import Testing
import Command

// Line editing itself is exercised through a pseudo-terminal by the end-to-end tests.
@Suite struct LineEditorTests {
    @Test func completionMatchesTheWholeLineIgnoringCase() {
        let candidates = ["start my shift", "start a delivery", "Stop", "start my shift", ":status"]
        #expect(LineEditor.matches(for: "start m", in: candidates) == ["start my shift"])
        #expect(LineEditor.matches(for: "ST", in: candidates) == ["start my shift", "start a delivery", "Stop"])
        #expect(LineEditor.matches(for: ":", in: candidates) == [":status"])
        #expect(LineEditor.matches(for: "x", in: candidates).isEmpty)
        #expect(LineEditor.matches(for: "", in: candidates).count == 4)
    }
}
