import Domain

/// A value bound to a statement parameter, in the four storage classes the schema uses.
public enum SQLValue: Sendable, Hashable {
    case integer(Int64)
    case text(String)
    /// Coordinates, accuracies, speeds and fuel consumption: measured, never money.
    case real(Double)
    case null

    public static func instant(_ instant: Instant?) -> SQLValue {
        instant.map { .integer($0.millisecondsSinceEpoch) } ?? .null
    }

    public static func optional(_ value: Int64?) -> SQLValue {
        value.map { .integer($0) } ?? .null
    }

    public static func optional(_ value: Double?) -> SQLValue {
        value.map { .real($0) } ?? .null
    }

    public static func optional(_ value: String?) -> SQLValue {
        value.map { .text($0) } ?? .null
    }
}
