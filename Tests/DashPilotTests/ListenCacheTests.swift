import Foundation
import TestSupport
import Testing

/// The decoder grammar `listen` keeps in `$XDG_CACHE_HOME/dashpilot/`: written by the first start, read by the
/// next, and never a reason for `listen` to fail or hear differently. `DASHPILOT_LISTEN_TIMING=1` says on
/// standard error whether the grammar was built or read from the cache.
@Suite(.enabled(if: Speech.missing == nil, "\(Speech.missing ?? "")"))
struct ListenCacheTests {
    static let timing = ["DASHPILOT_LISTEN_TIMING": "1"]

    @Test func theSecondStartReadsTheEntryTheFirstWroteAndHearsTheSame() throws {
        let sandbox = Sandbox()
        let start = try Speech.recording("start my shift", in: sandbox)
        let directory = sandbox.cacheHome + "/dashpilot"
        // An entry of an older build is tidied away; files that are not entries are not the cache's to touch.
        let stale = try sandbox.write("cache/dashpilot/decoder-grammar-0123456789abcdef", "old entry")
        let notes = try sandbox.write("cache/dashpilot/notes.txt", "mine")
        let lookalike = try sandbox.write("cache/dashpilot/decoder-grammar-notes", "mine too")

        let first = try sandbox.run(["listen", "--parse", "--json", "--file", start], environment: Self.timing)
        #expect(first.status == 0, "\(first.error)")
        #expect(first.error.contains("(built)"), "\(first.error)")
        #expect(first.output.contains("\"intent\":\"StartShift\""), "\(first.output)")
        let entries = try Self.entries(in: directory)
        #expect(entries.count == 1, "\(entries)")
        let text = try String(contentsOfFile: directory + "/" + entries[0], encoding: .utf8)
        #expect(text.hasPrefix("dashpilot-decoder-grammar "))
        // Alternate pronunciations are spelled out in the entry ("the" is said two ways), not left to pocketsphinx.
        #expect(text.contains(" the(2)\n"))
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == "mine")
        #expect(try String(contentsOfFile: lookalike, encoding: .utf8) == "mine too")

        let second = try sandbox.run(["listen", "--parse", "--json", "--file", start], environment: Self.timing)
        #expect(second.status == 0, "\(second.error)")
        #expect(second.error.contains("(cached)"), "\(second.error)")
        #expect(second.output == first.output)
        #expect(try Self.entries(in: directory) == entries)
    }

    @Test func aDamagedEntryIsIgnoredAndWrittenAfresh() throws {
        let sandbox = Sandbox()
        let start = try Speech.recording("start my shift", in: sandbox)
        let directory = sandbox.cacheHome + "/dashpilot"
        let first = try sandbox.run(["listen", "--parse", "--json", "--file", start], environment: Self.timing)
        #expect(first.status == 0, "\(first.error)")
        // The directory is created for the driver alone.
        let mode = try FileManager.default.attributesOfItem(atPath: directory)[.posixPermissions] as? Int
        #expect(mode == 0o700)
        let entry = directory + "/" + (try #require(try Self.entries(in: directory).first))
        let whole = try Data(contentsOf: URL(fileURLWithPath: entry))

        for damaged in [Data("FSG_BEGIN nonsense\n\u{0}\u{1}garbage".utf8), whole.prefix(whole.count / 2)] {
            try damaged.write(to: URL(fileURLWithPath: entry))
            let run = try sandbox.run(["listen", "--parse", "--json", "--file", start], environment: Self.timing)
            #expect(run.status == 0, "\(run.error)")
            #expect(run.error.contains("(built)"), "\(run.error)")
            #expect(run.output == first.output)
            // Written whole again for the next start.
            #expect(try Data(contentsOf: URL(fileURLWithPath: entry)) == whole)
        }
    }

    @Test func aCacheThatCannotBeWrittenChangesNothingButTheTime() throws {
        let sandbox = Sandbox()
        let start = try Speech.recording("start my shift", in: sandbox)
        // A file where the cache's directory should be.
        let blocker = try sandbox.write("cache/dashpilot", "not a directory")
        let run = try sandbox.run(["listen", "--parse", "--json", "--file", start])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error == "")
        #expect(run.output.contains("\"intent\":\"StartShift\""), "\(run.output)")
        #expect(try String(contentsOfFile: blocker, encoding: .utf8) == "not a directory")
        // Asked for timings, it says why in one line.
        let timed = try sandbox.run(["listen", "--parse", "--json", "--file", start], environment: Self.timing)
        #expect(timed.status == 0 && timed.output.contains("\"intent\":\"StartShift\""), "\(timed.output)")
        #expect(timed.error.split(separator: "\n").filter { $0.contains("not cached") }.count == 1, "\(timed.error)")
    }

    static func entries(in directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).filter {
            $0.hasPrefix("decoder-grammar-") && $0.count == "decoder-grammar-".count + 16
        }.sorted()
    }
}
