/// Rows as aligned plain text: the first row is the header, text columns left-aligned, numeric-looking cells
/// right-aligned, two spaces between columns, and a rule of dashes under the header.
public enum TextTable {
    public static func render(header: [String], rows: [[String]]) -> String {
        let columnCount = ([header] + rows).map(\.count).max() ?? 0
        let padded = ([header] + rows).map { $0 + Array(repeating: "", count: columnCount - $0.count) }
        let widths = (0..<columnCount).map { column in padded.map { $0[column].count }.max() ?? 0 }
        let numeric = (0..<columnCount).map { column in
            rows.contains { !$0[safe: column].isEmpty } && rows.allSatisfy { looksNumeric($0[safe: column]) }
        }
        var lines: [String] = []
        for (index, row) in padded.enumerated() {
            let cells = row.enumerated().map { column, cell in
                let fill = String(repeating: " ", count: widths[column] - cell.count)
                return numeric[column] ? fill + cell : cell + fill
            }
            lines.append(trimmedTrailingSpaces(cells.joined(separator: "  ")))
            if index == 0 {
                lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Figures such as "12.50", "$180.00", "-3.10", "41.2", "2h14m", "—" (an absent figure), or empty.
    static func looksNumeric(_ cell: String) -> Bool {
        guard let first = cell.first else { return true }
        return cell == "-" || cell == "—" || first.isNumber || first == "$" || first == "-" && cell.count > 1
    }

    private static func trimmedTrailingSpaces(_ line: String) -> String {
        String(line.reversed().drop { $0 == " " }.reversed())
    }
}

extension Array where Element == String {
    fileprivate subscript(safe index: Int) -> String { indices.contains(index) ? self[index] : "" }
}
