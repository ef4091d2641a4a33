/// The REPL's prompt: the state at a glance, e.g. `on shift 2h14m · paused · 2 deliveries › `.
public enum PromptText {
    /// Before the first line of a REPL on a store not created yet: no shift can be running.
    public static func noStoreYet(ascii: Bool) -> String {
        render(elapsed: nil, isPaused: false, isParked: false, activeDeliveries: 0, ascii: ascii)
    }

    /// `elapsed` is the running shift's compact elapsed time ("2h14m"), nil when no shift is running.
    /// `ascii` uses `-` and `>` for `·` and `›`, for a terminal whose locale is not UTF-8 (readline would
    /// count each of their bytes as a column and garble long lines).
    public static func render(
        elapsed: String?, isPaused: Bool, isParked: Bool, activeDeliveries: Int, ascii: Bool = false
    ) -> String {
        let (separator, end) = ascii ? (" - ", " > ") : (" · ", " › ")
        guard let elapsed else { return "off shift" + end }
        var parts = ["on shift \(elapsed)"]
        if isPaused { parts.append("paused") }
        if isParked { parts.append("parked") }
        if activeDeliveries > 0 { parts.append(activeDeliveries == 1 ? "1 delivery" : "\(activeDeliveries) deliveries") }
        return parts.joined(separator: separator) + end
    }
}
