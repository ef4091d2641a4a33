/// A refusal or failure with one short sentence for a driver to hear; surfaces speak `sentence` and nothing else.
public protocol SpokenError: Error, Sendable {
    var sentence: String { get }
}
