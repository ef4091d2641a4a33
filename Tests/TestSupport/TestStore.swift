import Domain
import Persistence
import Services

/// A real store file in a temporary directory, opened through `Store.open`, with services over it and a log capture.
public final class TestStore {
    public let directory = TemporaryDirectory()
    public let log = LogCapture()
    public let path: String
    public let connection: Connection
    public let shifts: ShiftService
    public let deliveries: DeliveryService

    public init() throws {
        path = directory.file("dashpilot.sqlite")
        connection = try Store.open(path: path, logger: log.logger)
        shifts = ShiftService(connection: connection, logger: log.logger)
        deliveries = DeliveryService(connection: connection, logger: log.logger)
    }

    /// A second, independent connection to the same file, as another process would open it.
    public func openAnother() throws -> Connection {
        try Store.open(path: path, logger: log.logger)
    }

    /// Counts rows with plain SQL, bypassing the services, to see what the file really holds.
    public func count(_ table: String, where condition: String = "1") throws -> Int {
        Int(try connection.query("SELECT COUNT(*) FROM \(table) WHERE \(condition)") { $0.int64(at: 0) }.first ?? -1)
    }
}
