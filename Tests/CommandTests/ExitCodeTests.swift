import Command
import Domain
import Testing

@Suite struct ExitCodeTests {
    @Test func outcomesMapToTheExitCodesOfSay() {
        #expect(ExitCode(.performed) == .success)
        #expect(ExitCode(.answered) == .success)
        #expect(ExitCode(.refused).rawValue == 1)
        #expect(ExitCode(.notUnderstood).rawValue == 2)
        #expect(ExitCode(.error).rawValue == 74)
    }
}
