import Domain

/// A value bound to a statement parameter, in the three storage classes the schema uses.
public enum SQLValue: Sendable, Hashable {
    case integer(Int64)
    case text(String)
    case null

    public static func instant(_ instant: Instant?) -> SQLValue {
        instant.map { .integer($0.millisecondsSinceEpoch) } ?? .null
    }

    public static func optional(_ value: Int64?) -> SQLValue {
        value.map { .integer($0) } ?? .null
    }

    public static func optional(_ value: String?) -> SQLValue {
        value.map { .text($0) } ?? .null
    }
}
