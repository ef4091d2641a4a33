import Glibc

/// What the locale says about the terminal's characters, asked of the C library as readline and every other
/// program on the machine see it (LC_ALL, LC_CTYPE, LANG, and whether that locale is installed at all).
enum TerminalLocale {
    /// Whether the locale's codeset is UTF-8; outside it the prompt and the report draw only ASCII.
    static var isUTF8: Bool {
        setlocale(LC_CTYPE, "")
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }
}
