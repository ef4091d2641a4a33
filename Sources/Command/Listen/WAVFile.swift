/// A WAV file's samples, when it holds what the recogniser hears: 16 kHz, 16-bit PCM, one channel.
enum WAVFile {
    struct FormatError: Error, Equatable {
        let reason: String
    }

    static let conversionHint = "Convert it with: sox IN.wav -r 16000 -c 1 -b 16 OUT.wav"

    /// The samples of the WAV file at `path`, or why `listen` cannot hear it.
    static func samples(atPath path: String) throws(ListenError) -> [Int16] {
        let bytes: [UInt8]
        do { bytes = try FileContents.read(path: path, byteLimit: 1 << 30) } catch { throw .unreadable("\(error)") }
        do { return try samples(bytes) } catch { throw .badAudio("\(path): \(error.reason). \(conversionHint)") }
    }

    static func samples(_ bytes: [UInt8]) throws(FormatError) -> [Int16] {
        func uint32(_ at: Int) -> UInt32 {
            UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24
        }
        func uint16(_ at: Int) -> UInt16 { UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8 }
        guard bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<12].elementsEqual("WAVE".utf8) else {
            throw FormatError(reason: "not a WAV file")
        }
        var offset = 12
        var formatSeen = false
        while offset + 8 <= bytes.count {
            let size = Int(uint32(offset + 4))
            let body = offset + 8
            guard size <= bytes.count - body || bytes[offset..<offset + 4].elementsEqual("data".utf8) else {
                throw FormatError(reason: "a damaged WAV file")
            }
            if bytes[offset..<offset + 4].elementsEqual("fmt ".utf8) {
                guard size >= 16 else { throw FormatError(reason: "a damaged WAV file") }
                let format = uint16(body), channels = uint16(body + 2), rate = uint32(body + 4), bits = uint16(body + 14)
                guard format == 1 || format == 0xFFFE, channels == 1, rate == 16_000, bits == 16 else {
                    throw FormatError(reason: "\(rate) Hz, \(channels) channel(s), \(bits)-bit; listening needs 16000 Hz, 1 channel, 16-bit PCM")
                }
                formatSeen = true
            } else if bytes[offset..<offset + 4].elementsEqual("data".utf8) {
                guard formatSeen else { throw FormatError(reason: "a WAV file without a format before its data") }
                // A streamed WAV may give a size larger than the file; the samples present are read.
                let end = min(body + size, bytes.count)
                var samples = [Int16]()
                samples.reserveCapacity((end - body) / 2)
                var at = body
                while at + 1 < end {
                    samples.append(Int16(bitPattern: uint16(at)))
                    at += 2
                }
                return samples
            }
            offset = body + size + (size & 1)
        }
        throw FormatError(reason: "a WAV file with no audio data")
    }
}
