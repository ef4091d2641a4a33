/// How `dashpilot parse` shows one recognised line in plain text.
public enum ParseOutput {
    /// `StartShift  (matched "start my shift")`, `RecordDeliveryEvent event=pickedUp  (...)`, or
    /// `no match` with a did-you-mean hint when there is one.
    public static func plainLine(input: String, recognition: Recognition) -> String {
        switch recognition {
        case .match(let intent, let slots, let matched):
            let slotText = slots.sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value)" }.joined()
            return "\(intent)\(slotText)  (matched \"\(matched)\")"
        case .noMatch(_, let closest):
            return closest.map { "no match (did you mean \"\($0)\"?)" } ?? "no match"
        case .refused(_, let reason):
            return "no match (refused: \(reason.rawValue))"
        }
    }
}
