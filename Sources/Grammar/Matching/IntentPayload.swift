/// What a phrase means: the intent and the slot values its words chose.
struct IntentPayload: Sendable, Hashable {
    let intent: String
    let slots: [String: String]

    var label: String {
        slots.isEmpty ? intent : intent + " " + slots.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
    }
}
