import Domain

extension Phrasing {
    /// The shift line with its distance, gross per mile and net after fuel and costs added: "…, 12.3 miles,
    /// $1.63 per mile, net $16.10 after fuel and costs." A shift without a route says so rather than "0 miles".
    static func moneyAndMilesLine(_ line: String, _ figures: ShiftFigures) -> String {
        var parts = [String(line.hasSuffix(".") ? line.dropLast() : Substring(line))]
        parts.append(figures.mileageText)
        if let perDistance = figures.grossPerDistance { parts.append("\(perDistance.formatted) per \(figures.distanceUnit.singular)") }
        if let costs = figures.costs { parts.append("costs \(costs.formatted)") }
        if let net = figures.net { parts.append("net \(net.formatted) after \(figures.fuel.map { "about \($0.cost.formatted) of fuel" } ?? "fuel") and costs") }
        return parts.joined(separator: ", ") + "."
    }
}
