/// One step of the schema: applied once, in its own immediate transaction, then recorded in `user_version`.
public struct Migration: Sendable {
    public var version: Int
    public var name: String
    public var apply: @Sendable (Connection) throws -> Void

    public init(version: Int, name: String, apply: @escaping @Sendable (Connection) throws -> Void) {
        self.version = version
        self.name = name
        self.apply = apply
    }
}
