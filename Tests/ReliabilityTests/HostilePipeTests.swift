import Domain
import Foundation
import Testing
import TestSupport

/// Hostile lines through the built `dashpilot`: every line gets its reply, nothing is half recorded, and a
/// sentence that looks like SQL is only ever data.
@Suite(.timeLimit(.minutes(2))) struct HostilePipeTests {
    @Test func megabyteLinesAndRandomBytesEachGetOneReplyAndTheNextLineWorks() throws {
        let store = ReliabilityStore()
        let pipe = try PipeProcess(environment: store.environment)
        var generator = SplitMix64(seed: 3)
        var lines = [String(repeating: "start my shift ", count: 70_000), String(repeating: "x", count: 2_000_000)]
        for _ in 0..<50 {
            // Random bytes, but never a newline: each line must stay one line.
            let bytes = (0..<Int.random(in: 1..<300, using: &generator)).map { _ in UInt8.random(in: 11...255, using: &generator) }
            lines.append(String(decoding: bytes, as: UTF8.self))
        }
        for line in lines where !line.allSatisfy(\.isWhitespace) {
            pipe.send(line)
            let reply = try JSONReply(line: try #require(pipe.readLine(seconds: 60), "no reply to a \(line.utf8.count)-byte line"))
            #expect(reply.outcome != "performed", "\(line.prefix(80))")
        }
        pipe.send("start my shift")
        let reply = try JSONReply(line: try #require(pipe.readLine()))
        #expect(reply.outcome == "performed")
        #expect(pipe.finish() == 0)
        #expect(try store.count("SELECT COUNT(*) FROM shifts") == 1)
    }

    @Test func aSentenceThatLooksLikeSQLIsJournaledVerbatimAndHarmsNothing() throws {
        let store = ReliabilityStore()
        let sentences = [
            "start my shift'); DROP TABLE shifts; --",
            "picked up\"; DELETE FROM journal WHERE 1=1; --",
            "Robert'); UPDATE shifts SET ended_at = 0; SELECT ('",
            "i'm parked' OR '1'='1",
        ]
        let pipe = try PipeProcess(environment: store.environment)
        pipe.send("start my shift")
        _ = pipe.readLine()
        for sentence in sentences {
            pipe.send(sentence)
            #expect(pipe.readLine() != nil)
        }
        #expect(pipe.finish() == 0)
        let journaled = try store.open().query("SELECT input FROM journal ORDER BY id") { $0.text(at: 0) }
        #expect(journaled == ["start my shift"] + sentences)
        #expect(try store.count("SELECT COUNT(*) FROM shifts WHERE ended_at IS NULL") == 1)
        #expect(try store.integrity() == "ok")
    }
}
