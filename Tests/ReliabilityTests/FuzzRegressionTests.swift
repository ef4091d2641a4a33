import DashPilotFuzz
import Foundation
import Testing

/// The saved fuzz inputs (the seed corpus and every input that once crashed or hung an entry point), run
/// through the same entry points as libFuzzer runs them, on every `swift test`.
@Suite(.timeLimit(.minutes(2))) struct FuzzRegressionTests {
    static let inputs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("FuzzInputs")

    static func files(_ folder: String) -> [String] {
        let directory = inputs.appendingPathComponent(folder).path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.sorted().map { "\(directory)/\($0)" }
    }

    @Test func recogniserInputs() throws {
        let files = Self.files("recogniser")
        #expect(files.count >= 5)
        for file in files {
            let bytes = try #require(FuzzReplay.contents(of: file))
            bytes.withUnsafeBytes(RecogniserFuzz.run)
        }
    }

    @Test func grammarLoaderInputs() throws {
        let files = Self.files("grammar")
        #expect(files.count >= 3)
        for file in files {
            let bytes = try #require(FuzzReplay.contents(of: file))
            bytes.withUnsafeBytes(GrammarLoaderFuzz.run)
        }
    }
}
