/// One order as recorded: accepted, then picked up, then delivered, or cancelled before delivery.
public struct Delivery: Hashable, Sendable, Identifiable {
    public var id: Int64
    public var shiftID: Int64?
    public var offerID: Int64?
    public var acceptedAt: Instant
    public var pickedUpAt: Instant?
    public var deliveredAt: Instant?
    public var cancelledAt: Instant?
    public var grossAmount: Money?

    public init(
        id: Int64, shiftID: Int64?, offerID: Int64?, acceptedAt: Instant, pickedUpAt: Instant? = nil,
        deliveredAt: Instant? = nil, cancelledAt: Instant? = nil, grossAmount: Money? = nil
    ) {
        self.id = id
        self.shiftID = shiftID
        self.offerID = offerID
        self.acceptedAt = acceptedAt
        self.pickedUpAt = pickedUpAt
        self.deliveredAt = deliveredAt
        self.cancelledAt = cancelledAt
        self.grossAmount = grossAmount
    }

    public var state: DeliveryState {
        if cancelledAt != nil { return .cancelled }
        if deliveredAt != nil { return .delivered }
        if pickedUpAt != nil { return .pickedUp }
        return .accepted
    }

    public var isActive: Bool { !state.isTerminal }

    /// The step a driver would record next, or nil once the delivery is finished.
    public var nextEvent: DeliveryEvent? {
        switch state {
        case .accepted: .pickedUp
        case .pickedUp: .delivered
        case .delivered, .cancelled: nil
        }
    }

    /// The latest instant this delivery records; a later event may not be placed before it.
    public var latestRecordedInstant: Instant {
        [pickedUpAt, deliveredAt, cancelledAt].compactMap { $0 }.max() ?? acceptedAt
    }

    /// Accepted to picked up: the wait at the pickup.
    public var waitInterval: Duration? {
        pickedUpAt.map { max($0.duration(since: acceptedAt), .zero) }
    }

    /// Picked up to delivered: the drive to the customer.
    public var dropOffInterval: Duration? {
        guard let pickedUpAt, let deliveredAt else { return nil }
        return max(deliveredAt.duration(since: pickedUpAt), .zero)
    }

    /// Why `event` cannot be recorded now, or nil if it is the next step.
    public func refusal(of event: DeliveryEvent) -> DeliveryLifecycleError? {
        switch (state, event) {
        case (.accepted, .pickedUp), (.pickedUp, .delivered): nil
        case (.accepted, .delivered): .skippedStep
        case (.pickedUp, .pickedUp): .repeatedEvent(.pickedUp)
        case (.delivered, .delivered): .repeatedEvent(.delivered)
        case (.delivered, .pickedUp), (.cancelled, _): .alreadyFinished(state)
        }
    }

    /// Why the delivery cannot be cancelled now, or nil if it can.
    public var refusalToCancel: DeliveryLifecycleError? {
        state.isTerminal ? .alreadyFinished(state) : nil
    }
}
