/// Money a shift cost besides fuel (a toll, parking, a car wash), recorded by an explicit command only.
public struct ShiftCost: Hashable, Sendable, Identifiable {
    public var id: Int64
    public var shiftID: Int64
    public var amount: Money
    public var note: String?
    public var recordedAt: Instant

    public init(id: Int64, shiftID: Int64, amount: Money, note: String? = nil, recordedAt: Instant) {
        self.id = id
        self.shiftID = shiftID
        self.amount = amount
        self.note = note
        self.recordedAt = recordedAt
    }
}
