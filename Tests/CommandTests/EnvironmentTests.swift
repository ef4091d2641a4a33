import Glibc
import Testing
import Command

@Suite struct EnvironmentTests {
    @Test func readsTheProcessEnvironmentIncludingValuesWithEqualsSigns() {
        setenv("DASHPILOT_ENVIRONMENT_TEST", "a=b c", 1)
        defer { unsetenv("DASHPILOT_ENVIRONMENT_TEST") }
        let environment = Environment.current()
        #expect(environment["DASHPILOT_ENVIRONMENT_TEST"] == "a=b c")
        #expect(environment["PATH"] == String(cString: getenv("PATH")))
    }

    @Test func passwordDatabaseKnowsAHome() {
        #expect(Environment.passwordDatabaseHome()?.hasPrefix("/") == true)
    }
}
