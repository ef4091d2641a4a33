/// A place in a text file, 1-based, printed the way compilers print it: `file:line:column`.
public struct FileLocation: Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int = 1) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}

/// One problem found in a file, with where it is.
public struct FileDiagnostic: Equatable, Sendable, CustomStringConvertible {
    public var location: FileLocation
    public var message: String

    public init(_ location: FileLocation, _ message: String) {
        self.location = location
        self.message = message
    }

    public var description: String { "\(location): \(message)" }
}
