import Domain
import Testing

/// Damaged copies of the fixture files, made by a seeded generator so a failure reproduces: every one either
/// reads or is refused at a line the damaged file has, never a crash. (libFuzzer explores further through
/// `fuzz-route`; this keeps a fixed share of that on every test run.)
@Suite struct RouteFileMutationTests {
    static let interesting: [[UInt8]] = ["<", ">", "\"", "&", "&amp;", "*", ",", "$GPRMC,", "\n", "\r", "\0", "-", ".",
                                         "9999999999", "</trkpt>", "<trkpt lat=\"", "\u{FFFD}"].map { Array($0.utf8) } + [[0xFF], [0xC3]]

    static func mutate(_ original: [UInt8], _ generator: inout SplitMix64) -> [UInt8] {
        var bytes = original
        for _ in 0..<(1 + generator.below(4)) {
            let position = generator.below(bytes.count + 1)
            switch generator.below(5) {
            case 0 where position < bytes.count: bytes[position] ^= UInt8(1 << generator.below(8))
            case 1: bytes.insert(contentsOf: interesting[generator.below(interesting.count)], at: position)
            case 2: bytes.removeSubrange(position..<min(bytes.count, position + 1 + generator.below(64)))
            case 3: bytes = Array(bytes.prefix(position))
            default:
                let start = generator.below(bytes.count)
                let chunk = bytes[start..<min(bytes.count, start + generator.below(200))]
                bytes.insert(contentsOf: chunk, at: min(position, bytes.count))
            }
        }
        return bytes
    }

    @Test(arguments: ["short-drive.nmea", "phone-track.gpx"])
    func damagedFilesReadOrAreRefusedAtALine(fixture: String) {
        let original = RouteFixture.bytes(fixture)
        var generator = SplitMix64(seed: fixture == "phone-track.gpx" ? 1 : 2)
        var refused = 0
        for _ in 0..<400 {
            let damaged = Self.mutate(original, &generator)
            let lines = damaged.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            do {
                _ = try RouteFileParser.samples(from: damaged)
            } catch {
                refused += 1
                #expect((1...lines).contains(error.line), "line \(error.line) of \(lines): \(error.sentence)")
            }
        }
        // Most damage must be noticed; a parser that accepted anything would fail here.
        #expect(refused > 200)
    }

    @Test func randomBytesAreRefusedWithoutACrash() {
        var generator = SplitMix64(seed: 3)
        for length in 0..<300 {
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            #expect(throws: RouteFileError.self) { try RouteFileParser.samples(from: bytes) }
        }
    }
}

extension SplitMix64 {
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(1, bound))) }
}
