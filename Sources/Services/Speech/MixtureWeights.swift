import Glibc

/// The acoustic model's mixture weights in the form sphinxtrain reads. Debian's en-us model ships them only
/// quantised for pocketsphinx (`sendump`: one byte a weight, a negative log to base 1.0001 shifted right);
/// sphinxtrain's Baum-Welch pass needs them as an s3 file of floats (`mixture_weights`).
enum MixtureWeights {
    struct FormatError: Error, Equatable {
        let reason: String
    }

    /// The s3 `mixture_weights` bytes for a `sendump` file's bytes.
    static func s3(fromSendump bytes: [UInt8]) throws(FormatError) -> [UInt8] {
        var reader = Reader(bytes: bytes)
        // A header of length-prefixed strings, ended by a length of 0: a format description, then settings.
        var settings: [String: Int] = [:]
        var strings = 0
        while let line = try reader.string() {
            strings += 1
            guard strings < 1_000 else { throw FormatError(reason: "a header without an end") }
            let fields = line.split(separator: " ")
            if fields.count == 2, let value = Int(fields[1]) { settings[String(fields[0])] = value }
        }
        guard settings["cluster_count", default: 0] == 0 else { throw FormatError(reason: "clustered weights") }
        let features = settings["feature_count", default: 0]
        let shift = settings["mixw_shift", default: 10]
        let codewords = Int(try reader.uint32())
        let senones = Int(try reader.uint32())
        guard (1...16).contains(features), (1...4_096).contains(codewords), (1...1_000_000).contains(senones), (0...20).contains(shift),
            reader.remaining == features * codewords * senones
        else { throw FormatError(reason: "counts that do not match its size") }
        // Each byte is one of 256 weights.
        let weights = (0..<256).map { Float(pow(1.0001, -Double($0 << shift))) }
        var floats = [Float](repeating: 0, count: senones * features * codewords)
        for feature in 0..<features {
            for codeword in 0..<codewords {
                let row = reader.bytes(senones)
                for (senone, byte) in row.enumerated() {
                    floats[(senone * features + feature) * codewords + codeword] = weights[Int(byte)]
                }
            }
        }
        return s3File(dimensions: [senones, features, codewords], floats: floats)
    }

    /// An s3 file: its header, the byte-order word, the dimensions and their product, then the floats, all
    /// little-endian as on the machines Debian's model is read on.
    static func s3File(dimensions: [Int], floats: [Float]) -> [UInt8] {
        var header = Array("s3\nversion 1.0\n".utf8)
        let pad = (header.count + 7) % 4
        header += Array(repeating: UInt8(ascii: " "), count: pad == 0 ? 0 : 4 - pad) + Array("endhdr\n".utf8)
        var bytes = header
        func append(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
        append(0x1122_3344)
        dimensions.forEach { append(UInt32($0)) }
        append(UInt32(floats.count))
        bytes.reserveCapacity(bytes.count + 4 * floats.count)
        for value in floats { append(value.bitPattern) }
        return bytes
    }

    private struct Reader {
        let bytes: [UInt8]
        var offset = 0

        var remaining: Int { bytes.count - offset }

        mutating func uint32() throws(FormatError) -> UInt32 {
            guard remaining >= 4 else { throw FormatError(reason: "a file cut short") }
            defer { offset += 4 }
            return UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16
                | UInt32(bytes[offset + 3]) << 24
        }

        /// A length-prefixed string (its length counts a closing NUL), or nil for the header's end.
        mutating func string() throws(FormatError) -> String? {
            let length = Int(try uint32())
            guard length > 0 else { return nil }
            guard length <= remaining else { throw FormatError(reason: "a file cut short") }
            defer { offset += length }
            return String(decoding: bytes[offset..<offset + length - 1], as: UTF8.self)
        }

        mutating func bytes(_ count: Int) -> ArraySlice<UInt8> {
            defer { offset += count }
            return bytes[offset..<offset + count]
        }
    }
}
