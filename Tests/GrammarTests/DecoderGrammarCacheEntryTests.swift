import Testing
@testable import Grammar

/// The decoder grammar as `listen` keeps it between starts: read back exactly as written, and nothing read
/// back from text that is damaged, cut short or of another format.
@Suite struct DecoderGrammarCacheEntryTests {
    static let grammar = try! Grammar.parse(
        source: """
            intent StartShift
                start my shift
                begin [my] shift
            intent EndShift
                end my shift
            """, fileName: "t.grammar")
    static let entry = DecoderGrammarCacheEntry(grammar.decoderGrammar())

    @Test func aBuiltGrammarReadsBackExactly() throws {
        let entry = Self.entry
        #expect(entry.fsg.hasPrefix("FSG_BEGIN") && entry.words.contains("shift") && !entry.garbageWords.isEmpty)
        #expect(entry.languageModel.hasPrefix("\\data\\\n"))
        let text = entry.encoded
        #expect(text.hasPrefix("dashpilot-decoder-grammar \(DecoderGrammarCacheEntry.formatVersion)\n"))
        #expect(DecoderGrammarCacheEntry(encoded: text) == entry)
    }

    @Test func emptySectionsAndAnFSGWithoutAFinalNewlineReadBack() {
        let entry = DecoderGrammarCacheEntry(fsg: "FSG_BEGIN x\nFSG_END", words: [], garbageWords: [])
        #expect(DecoderGrammarCacheEntry(encoded: entry.encoded) == entry)
    }

    @Test func textCutShortAnywhereReadsAsNothing() {
        let bytes = Array(Self.entry.encoded.utf8)
        // Every length short of the whole, in coarse steps through the body and byte by byte at the end.
        let lengths = Array(stride(from: 0, to: bytes.count, by: 97)) + Array(max(0, bytes.count - 40)..<bytes.count)
        for length in lengths {
            #expect(DecoderGrammarCacheEntry(encoded: String(decoding: bytes[..<length], as: UTF8.self)) == nil, "\(length)")
        }
    }

    @Test func damagedTextReadsAsNothing() {
        let text = Self.entry.encoded
        var bytes = Array(text.utf8)
        for index in stride(from: 0, to: bytes.count, by: 131) {
            let original = bytes[index]
            bytes[index] = original == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x")
            #expect(DecoderGrammarCacheEntry(encoded: String(decoding: bytes, as: UTF8.self)) == nil, "byte \(index)")
            bytes[index] = original
        }
        #expect(DecoderGrammarCacheEntry(encoded: text + "more\n") == nil)
        #expect(DecoderGrammarCacheEntry(encoded: "garbage") == nil)
        #expect(DecoderGrammarCacheEntry(encoded: "") == nil)
        #expect(DecoderGrammarCacheEntry(encoded: String(repeating: "\n", count: 40)) == nil)
    }

    /// Well-formed apart from one thing, the checksum made to match: the sections themselves are checked.
    @Test func malformedSectionsReadAsNothingEvenWithAMatchingChecksum() {
        let header = "dashpilot-decoder-grammar \(DecoderGrammarCacheEntry.formatVersion)\n"
        let bodies = [
            "dashpilot-decoder-grammar 999\nwords 0\ngarbage 0\nfsg 0\n\nlm 0\n\n",  // a later version
            header + "words 2\na\ngarbage 0\nfsg 0\n\nlm 0\n\n",  // fewer words than counted
            header + "words -1\ngarbage 0\nfsg 0\n\nlm 0\n\n",
            header + "words x\ngarbage 0\nfsg 0\n\nlm 0\n\n",
            header + "words 1\ntwo words\ngarbage 0\nfsg 0\n\nlm 0\n\n",
            header + "words 1\n\ngarbage 0\nfsg 0\n\nlm 0\n\n",
            header + "words 0\ngarbage 0\nfsg 10\nFSG\n\nlm 0\n\n",  // fewer FSG bytes than counted
            header + "words 0\ngarbage 0\nfsg 1\nFSG\n\nlm 0\n\n",  // more
            header + "words 0\ngarbage 0\nfsg 0\n\nlm 9\nARPA\n\n",  // fewer model bytes than counted
            header + "words 0\ngarbage 0\nfsg 0\n\n",  // the language model missing
            header + "words 0\nfsg 0\n\nlm 0\n\n",  // a section missing
            header + "words 0\ngarbage 0\nfsg 99999999999999999999\n\nlm 0\n\n",
        ]
        for body in bodies {
            let text = body + "end " + DecoderGrammarCacheEntry.checksum(Array(body.utf8)) + "\n"
            #expect(DecoderGrammarCacheEntry(encoded: text) == nil, "\(body)")
        }
        let good = header + "words 1\nshift\ngarbage 1\nweather\nfsg 3\nFSG\nlm 4\nARPA\n"
        let entry = DecoderGrammarCacheEntry(encoded: good + "end " + DecoderGrammarCacheEntry.checksum(Array(good.utf8)) + "\n")
        #expect(entry == DecoderGrammarCacheEntry(fsg: "FSG", words: ["shift"], garbageWords: ["weather"], languageModel: "ARPA"))
    }

    @Test func fnvMatchesItsPublishedValues() {
        var empty = FNV1a64()
        empty.add([UInt8]())
        #expect(empty.hex == "cbf29ce484222325")
        var a = FNV1a64()
        a.add(Array("a".utf8))
        #expect(a.hex == "af63dc4c8601ec8c")
        // Strings are separated, so moving a boundary changes the hash.
        var first = FNV1a64(), second = FNV1a64()
        first.add("ab"); first.add("c")
        second.add("a"); second.add("bc")
        #expect(first.value != second.value)
    }
}
