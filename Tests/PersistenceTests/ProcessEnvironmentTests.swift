import Glibc
import Persistence
import Testing

@Suite struct ProcessEnvironmentTests {
    @Test func readsTheProcessEnvironment() {
        setenv("DASHPILOT_ENVIRONMENT_PROBE", "a=b", 1)
        #expect(ProcessEnvironment.current()["DASHPILOT_ENVIRONMENT_PROBE"] == "a=b")
    }
}
