import Domain
import Glibc
import Services

/// `report` and `mileage-log`: figures computed from the store's records when asked, never stored.
struct ReportCommand {
    let context: MilesSession.Context

    private var unit: DistanceUnit { context.settings.distanceUnit }

    /// The figures of the shifts that started from `first` through `last`, in the driver's time zone.
    private func figures(from first: CalendarDate, through last: CalendarDate) throws -> [ShiftFigures] {
        let start = LocalCalendar.interval(of: first).lowerBound
        let end = LocalCalendar.interval(of: last).upperBound
        return try context.extras.records(startedFrom: start, before: end).map { record in
            ShiftFiguresCalculator.figures(
                for: record.shift, deliveries: record.deliveries, samples: record.samples, costs: record.costs,
                fuelAssumption: record.fuelAssumption, distanceUnit: unit, asOf: context.now)
        }
    }

    /// "2026-11-30", "today" or "yesterday", as a date in the driver's time zone.
    private func date(_ text: String?) -> CalendarDate? {
        let today = LocalCalendar.date(of: context.now)
        switch text {
        case nil, "today": return today
        case "yesterday": return today.adding(days: -1)
        case let text?: return CalendarDate(iso: text)
        }
    }

    private func badDate(_ text: String) -> ExitCode {
        StandardStream.error.write(UsageError("'\(text)' is not a date; write it like 2026-11-30, or today or yesterday.").rendered)
        return .usage
    }

    func report(_ span: MilesCommand.ReportSpan, date dateText: String?, format: MilesCommand.OutputFormat) -> ExitCode {
        guard let date = date(dateText) else { return badDate(dateText ?? "") }
        let period: ReportPeriod =
            switch span {
            case .day: .day(date)
            case .week: .week(containing: date, firstWeekday: context.settings.weekStart)
            case .month: .month(containing: date)
            }
        let metrics: PeriodMetrics
        do {
            metrics = PeriodMetricsCalculator.metrics(
                for: period, shifts: try figures(from: period.firstDate, through: period.lastDate), distanceUnit: unit)
        } catch {
            return context.answer { throw error }
        }
        switch format {
        case .text: StandardStream.output.write(rendered(metrics))
        case .csv: StandardStream.output.write(csv(metrics))
        case .json: StandardStream.output.writeLine(json(metrics))
        }
        return .success
    }

    // MARK: Report text

    private static let headers = ["shifts", "active", "deliveries", "gross", "distance", "fuel", "costs", "net", "net/hour"]

    private func cells(_ totals: PeriodTotals) -> [String] {
        let none = "-"
        return [
            "\(totals.shiftCount)", DurationText.compact(totals.activeTime), "\(totals.deliveredCount)",
            totals.gross?.formatted ?? none,
            totals.distance.map { NumberText.tenths($0.value(in: unit)) + (totals.distanceHasGaps ? "*" : "") } ?? none,
            totals.fuel.map { "~" + $0.formatted } ?? none, totals.costs?.formatted ?? none,
            totals.net.map { $0.formatted + (totals.netIsPartial ? "+" : "") } ?? none,
            totals.netPerActiveHour?.formatted ?? none,
        ]
    }

    private func rendered(_ metrics: PeriodMetrics) -> String {
        var header = ["date"] + Self.headers
        header[5] = unit.plural
        let rows = metrics.days.map { [$0.date.shortText] + cells($0.totals) } + [["total"] + cells(metrics.totals)]
        var result = "\(metrics.period.title.prefix(1).uppercased())\(metrics.period.title.dropFirst())\n\n"
        result += TextTable.render(header: header, rows: rows)
        var notes: [String] = []
        let totals = metrics.totals
        if totals.fuel != nil { notes.append("~ fuel is an estimate from the measured distance and each shift's fuel assumption.") }
        if totals.distanceHasGaps { notes.append("* part of the route was not measured (gaps in the samples).") }
        if totals.shiftsWithoutMileage > 0 {
            let count = totals.shiftsWithoutMileage
            notes.append("\(count) shift\(count == 1 ? " has" : "s have") no mileage, so no fuel estimate; "
                + "+ marks a net that leaves such shifts out.")
        } else if totals.netIsPartial {
            notes.append("+ marks a net that leaves out shifts without a fuel assumption.")
        }
        if !notes.isEmpty { result += "\n" + notes.joined(separator: "\n") + "\n" }
        let glyphs: BarChart.Glyphs =
            BarChart.localeIsUTF8(
                lcAll: context.environment["LC_ALL"], lcCtype: context.environment["LC_CTYPE"], lang: context.environment["LANG"])
            ? .blocks : .ascii
        if metrics.days.count > 1 {
            let bars = metrics.days.map { day in
                BarChart.Bar(
                    label: day.date.shortText, value: Double(day.totals.net?.minorUnits ?? 0) / 100,
                    valueText: day.totals.net?.formatted ?? "-")
            }
            result += "\nNet per day\n" + BarChart.render(bars, glyphs: glyphs)
        }
        return result
    }

    // MARK: Report CSV and JSON

    private static let machineHeaders = [
        "date", "shifts", "active_minutes", "deliveries", "currency", "gross", "distance", "distance_unit",
        "distance_has_gaps", "shifts_without_mileage", "fuel_estimate", "costs", "net", "net_is_partial", "net_per_active_hour",
    ]

    private func machineFields(_ date: String, _ totals: PeriodTotals) -> [String] {
        let currency = totals.gross?.currencyCode ?? totals.fuel?.currencyCode ?? totals.costs?.currencyCode ?? ""
        return [
            date, "\(totals.shiftCount)", "\(max(0, totals.activeTime.wholeMilliseconds) / 60_000)", "\(totals.deliveredCount)",
            currency, Self.decimal(totals.gross), totals.distance.map { NumberText.fixed($0.value(in: unit), decimals: 3) } ?? "",
            unit.rawValue, totals.distanceHasGaps ? "true" : "false", "\(totals.shiftsWithoutMileage)",
            Self.decimal(totals.fuel), Self.decimal(totals.costs), Self.decimal(totals.net), totals.netIsPartial ? "true" : "false",
            Self.decimal(totals.netPerActiveHour),
        ]
    }

    private func csv(_ metrics: PeriodMetrics) -> String {
        let rows = metrics.days.map { machineFields($0.date.description, $0.totals) }
            + [machineFields("total", metrics.totals)]
        return CSVText.render(header: Self.machineHeaders, rows: rows)
    }

    /// Strings stay strings; empty fields are null; the rest are JSON numbers and booleans.
    private func json(_ metrics: PeriodMetrics) -> String {
        func object(_ fields: [String]) -> String {
            let members = zip(Self.machineHeaders, fields).map { key, value -> String in
                let rendered: String
                if value.isEmpty {
                    rendered = "null"
                } else if ["date", "currency", "distance_unit"].contains(key) {
                    rendered = JSONWriter.quoted(value)
                } else {
                    rendered = value
                }
                return "\(JSONWriter.quoted(key)):\(rendered)"
            }
            return "{" + members.joined(separator: ",") + "}"
        }
        let span: String =
            switch metrics.period {
            case .day: "day"
            case .week: "week"
            case .month: "month"
            }
        let days = metrics.days.map { object(machineFields($0.date.description, $0.totals)) }.joined(separator: ",")
        let totals = machineFields("total", metrics.totals)
        return "{\"period\":\(JSONWriter.quoted(span)),\"first\":\(JSONWriter.quoted(metrics.period.firstDate.description)),"
            + "\"last\":\(JSONWriter.quoted(metrics.period.lastDate.description)),\"days\":[\(days)],\"totals\":\(object(totals))}"
    }

    /// "12.50", "-3.10"; empty when absent. Amounts are in cents.
    static func decimal(_ money: Money?) -> String {
        guard let money else { return "" }
        let magnitude = money.minorUnits.magnitude
        let cents = magnitude % 100
        return (money.minorUnits < 0 ? "-" : "") + "\(magnitude / 100).\(cents < 10 ? "0" : "")\(cents)"
    }

    // MARK: Mileage log

    func mileageLog(from fromText: String?, to toText: String?, format: MilesCommand.OutputFormat) -> ExitCode {
        let today = LocalCalendar.date(of: context.now)
        guard let last = toText == nil ? today : date(toText) else { return badDate(toText ?? "") }
        guard let first = fromText == nil ? CalendarDate(year: last.year, month: 1, day: 1) : date(fromText) else {
            return badDate(fromText ?? "")
        }
        guard first <= last else {
            StandardStream.error.write(UsageError("--from \(first) is after --to \(last).").rendered)
            return .usage
        }
        let shifts: [ShiftFigures]
        do { shifts = try figures(from: first, through: last) } catch { return context.answer { throw error } }
        let finished = shifts.filter { figure in figure.mileage != nil }
        let header = [
            "date", "start_time", "end_time", "distance", "distance_unit", "purpose", "start_latitude", "start_longitude",
            "end_latitude", "end_longitude",
        ]
        let rows = finished.map { figure -> [String] in
            let mileage = figure.mileage!
            return [
                LocalCalendar.date(of: figure.startedAt).description, Self.clock(mileage.first.instant),
                Self.clock(mileage.last.instant), NumberText.fixed(mileage.distance.value(in: unit), decimals: 1), unit.rawValue,
                "deliveries", NumberText.fixed(mileage.first.latitude, decimals: 6), NumberText.fixed(mileage.first.longitude, decimals: 6),
                NumberText.fixed(mileage.last.latitude, decimals: 6), NumberText.fixed(mileage.last.longitude, decimals: 6),
            ]
        }
        switch format {
        case .csv:
            StandardStream.output.write(CSVText.render(header: header, rows: rows))
        case .json:
            let objects = rows.map { row in
                "{" + zip(header, row).map { key, value in
                    let numeric = key == "distance" || key.hasSuffix("itude")
                    return "\(JSONWriter.quoted(key)):\(numeric ? value : JSONWriter.quoted(value))"
                }.joined(separator: ",") + "}"
            }
            StandardStream.output.writeLine("[" + objects.joined(separator: ",") + "]")
        case .text:
            let total = finished.reduce(Distance.zero) { $0 + $1.mileage!.distance }
            var text = "Mileage log, \(first) to \(last)\n\n"
            text += TextTable.render(header: header, rows: rows)
            text += "\n\(finished.count) shift\(finished.count == 1 ? "" : "s"), \(total.formatted(in: unit)) in all."
            let without = shifts.count - finished.count
            if without > 0 { text += " \(without) shift\(without == 1 ? " has" : "s have") no route recorded." }
            StandardStream.output.writeLine(text)
        }
        return .success
    }

    /// "09:05" on the 24-hour clock in the driver's time zone.
    static func clock(_ instant: Instant) -> String {
        var seconds = time_t(instant.millisecondsSinceEpoch / 1000 - (instant.millisecondsSinceEpoch % 1000 < 0 ? 1 : 0))
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil else { return "" }
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(two(parts.tm_hour)):\(two(parts.tm_min))"
    }
}
