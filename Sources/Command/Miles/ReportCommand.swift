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

    // MARK: Report text, CSV and JSON

    private var isUTF8: Bool { TerminalLocale.isUTF8 }

    /// The table, its notes and the net chart; in a locale that is not UTF-8 every character is ASCII.
    private func rendered(_ metrics: PeriodMetrics) -> String {
        let title = metrics.period.title
        var result = "\(title.prefix(1).uppercased())\(title.dropFirst())\n\n"
        result += TextTable.render(header: PeriodReport.header(unit: unit), rows: PeriodReport.textRows(metrics))
        var notes: [String] = []
        let totals = metrics.totals
        if totals.fuel != nil { notes.append("Fuel is an estimate from the measured distance and each shift's fuel assumption.") }
        if totals.distanceHasGaps { notes.append("* after a distance: part of the route was not measured (gaps in the samples).") }
        if totals.shiftsWithoutMileage > 0 {
            let count = totals.shiftsWithoutMileage
            notes.append("\(count) shift\(count == 1 ? " has" : "s have") no mileage, so no fuel estimate and no net.")
        }
        if totals.netIsPartial { notes.append("* after a net: it leaves out shifts without mileage or a fuel assumption.") }
        if !notes.isEmpty { result += "\n" + notes.joined(separator: "\n") + "\n" }
        if metrics.days.count > 1 {
            result += "\nNet per day\n" + BarChart.render(PeriodReport.netBars(metrics), glyphs: isUTF8 ? .blocks : .ascii)
        }
        return isUTF8 ? result : result.replacingDash
    }

    private func csv(_ metrics: PeriodMetrics) -> String {
        CSVText.render(header: PeriodReport.csvHeader(unit: unit), rows: PeriodReport.csvRows(metrics))
    }

    /// The CSV's fields as JSON: text fields as strings, empty fields as null, the rest as numbers and booleans.
    private func json(_ metrics: PeriodMetrics) -> String {
        let header = PeriodReport.csvHeader(unit: unit)
        func object(_ fields: [String]) -> String {
            let members = zip(header, fields).map { key, value -> String in
                let rendered =
                    value.isEmpty ? "null" : (key == "date" || key == "currency") ? JSONWriter.quoted(value) : value
                return "\(JSONWriter.quoted(key)):\(rendered)"
            }
            return "{" + members.joined(separator: ",") + "}"
        }
        let rows = PeriodReport.csvRows(metrics).map(object)
        let span: String =
            switch metrics.period {
            case .day: "day"
            case .week: "week"
            case .month: "month"
            }
        return "{\"period\":\(JSONWriter.quoted(span)),\"first\":\(JSONWriter.quoted(metrics.period.firstDate.description)),"
            + "\"last\":\(JSONWriter.quoted(metrics.period.lastDate.description)),\"distance_unit\":\(JSONWriter.quoted(unit.rawValue)),"
            + "\"days\":[\(rows.dropLast().joined(separator: ","))],\"totals\":\(rows.last ?? "null")}"
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

extension String {
    /// The report's absent-figure dash, as ASCII for a locale that cannot show it.
    fileprivate var replacingDash: String { replacing("\u{2014}", with: "-") }
}
