import Testing
@testable import Grammar

@Suite struct EdgeTableTests {
    @Test func findsEveryKeyAfterGrowingAndMissesOthers() {
        var table = EdgeTable()
        let keys = (0..<5_000).map { UInt64($0 / 7) << 32 | UInt64($0 % 7) }
        for (index, key) in keys.enumerated() { table.set(Int32(index), for: key) }
        #expect(keys.enumerated().allSatisfy { table.value(for: $0.element) == Int32($0.offset) })
        #expect(table.value(for: UInt64(1) << 32 | 9) == nil)
        #expect(table.value(for: UInt64(9_999) << 32) == nil)
    }

    @Test func settingAKeyAgainReplacesItsValue() {
        var table = EdgeTable()
        table.set(3, for: 42)
        table.set(4, for: 42)
        #expect(table.value(for: 42) == 4)
    }

    @Test func unknownWordKeyIsAnOrdinaryKey() {
        var table = EdgeTable()
        let wildcard = UInt64(5) << 32 | UInt64(UInt32(bitPattern: Vocabulary.unknown))
        table.set(8, for: wildcard)
        #expect(table.value(for: wildcard) == 8)
        #expect(table.value(for: UInt64(5) << 32) == nil)
    }
}
