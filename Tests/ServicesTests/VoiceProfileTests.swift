import Foundation
@testable import Services
import TestSupport
import Testing

/// Where a voice profile lives, what counts as one, and the mixture weights sphinxtrain is given.
@Suite struct VoiceProfileTests {
    static let modelMeans = Pronunciations.acousticModel + "/means"
    static let modelInstalled = FileManager.default.fileExists(atPath: modelMeans)

    @Test func noProfileMadeIsNoneAndOneNamedThatIsAbsentIsAnError() throws {
        let directory = TemporaryDirectory()
        let unmade = directory.file("dashpilot/voice-profile")
        #expect(try VoiceProfile.resolve(explicit: nil, default: unmade) == nil)
        #expect(throws: VoiceProfileError.missing(directory.file("absent"))) {
            try VoiceProfile.resolve(explicit: directory.file("absent"), default: unmade)
        }
    }

    @Test(.enabled(if: modelInstalled, "pocketsphinx-en-us is not installed"))
    func theModelsOwnMeansAreAProfileAndAnythingElseIsDamaged() throws {
        let directory = TemporaryDirectory()
        let means = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.modelMeans)))
        let copy = directory.file("copy")
        try Data(means).write(to: URL(fileURLWithPath: copy))
        try VoiceProfile.check(copy)
        #expect(try VoiceProfile.resolve(explicit: copy, default: directory.file("unmade")) == copy)
        #expect(try VoiceProfile.resolve(explicit: nil, default: copy) == copy)

        func damaged(_ bytes: [UInt8]) throws -> Bool {
            let path = directory.file("damaged")
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            do { try VoiceProfile.check(path) } catch { return error == .damaged(path) }
            return false
        }
        #expect(try damaged(Array("not a profile".utf8)))
        #expect(try damaged(Array(means.dropLast(4))))
        // One number changed: pocketsphinx would end the process on the checksum, so it is refused first.
        var changed = means
        changed[means.count / 2] ^= 0x01
        #expect(try damaged(changed))
        // A number that is not finite, with the checksum made to match.
        var infinite = means
        let at = means.count / 2 & ~3
        infinite.replaceSubrange(at..<at + 4, with: [0x00, 0x00, 0x80, 0x7f])
        let data = try #require(VoiceProfile.dataStart(infinite))
        let sum = VoiceProfile.checksum(infinite, from: data, to: infinite.count - 4)
        infinite.replaceSubrange(infinite.count - 4..<infinite.count, with: withUnsafeBytes(of: sum.littleEndian, Array.init))
        #expect(try damaged(infinite))
        // The same file with its checksum so made is whole again: the check is the checksum's, not the bytes'.
        var rewritten = changed
        let rewrittenSum = VoiceProfile.checksum(rewritten, from: data, to: rewritten.count - 4)
        rewritten.replaceSubrange(rewritten.count - 4..<rewritten.count, with: withUnsafeBytes(of: rewrittenSum.littleEndian, Array.init))
        #expect(try !damaged(rewritten))
    }

    @Test(.enabled(if: modelInstalled, "pocketsphinx-en-us is not installed"))
    func everyWordOfThePromptsHasAPronunciation() throws {
        let dictionary = try #require(Pronunciations.read(path: Pronunciations.systemDictionary, only: VoiceEnrolment.promptWords))
        #expect(VoiceEnrolment.promptWords.filter { !dictionary.has($0) }.isEmpty)
        // Short sentences without commas: each is said in one breath, so one utterance.
        #expect(VoiceProfile.prompts.allSatisfy { !$0.contains(",") && $0.split(separator: " ").count <= 10 })
        #expect(Set(VoiceProfile.prompts).count == VoiceProfile.prompts.count)
    }

    @Test func aTranscriptIsItsPromptOnlyWordForWord() {
        #expect(VoiceEnrolment.heard("i'm parked outside the restaurant", as: "I'm parked outside the restaurant"))
        #expect(VoiceEnrolment.heard("the(2) box was thrown beside the parked truck", as: "the box was thrown beside the parked truck"))
        #expect(!VoiceEnrolment.heard("start my shift", as: "end my shift for the day"))
        #expect(!VoiceEnrolment.heard("", as: "start my shift"))
    }
}

/// sendump (one byte a weight) to the s3 floats sphinxtrain reads.
@Suite struct MixtureWeightsTests {
    /// A sendump of `features` streams, `codewords` codewords and `senones` senones, whose byte for a weight
    /// is `byte(feature, codeword, senone)`.
    static func sendump(features: Int, codewords: Int, senones: Int, shift: Int = 10, byte: (Int, Int, Int) -> UInt8) -> [UInt8] {
        var bytes: [UInt8] = []
        func append(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
        for line in ["BEGIN FILE FORMAT DESCRIPTION", "END FILE FORMAT DESCRIPTION", "feature_count \(features)", "mixw_shift \(shift)"] {
            append(UInt32(line.utf8.count + 1))
            bytes += Array(line.utf8) + [0]
        }
        append(0)
        append(UInt32(codewords))
        append(UInt32(senones))
        for feature in 0..<features {
            for codeword in 0..<codewords {
                for senone in 0..<senones { bytes.append(byte(feature, codeword, senone)) }
            }
        }
        return bytes
    }

    @Test func eachByteBecomesItsWeightInSenoneFeatureCodewordOrder() throws {
        let input = Self.sendump(features: 2, codewords: 3, senones: 4) { UInt8($0 * 100 + $1 * 10 + $2) }
        let output = try MixtureWeights.s3(fromSendump: input)
        let header = Array("s3\nversion 1.0\n  endhdr\n".utf8)
        #expect(Array(output.prefix(header.count)) == header)
        #expect(header.count % 4 == 0)
        let words = stride(from: header.count, to: output.count, by: 4).map { VoiceProfile.word(output, at: $0) }
        #expect(Array(words.prefix(5)) == [0x1122_3344, 4, 2, 3, 24])
        let weights = words.dropFirst(5).map { Float(bitPattern: $0) }
        #expect(weights.count == 24)
        for senone in 0..<4 {
            for feature in 0..<2 {
                for codeword in 0..<3 {
                    let byte = feature * 100 + codeword * 10 + senone
                    let expected = Float(pow(1.0001, -Double(byte << 10)))
                    #expect(weights[(senone * 2 + feature) * 3 + codeword] == expected)
                }
            }
        }
    }

    @Test func aSendumpWhoseCountsDoNotMatchItsSizeIsRefused() {
        let whole = Self.sendump(features: 1, codewords: 2, senones: 2) { _, _, _ in 0 }
        #expect(throws: MixtureWeights.FormatError.self) { try MixtureWeights.s3(fromSendump: Array(whole.dropLast())) }
        #expect(throws: MixtureWeights.FormatError.self) { try MixtureWeights.s3(fromSendump: Array(whole.prefix(10))) }
    }

    @Test(.enabled(if: VoiceProfileTests.modelInstalled, "pocketsphinx-en-us is not installed"))
    func theModelsWeightsAreDistributions() throws {
        let sendump = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Pronunciations.acousticModel + "/sendump")))
        let output = try MixtureWeights.s3(fromSendump: sendump)
        let start = try #require(VoiceProfile.dataStart(output))
        let dimensions = (0..<4).map { Int(VoiceProfile.word(output, at: start + 4 * $0)) }
        #expect(dimensions[0] == 5_126 && dimensions[1] == 3 && dimensions[2] == 128)
        // Each senone's weights over one stream's codewords sum to about one (less the quantisation's error).
        let first = (0..<128).map { Float(bitPattern: VoiceProfile.word(output, at: start + 16 + 4 * $0)) }
        #expect(abs(first.reduce(0, +) - 1) < 0.1)
    }
}
