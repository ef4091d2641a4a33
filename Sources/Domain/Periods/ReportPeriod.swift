/// The span a report covers: one day, the week containing a date, or the month containing it.
public enum ReportPeriod: Hashable, Sendable {
    case day(CalendarDate)
    /// Seven days starting on the latest `firstWeekday` on or before the date (Monday for an ISO week).
    case week(containing: CalendarDate, firstWeekday: Weekday)
    case month(containing: CalendarDate)

    /// The first date of the period.
    public var firstDate: CalendarDate {
        switch self {
        case .day(let date): date
        case .week(let date, let firstWeekday):
            date.adding(days: -((date.weekday.rawValue - firstWeekday.rawValue + 7) % 7))
        case .month(let date): date.firstOfMonth
        }
    }

    /// The last date of the period, inclusive.
    public var lastDate: CalendarDate {
        switch self {
        case .day(let date): date
        case .week: firstDate.adding(days: 6)
        case .month(let date): date.firstOfMonth.adding(days: date.daysInMonth - 1)
        }
    }

    /// Every date in the period, in order.
    public var dates: [CalendarDate] {
        let first = firstDate
        return (0...lastDate.days(since: first)).map { first.adding(days: $0) }
    }

    public func contains(_ date: CalendarDate) -> Bool {
        date >= firstDate && date <= lastDate
    }

    /// "Mon 30 Nov", "week of Mon 30 Nov", "November 2026".
    public var title: String {
        switch self {
        case .day(let date): date.shortText
        case .week: "week of \(firstDate.shortText)"
        case .month(let date): "\(Self.monthNames[date.month - 1]) \(date.year)"
        }
    }

    private static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
}
