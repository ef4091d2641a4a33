/// A day on the calendar with no time and no zone: 30 November 2026 is that day wherever the driver is.
/// Never stored or passed as an instant (midnight UTC would slip a day west of Greenwich); it becomes instants
/// only through `LocalCalendar`, in the driver's zone.
public struct CalendarDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// Nil for a day the proleptic Gregorian calendar does not have (31 April, 29 February 2027) or a year
    /// outside 1...9999.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...CalendarDate.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Reads "2026-11-30"; nil for anything else.
    public init?(iso text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy { ("0"..."9").contains($0) } }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The day `days` after 1970-01-01 (negative before it).
    public init(daysSinceEpoch days: Int64) {
        // Howard Hinnant's civil_from_days, on 400-year eras.
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.year = Int(year)
        self.month = Int(month)
        self.day = Int(day)
    }

    /// Days from 1970-01-01 to this date (Hinnant's days_from_civil).
    public var daysSinceEpoch: Int64 {
        let y = Int64(month <= 2 ? year - 1 : year)
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let m = Int64(month)
        let dayOfYear = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + Int64(day) - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    public func adding(days: Int) -> CalendarDate {
        CalendarDate(daysSinceEpoch: daysSinceEpoch + Int64(days))
    }

    /// Whole days from `other` to this date.
    public func days(since other: CalendarDate) -> Int {
        Int(daysSinceEpoch - other.daysSinceEpoch)
    }

    public var weekday: Weekday {
        // 1970-01-01 was a Thursday (ISO 4).
        let index = (daysSinceEpoch + 3).floorModulo(7)
        return Weekday(rawValue: Int(index) + 1)!
    }

    /// The first day of this date's month.
    public var firstOfMonth: CalendarDate { CalendarDate(year: year, month: month, day: 1)! }

    public var daysInMonth: Int { CalendarDate.daysIn(month: month, year: year) }

    /// "2026-11-30".
    public var description: String {
        let y = String(year)
        return String(repeating: "0", count: max(0, 4 - y.count)) + y + "-" + Self.twoDigits(month) + "-" + Self.twoDigits(day)
    }

    /// "Mon 30 Nov".
    public var shortText: String {
        "\(weekday.shortName) \(day) \(Self.monthNames[month - 1])"
    }

    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}

/// Days of the week numbered as ISO 8601 numbers them, Monday 1 to Sunday 7.
public enum Weekday: Int, Hashable, Sendable, CaseIterable {
    case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday

    /// "mon", "monday", "Sun"... (any case); nil otherwise. For a week-start setting.
    public init?(name: String) {
        let lowered = name.lowercased()
        guard let match = Weekday.allCases.first(where: { lowered == $0.fullName.lowercased() || lowered == $0.shortName.lowercased() })
        else { return nil }
        self = match
    }

    public var shortName: String { String(fullName.prefix(3)) }

    public var fullName: String {
        ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][rawValue - 1]
    }
}

extension Int64 {
    func floorModulo(_ divisor: Int64) -> Int64 {
        let remainder = self % divisor
        return remainder < 0 ? remainder + divisor : remainder
    }
}
