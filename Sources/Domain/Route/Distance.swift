/// The unit a driver reads distances in, chosen by a setting; rates "per mile" follow it.
public enum DistanceUnit: String, Hashable, Sendable, CaseIterable {
    case kilometres = "km"
    case miles = "mi"

    /// International mile and kilometre, exactly.
    public var metres: Double {
        switch self {
        case .kilometres: 1000
        case .miles: 1609.344
        }
    }

    /// Reads a setting's value: "km", "kilometres", "kilometers", "mi", "miles" (any case); nil otherwise.
    public init?(setting: String) {
        switch setting.lowercased() {
        case "km", "kilometre", "kilometres", "kilometer", "kilometers": self = .kilometres
        case "mi", "mile", "miles": self = .miles
        default: return nil
        }
    }

    /// "mile", "km": the word after a rate's slash ("$1.20/mile").
    public var singular: String {
        switch self {
        case .kilometres: "km"
        case .miles: "mile"
        }
    }

    /// "miles", "km".
    public var plural: String {
        switch self {
        case .kilometres: "km"
        case .miles: "miles"
        }
    }
}

/// A length in metres; shown in the driver's unit, to a tenth.
public struct Distance: Hashable, Sendable, Comparable {
    public var metres: Double

    public init(metres: Double) {
        self.metres = metres
    }

    public static let zero = Distance(metres: 0)

    public func value(in unit: DistanceUnit) -> Double { metres / unit.metres }

    /// "41.2 miles", "66.3 km", "1.0 mile".
    public func formatted(in unit: DistanceUnit) -> String {
        let text = NumberText.tenths(value(in: unit))
        return "\(text) \(text == "1.0" ? unit.singular : unit.plural)"
    }

    public static func + (lhs: Distance, rhs: Distance) -> Distance { Distance(metres: lhs.metres + rhs.metres) }

    public static func < (lhs: Distance, rhs: Distance) -> Bool { lhs.metres < rhs.metres }
}

/// Decimal text for measured quantities, without Foundation's formatters.
public enum NumberText {
    /// One decimal, rounded half away from zero: 41.25 -> "41.3", 0 -> "0.0".
    public static func tenths(_ value: Double) -> String {
        fixed(value, decimals: 1)
    }

    /// At most one decimal and no trailing ".0": 31 -> "31", 6.5 -> "6.5".
    public static func compact(_ value: Double) -> String {
        let text = fixed(value, decimals: 1)
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// `decimals` places (0...6), rounded half away from zero; non-finite values read as "0".
    public static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "0" }
        var scale: Double = 1
        for _ in 0..<max(0, min(decimals, 6)) { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9e15 else { return value < 0 ? "-\(Int64(abs(value)))" : "\(Int64(value))" }
        let units = Int64(scaled)
        let divisor = Int64(scale)
        let sign = value < 0 && units != 0 ? "-" : ""
        guard decimals > 0 else { return "\(sign)\(units)" }
        let fraction = String(units % divisor)
        let padding = String(repeating: "0", count: max(0, min(decimals, 6) - fraction.count))
        return "\(sign)\(units / divisor).\(padding)\(fraction)"
    }
}
