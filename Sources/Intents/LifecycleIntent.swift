import Domain

/// The eight things a driver can do by voice, with no screen: the same set the original app exposed to
/// Siri and Shortcuts.
public enum LifecycleIntent: Hashable, Sendable {
    case startShift
    case endShift
    case pauseShift
    case resumeShift
    case parkVehicle
    case driveAgain
    case startDelivery
    /// The next step of the one delivery in progress; `event` is set when the sentence named the step.
    case recordDeliveryEvent(DeliveryEvent?)

    /// Builds an intent from a recogniser's result: its intent name and slot values.
    /// Returns nil for an unknown name or an unknown event value, so nothing is guessed.
    public init?(name: String, slots: [String: String] = [:]) {
        switch name {
        case "StartShift": self = .startShift
        case "EndShift": self = .endShift
        case "PauseShift": self = .pauseShift
        case "ResumeShift": self = .resumeShift
        case "ParkVehicle": self = .parkVehicle
        case "DriveAgain": self = .driveAgain
        case "StartDelivery": self = .startDelivery
        case "RecordDeliveryEvent":
            guard let value = slots["event"] else {
                self = .recordDeliveryEvent(nil)
                return
            }
            guard let event = DeliveryEvent(rawValue: value) else { return nil }
            self = .recordDeliveryEvent(event)
        default: return nil
        }
    }

    /// The name grammars and the JSON output use.
    public var name: String {
        switch self {
        case .startShift: "StartShift"
        case .endShift: "EndShift"
        case .pauseShift: "PauseShift"
        case .resumeShift: "ResumeShift"
        case .parkVehicle: "ParkVehicle"
        case .driveAgain: "DriveAgain"
        case .startDelivery: "StartDelivery"
        case .recordDeliveryEvent: "RecordDeliveryEvent"
        }
    }

    /// Slot values as a recogniser reports them.
    public var slots: [String: String] {
        if case .recordDeliveryEvent(let event?) = self { return ["event": event.rawValue] }
        return [:]
    }

    public static let allNames = [
        "StartShift", "EndShift", "PauseShift", "ResumeShift",
        "ParkVehicle", "DriveAgain", "StartDelivery", "RecordDeliveryEvent",
    ]
}
