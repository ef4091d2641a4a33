import Domain
import Glibc

/// Files under Tests/Fixtures/Routes, read as bytes.
enum RouteFixture {
    static func bytes(_ name: String, _ file: String = #filePath) -> [UInt8] {
        let testsDirectory = file.split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/")
        let path = "\(testsDirectory)/Fixtures/Routes/\(name)"
        guard let handle = fopen(path, "rb") else { fatalError("missing fixture \(path)") }
        defer { fclose(handle) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = fread(&chunk, 1, chunk.count, handle)
            if count == 0 { return bytes }
            bytes += chunk[..<count]
        }
    }
}

extension RouteSample {
    /// A 3D fix at `seconds` after the test morning.
    static func at(_ seconds: Int64, _ latitude: Double, _ longitude: Double, accuracy: Double? = 5) -> RouteSample {
        RouteSample(
            instant: Instant(millisecondsSinceEpoch: 1_796_029_200_000 + seconds * 1000), latitude: latitude,
            longitude: longitude, horizontalAccuracy: accuracy, fixMode: .threeDimensional)
    }
}

