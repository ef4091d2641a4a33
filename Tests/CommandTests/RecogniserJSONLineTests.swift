import Testing
@testable import Command

/// pocketsphinx 5's JSON line read for its transcript, and nothing read from JSON of another shape or none.
@Suite struct RecogniserJSONLineTests {
    @Test func readsTheTranscriptOfAPocketsphinxLine() {
        let line = #"{"b":0.000,"d":1.230,"p":1.000,"t":"start my shift","w":[{"b":0.000,"d":0.300,"p":1.000,"t":"start"}]}"#
        #expect(RecogniserJSONLine.transcript(line) == "start my shift")
        #expect(RecogniserJSONLine.transcript(#"{"t":""}"#) == "")
        #expect(RecogniserJSONLine.transcript(" \t{ \"t\" :\t\"x\" } ") == "x")
        #expect(RecogniserJSONLine.transcript(#"{"n":null,"a":[true,false,[],{}],"e":-0.5E+3,"t":"y"}"#) == "y")
    }

    @Test func readsEveryEscape() {
        #expect(RecogniserJSONLine.transcript(#"{"t":"a\"b\\c\/d\b\f\n\r\te"}"#) == "a\"b\\c/d\u{8}\u{C}\n\r\te")
        #expect(RecogniserJSONLine.transcript(#"{"t":"i\u2019m caf\u00E9 \ud83d\ude97"}"#) == "i\u{2019}m caf\u{E9} \u{1F697}")
    }

    @Test func anythingElseIsNoTranscript() {
        let lines = [
            "start my shift", "", "{", "{}", #"{"text":"start my shift"}"#, #"{"t":5}"#, #"{"t":null}"#,
            #"{"t":["start"]}"#, #"{"t":"a","t":"b"}"#, #"["t","start"]"#, #""start my shift""#,
            #"{"t":"start my shift"} x"#, #"{"t":"start my shift",}"#, #"{"t":"start my shift""#, #"{t:"start"}"#,
            #"{'t':'start'}"#, #"{"t":"a\x"}"#, #"{"t":"\ud83d"}"#, #"{"t":"\ude97"}"#, #"{"t":"\u12"}"#,
            #"{"t":"\u+123"}"#, "{\"t\":\"a\tb\"}", #"{"p":01,"t":"a"}"#, #"{"p":1.,"t":"a"}"#, #"{"p":.5,"t":"a"}"#,
            #"{"p":tru,"t":"a"}"#, #"{"p":-,"t":"a"}"#, #"{"p":1e,"t":"a"}"#,
            String(repeating: "[", count: 100) + #"{"t":"a"}"#,
        ]
        for line in lines {
            #expect(RecogniserJSONLine.transcript(line) == nil, "\(line)")
        }
    }

    @Test func nestingDeeperThanARecogniserWritesIsRefusedNotFollowed() {
        let deep = "{\"w\":" + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + ",\"t\":\"a\"}"
        #expect(RecogniserJSONLine.transcript(deep) == nil)
        let shallow = "{\"w\":" + String(repeating: "[", count: 10) + String(repeating: "]", count: 10) + ",\"t\":\"a\"}"
        #expect(RecogniserJSONLine.transcript(shallow) == "a")
    }

    @Test func onlyAnOpenedObjectThatIsNotOneIsMalformed() {
        #expect(RecogniserJSONLine.isMalformed(#"{"t":"start my shift""#))
        #expect(RecogniserJSONLine.isMalformed(" {start my shift}"))
        #expect(!RecogniserJSONLine.isMalformed(#"{"text":"start my shift"}"#))
        #expect(!RecogniserJSONLine.isMalformed("start my shift {"))
        #expect(!RecogniserJSONLine.isMalformed(#"["t"]"#))
    }

    @Test func aTranscriptIsCheckedLikeAnyLine() {
        #expect(RecogniserJSONLine.unwrapped(.text(#"{"t":"parked"}"#)) == .text("parked"))
        #expect(RecogniserJSONLine.unwrapped(.text(#"{"t":"a\u0000b"}"#)) == .problem(.containsNUL))
        #expect(RecogniserJSONLine.unwrapped(.text("parked")) == .text("parked"))
        #expect(RecogniserJSONLine.unwrapped(.problem(.invalidUTF8)) == .problem(.invalidUTF8))
    }
}
