/// RFC 4180 CSV: fields holding a comma, a double quote, CR or LF are quoted with inner quotes doubled;
/// records end with CRLF, as the RFC specifies.
public enum CSVText {
    public static func render(header: [String], rows: [[String]]) -> String {
        ([header] + rows).map(record).joined()
    }

    public static func record(_ fields: [String]) -> String {
        fields.map(field).joined(separator: ",") + "\r\n"
    }

    public static func field(_ value: String) -> String {
        let needsQuotes = value.contains { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" || $0 == "\r\n" }
        guard needsQuotes else { return value }
        return "\"" + value.replacing("\"", with: "\"\"") + "\""
    }
}
