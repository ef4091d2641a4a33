/// The line-by-line state of reading a macros file.
struct MacroFileParser {
    let fileName: String
    private(set) var macros: [Macro] = []
    private(set) var diagnostics: [FileDiagnostic] = []
    private var current: Macro?
    // A step line that could not be read still counts, so "no steps" is not reported on top of it.
    private var currentHadUnreadableStep = false

    init(fileName: String) {
        self.fileName = fileName
    }

    mutating func read(line: InputLine, number: Int) {
        switch line {
        case .problem(let problem):
            report(number, 1, message(for: problem))
            currentHadUnreadableStep = current != nil
        case .text(let text):
            read(text: text, number: number)
        }
    }

    mutating func finish() {
        closeCurrent()
    }

    private mutating func read(text: String, number: Int) {
        let body = text.drop { $0 == " " || $0 == "\t" }
        if body.isEmpty || body.first == "#" { return }
        let column = text.distance(from: text.startIndex, to: body.startIndex) + 1
        let sentence = String(body.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
        if column > 1 {
            guard current != nil else {
                return report(number, column, "a step must follow a macro name (a line ending with ':')")
            }
            current!.steps.append(Macro.Step(sentence: sentence, location: location(number, column)))
        } else if sentence.hasSuffix(":") {
            startMacro(named: String(sentence.dropLast()), number: number)
        } else {
            report(number, 1, "expected a macro name ending with ':', or an indented step")
        }
    }

    private mutating func startMacro(named rawName: String, number: Int) {
        closeCurrent()
        let name = rawName.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
        guard !name.isEmpty else { return report(number, 1, "a macro needs a name before the ':'") }
        if let earlier = macros.first(where: { Macro.simpleKey($0.name) == Macro.simpleKey(name) }) {
            report(number, 1, "the macro '\(name)' is already defined at line \(earlier.location.line)")
        }
        current = Macro(name: name, location: location(number, 1), steps: [])
        currentHadUnreadableStep = false
    }

    private mutating func closeCurrent() {
        guard let macro = current else { return }
        current = nil
        if macro.steps.isEmpty && !currentHadUnreadableStep {
            diagnostics.append(FileDiagnostic(macro.location, "the macro '\(macro.name)' has no steps"))
        } else {
            macros.append(macro)
        }
    }

    private func message(for problem: InputProblem) -> String {
        switch problem {
        case .invalidUTF8: "the line is not valid UTF-8"
        case .containsNUL: "the line contains a NUL byte"
        case .tooLong(let count): "the line is \(count) bytes long; the limit is \(InputLine.maximumByteCount)"
        }
    }

    private func location(_ line: Int, _ column: Int) -> FileLocation {
        FileLocation(file: fileName, line: line, column: column)
    }

    private mutating func report(_ line: Int, _ column: Int, _ message: String) {
        diagnostics.append(FileDiagnostic(location(line, column), message))
    }
}
