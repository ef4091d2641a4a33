/// A period's figures as report rows: one per day and a totals row, for a text table (`TextTable`), CSV
/// (`CSVText`) or the net-per-day chart (`BarChart`). An absent figure is "—" in text and empty in CSV, never 0.
public enum PeriodReport {
    /// Column titles for text; the distance column names the unit ("miles", "km").
    public static func header(unit: DistanceUnit) -> [String] {
        ["Day", "Shifts", "Active", "Deliveries", "Gross", unit.plural.capitalizedFirst, "Fuel", "Costs", "Net", "Per hour"]
    }

    /// Column names for CSV: plain figures without currency signs, the currency in its own column.
    public static func csvHeader(unit: DistanceUnit) -> [String] {
        ["date", "shifts", "active_minutes", "deliveries", "gross", "distance_\(unit.rawValue)", "fuel", "costs", "net",
         "net_is_partial", "gross_per_active_hour", "currency"]
    }

    /// A row per day, then "Total".
    public static func textRows(_ metrics: PeriodMetrics) -> [[String]] {
        metrics.days.map { textRow(label: $0.date.shortText, $0.totals) } + [textRow(label: "Total", metrics.totals)]
    }

    /// A record per day, then one with the date field "total".
    public static func csvRows(_ metrics: PeriodMetrics) -> [[String]] {
        metrics.days.map { csvRow(label: $0.date.description, $0.totals) } + [csvRow(label: "total", metrics.totals)]
    }

    /// Net per day for the chart; a day without a net draws no bar and reads "—".
    public static func netBars(_ metrics: PeriodMetrics) -> [BarChart.Bar] {
        metrics.days.map { day in
            let net = day.totals.net
            return BarChart.Bar(
                label: day.date.shortText, value: Double(net?.minorUnits ?? 0) / 100, valueText: net?.formatted ?? "—")
        }
    }

    static func textRow(label: String, _ totals: PeriodTotals) -> [String] {
        let distance = totals.distance.map { NumberText.tenths($0.value(in: totals.distanceUnit)) + (totals.distanceHasGaps ? "*" : "") }
        let net = totals.net.map { $0.formatted + (totals.netIsPartial ? "*" : "") }
        return [
            label, "\(totals.shiftCount)", DurationText.compact(totals.activeTime), "\(totals.deliveredCount)",
            totals.gross?.formatted ?? "—", distance ?? "—", totals.fuel?.formatted ?? "—", totals.costs?.formatted ?? "—",
            net ?? "—", totals.grossPerActiveHour?.formatted ?? "—",
        ]
    }

    static func csvRow(label: String, _ totals: PeriodTotals) -> [String] {
        let currency = [totals.gross, totals.fuel, totals.costs, totals.net].lazy.compactMap { $0?.currencyCode }.first
        return [
            label, "\(totals.shiftCount)", "\(totals.activeTime.wholeMilliseconds / 60_000)", "\(totals.deliveredCount)",
            plain(totals.gross), totals.distance.map { NumberText.fixed($0.value(in: totals.distanceUnit), decimals: 2) } ?? "",
            plain(totals.fuel), plain(totals.costs), plain(totals.net), totals.netIsPartial ? "true" : "false",
            plain(totals.grossPerActiveHour), currency ?? "",
        ]
    }

    /// "12.50", "-3.10"; empty for no amount.
    static func plain(_ money: Money?) -> String {
        guard let money else { return "" }
        let magnitude = money.minorUnits.magnitude
        let cents = magnitude % 100
        return "\(money.minorUnits < 0 ? "-" : "")\(magnitude / 100).\(cents < 10 ? "0" : "")\(cents)"
    }
}

extension String {
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
