/// A horizontal bar per labelled value, scaled so the largest magnitude fills `width` cells. In UTF-8 bars are
/// drawn with block characters to an eighth of a cell; `ascii` draws `#` to whole cells for other locales.
/// Negative values draw a `-` marker bar of their magnitude (a loss is not hidden).
public enum BarChart {
    public struct Bar: Hashable, Sendable {
        public var label: String
        public var value: Double
        /// The figure printed after the bar, e.g. "$84.10".
        public var valueText: String

        public init(label: String, value: Double, valueText: String) {
            self.label = label
            self.value = value
            self.valueText = valueText
        }
    }

    public enum Glyphs: Hashable, Sendable {
        case blocks
        case ascii
    }

    private static let eighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    public static func render(_ bars: [Bar], width: Int = 30, glyphs: Glyphs) -> String {
        guard !bars.isEmpty else { return "" }
        let largest = bars.map { abs($0.value.isFinite ? $0.value : 0) }.max() ?? 0
        let labelWidth = bars.map(\.label.count).max() ?? 0
        let cells = max(1, width)
        let lines = bars.map { bar -> String in
            let magnitude = bar.value.isFinite ? abs(bar.value) : 0
            let eighthsCount = largest > 0 ? Int((magnitude / largest * Double(cells * 8)).rounded()) : 0
            let drawn = draw(eighths: eighthsCount, glyphs: glyphs, negative: bar.value < 0)
            let label = bar.label + String(repeating: " ", count: labelWidth - bar.label.count)
            let pad = String(repeating: " ", count: max(0, cells - drawn.count))
            return "\(label) \(drawn)\(pad) \(bar.valueText)"
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func draw(eighths count: Int, glyphs: Glyphs, negative: Bool) -> String {
        switch glyphs {
        case .ascii:
            let whole = (count + 4) / 8
            return String(repeating: negative ? "-" : "#", count: whole)
        case .blocks:
            if negative { return String(repeating: "░", count: (count + 4) / 8) }
            let whole = String(repeating: "█", count: count / 8)
            let remainder = count % 8
            return remainder == 0 ? whole : whole + String(eighths[remainder - 1])
        }
    }
}
