import Foundation
import Glibc
import Persistence
import Testing
import TestSupport

/// Faults of the store under a running pipe and a one-shot `say`: each line says nothing was recorded, `say`
/// exits 74, the store is unchanged, and the same pipe performs its next line once the fault is gone.
@Suite(.timeLimit(.minutes(2))) struct StoreFaultTests {
    @Test(.enabled(if: FaultFileSystem.isAvailable, "mounting a tmpfs needs privileges"))
    func aFullDiskRecordsNothingAndTheNextLineWorksOnceThereIsSpace() throws {
        let disk = try #require(FaultFileSystem(kilobytes: 1024))
        let store = ReliabilityStore(path: disk.directory.file("dashpilot.sqlite"))
        let pipe = try PipeProcess(environment: store.environment)
        defer { _ = pipe.finish() }
        try expectPerformed(pipe, "start my shift")
        disk.fill()
        try expectNothingRecorded(store, pipe: pipe) {}
        disk.free()
        try expectRecovered(store, pipe: pipe)
    }

    @Test(.enabled(if: ImmutableFile.isAvailable, "the file system has no immutable attribute"))
    func aReadOnlyFileRecordsNothingAndTheNextLineWorksOnceItIsWritable() throws {
        let store = ReliabilityStore()
        #expect(try store.say("start my shift").status == 0)
        #expect(ImmutableFile.set(store.path, true))
        defer { _ = ImmutableFile.set(store.path, false) }
        // Opened while the file is read-only: SQLite falls back to reading it, and the pipe must not stay so.
        let pipe = try PipeProcess(environment: store.environment)
        defer { _ = pipe.finish() }
        try expectNothingRecorded(store, pipe: pipe) {}
        #expect(ImmutableFile.set(store.path, false))
        try expectRecovered(store, pipe: pipe)
    }

    @Test func aStoreLockedLongerThanTheBusyTimeoutRecordsNothingAndTheNextLineWorksOnceReleased() throws {
        let store = ReliabilityStore()
        let pipe = try PipeProcess(environment: store.environment)
        defer { _ = pipe.finish() }
        try expectPerformed(pipe, "start my shift")
        let holder = try Connection(path: store.path)
        try holder.execute("BEGIN IMMEDIATE")
        try expectNothingRecorded(store, pipe: pipe, sentence: "busy") {}
        try holder.execute("COMMIT")
        try expectRecovered(store, pipe: pipe)
    }

    @Test func aStoreReplacedByGarbageUnderARunningPipeIsNeverWrittenAndThePipeWorksOnceTheStoreIsBack() throws {
        let store = ReliabilityStore()
        let pipe = try PipeProcess(environment: store.environment)
        try expectPerformed(pipe, "start my shift")
        let before = try store.snapshot()
        let original = store.directory.file("store/original.sqlite")
        let garbage = Data((0..<65_536).map { _ in UInt8.random(in: 0...255) })
        #expect(rename(store.path, original) == 0)
        #expect(FileManager.default.createFile(atPath: store.path, contents: garbage))
        let reply = try send(pipe, "i'm parked")
        #expect(reply.outcome == "error", "\(reply.sentence)")
        #expect(reply.sentence.contains("nothing was recorded"))
        #expect(FileManager.default.contents(atPath: store.path) == garbage, "the garbage is left as it was")
        #expect(rename(original, store.path) == 0)
        #expect(try store.snapshot() == before)
        try expectPerformed(pipe, "i'm parked")
        #expect(pipe.finish() == 0)
    }

    @Test func aStoreFileOfGarbageIsLeftAsItIsAndSayWorksOnceTheStoreIsBack() throws {
        let store = ReliabilityStore()
        #expect(try store.say("start my shift").status == 0)
        let original = store.directory.file("store/original.sqlite")
        let garbage = Data((0..<65_536).map { _ in UInt8.random(in: 0...255) })
        #expect(rename(store.path, original) == 0)
        #expect(FileManager.default.createFile(atPath: store.path, contents: garbage))
        let said = try store.say("i'm parked")
        #expect(said.status == 74, "\(said)")
        #expect(said.output.contains("nothing was recorded"))
        let pipe = try PipeProcess(environment: store.environment)
        let reply = try send(pipe, "i'm parked")
        #expect(reply.outcome == "error", "\(reply.sentence)")
        #expect(reply.sentence.contains("nothing was recorded"))
        #expect(pipe.finish() == 74)
        #expect(FileManager.default.contents(atPath: store.path) == garbage, "the garbage is left as it was")
        #expect(rename(original, store.path) == 0)
        #expect(try store.say("i'm parked").status == 0)
    }

    // MARK: - Steps

    private func send(_ pipe: PipeProcess, _ line: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> JSONReply {
        pipe.send(line)
        let answer = try #require(pipe.readLine(seconds: 30), "no reply to \(line)", sourceLocation: sourceLocation)
        return try JSONReply(line: answer)
    }

    private func expectPerformed(_ pipe: PipeProcess, _ line: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let reply = try send(pipe, line, sourceLocation: sourceLocation)
        #expect(reply.outcome == "performed", "\(line): \(reply.sentence)", sourceLocation: sourceLocation)
    }

    /// A pipe line and a `say` during the fault: each says nothing was recorded, and nothing was.
    private func expectNothingRecorded(
        _ store: ReliabilityStore, pipe: PipeProcess, sentence: String = "nothing was recorded",
        sourceLocation: SourceLocation = #_sourceLocation, _ body: () -> Void
    ) throws {
        let before = try store.snapshot()
        let reply = try send(pipe, "i'm parked", sourceLocation: sourceLocation)
        #expect(reply.outcome == "error", "\(reply.sentence)", sourceLocation: sourceLocation)
        #expect(reply.sentence.contains(sentence), "\(reply.sentence)", sourceLocation: sourceLocation)
        let said = try store.say("i'm parked")
        #expect(said.status == 74, "\(said)", sourceLocation: sourceLocation)
        #expect(said.output.contains("nothing was recorded"), "\(said.output)", sourceLocation: sourceLocation)
        #expect(try store.snapshot() == before, "the store is unchanged", sourceLocation: sourceLocation)
    }

    /// Once the fault is gone, the same pipe performs its next line and a new `say` works too.
    private func expectRecovered(_ store: ReliabilityStore, pipe: PipeProcess, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try expectPerformed(pipe, "i'm parked", sourceLocation: sourceLocation)
        #expect(try store.say("driving again").status == 0, sourceLocation: sourceLocation)
        #expect(try store.integrity() == "ok", sourceLocation: sourceLocation)
    }
}
