import Domain
import Foundation
import Testing

/// pocketsphinx 5's `pocketsphinx live` piped straight in: one JSON object per utterance, its `"t"` the transcript.
@Suite struct RecogniserJSONPipeTests {
    @Test func aTranscriptObjectIsReadAsItsSentenceAndJournalledSo() throws {
        let sandbox = Sandbox()
        let lines = [
            #"{"b":0.000,"d":1.230,"p":1.000,"t":"start my shift","w":[{"b":0.000,"d":0.300,"p":1.000,"t":"start"},{"b":0.300,"d":0.200,"p":1.000,"t":"my"}]}"#,
            // Silence: no reply, as for a blank line.
            #"{"b":2.000,"d":0.500,"p":1.000,"t":"","w":[]}"#,
            #"  {"t" : "i\u2019m parked", "p": 0.97e0}  "#,
        ]
        let run = try sandbox.run(["--json"], input: lines.joined(separator: "\n") + "\n")
        #expect(run.status == 0, "\(run.error)")
        let replies = try run.replies()
        #expect(replies.map(\.intent) == ["StartShift", "ParkVehicle"])
        #expect(replies.map(\.outcome) == ["performed", "performed"])
        #expect(replies.map(\.input) == ["start my shift", "i\u{2019}m parked"])
        #expect(try sandbox.count("shifts") == 1)
        #expect(try sandbox.count("parked_periods") == 1)
        let journal = try sandbox.journal()
        #expect(journal.map(\.input) == ["start my shift", "i\u{2019}m parked"])
        #expect(journal.map(\.source.rawValue) == ["pipe", "pipe"])
    }

    @Test func aCutShortOrGarbledObjectIsNotUnderstoodAndRecordsNothing() throws {
        let sandbox = Sandbox()
        let lines = [
            #"{"b":0.000,"d":1.230,"p":1.000,"t":"start my shift","w":[{"b":0.000"#,
            #"{"t":"start my shift",}"#,
            #"{"t":"start my shift"} start my shift"#,
        ]
        let run = try sandbox.run(["--json"], input: lines.joined(separator: "\n") + "\n")
        #expect(run.status == 0, "\(run.error)")
        let replies = try run.replies()
        #expect(replies.map(\.outcome) == ["not_understood", "not_understood", "not_understood"])
        #expect(replies.allSatisfy { $0.sentence == "Sorry, I didn't catch that." && $0.intent == nil })
        #expect(replies.map(\.input) == lines)
        #expect(try sandbox.count("shifts") == 0)
        #expect(try sandbox.journal().map(\.outcome) == [.notUnderstood, .notUnderstood, .notUnderstood])
    }
}
