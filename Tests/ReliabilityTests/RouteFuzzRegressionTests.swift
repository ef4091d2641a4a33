import DashPilotFuzz
import Foundation
import Testing

/// The saved route-file fuzz inputs (seed corpus and any input that once crashed an entry point), run through
/// `fuzz-route`'s entry point on every `swift test`.
@Suite(.timeLimit(.minutes(2))) struct RouteFuzzRegressionTests {
    @Test func routeFileInputs() throws {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("FuzzInputs/route").path
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        #expect(files.count >= 5)
        for file in files {
            let bytes = try #require(FuzzReplay.contents(of: "\(directory)/\(file)"))
            bytes.withUnsafeBytes(RouteFileFuzz.run)
        }
    }
}
