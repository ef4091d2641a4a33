import Persistence
import Testing

@Suite struct StoreLocationTests {
    private let full = ["DASHPILOT_STORE": "/env/store.sqlite", "XDG_DATA_HOME": "/xdg", "HOME": "/home/d"]

    @Test func anExplicitPathWins() {
        #expect(StoreLocation.resolve(explicit: "/cli.sqlite", environment: full) == "/cli.sqlite")
    }

    @Test func theEnvironmentVariableComesNext() {
        #expect(StoreLocation.resolve(explicit: nil, environment: full) == "/env/store.sqlite")
    }

    @Test func thenTheXDGDataHome() {
        var environment = full
        environment["DASHPILOT_STORE"] = nil
        #expect(StoreLocation.resolve(explicit: nil, environment: environment) == "/xdg/dashpilot/dashpilot.sqlite")
    }

    @Test func thenTheHomeDirectory() {
        let home = ["HOME": "/home/d", "XDG_DATA_HOME": "relative/is/ignored", "DASHPILOT_STORE": ""]
        #expect(
            StoreLocation.resolve(explicit: nil, environment: home) == "/home/d/.local/share/dashpilot/dashpilot.sqlite")
    }
}
