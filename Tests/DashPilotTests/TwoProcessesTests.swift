import Testing

/// Two processes on one store meet through SQLite's locking: neither loses the other's writes, and a rule
/// checked by one holds for the other.
@Suite struct TwoProcessesTests {
    @Test func twoPipesOnOneStoreKeepEveryWriteAndOneShift() throws {
        let sandbox = Sandbox()
        let lines = "start my shift\n" + String(repeating: "new order\n", count: 15)
        let first = try Launched(["--json"], input: Array(lines.utf8), environment: sandbox.environment)
        let second = try Launched(["--json"], input: Array(lines.utf8), environment: sandbox.environment)
        let replies = try first.wait().replies() + second.wait().replies()
        #expect(replies.filter { $0.intent == "StartShift" }.map(\.outcome).sorted() == ["performed", "refused"])
        #expect(replies.filter { $0.intent == "StartDelivery" && $0.outcome == "performed" }.count == 30)
        #expect(try sandbox.count("shifts") == 1)
        #expect(try sandbox.count("deliveries") == 30)
        #expect(try sandbox.journal().count == 32)
    }
}
