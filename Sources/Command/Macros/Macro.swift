/// A named sequence of sentences, run in order through the same path as a spoken sentence.
public struct Macro: Equatable, Sendable {
    public var name: String
    public var location: FileLocation
    public var steps: [Step]

    public struct Step: Equatable, Sendable {
        public var sentence: String
        public var location: FileLocation

        public init(sentence: String, location: FileLocation) {
            self.sentence = sentence
            self.location = location
        }
    }

    public init(name: String, location: FileLocation, steps: [Step]) {
        self.name = name
        self.location = location
        self.steps = steps
    }

    /// How names are compared when a line is matched against macros: case and runs of
    /// whitespace ignored. Integration may pass the grammar's normaliser instead.
    public static func simpleKey(_ text: String) -> String {
        text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }
}
