import Glibc
import Grammar
import Services

/// The decoder grammar kept between starts of `listen` in `$XDG_CACHE_HOME/dashpilot/`: building it costs several
/// seconds in a release build, reading it a few milliseconds. An entry's name carries a hash of
/// everything the grammar is built from (the grammar's text, the pronunciation dictionary, this executable,
/// the FSG weights set for measuring), so a rebuild, an edited grammar or an upgraded dictionary gets a new
/// entry. A cache that cannot be read or written never stops `listen`: the grammar is built as if there were none.
struct DecoderGrammarCache {
    static let prefix = "decoder-grammar-"
    /// An entry is at most a few megabytes; a larger file there is not one.
    static let byteLimit = 64 << 20

    let directory: String
    let key: String

    var path: String { directory + "/" + Self.prefix + key }

    /// The cache for `grammar`, or nil when this executable cannot be identified (no `/proc`): without
    /// it, a rebuilt program could read an entry an older build wrote.
    init?(grammar: Grammar, environment: [String: String]) {
        guard let executable = Self.fileStamp("/proc/self/exe") else { return nil }
        var hash = FNV1a64()
        hash.add(Int64(DecoderGrammarCacheEntry.formatVersion))
        hash.add(grammar.sourceText)
        hash.add(grammar.fileName)
        hash.add(Pronunciations.systemDictionary)
        for number in Self.fileStamp(Pronunciations.systemDictionary) ?? [-1, -1, -1] { hash.add(number) }
        for number in executable { hash.add(number) }
        // The FSG's weights may be set for measuring (docs/voice.md); the builder reads them from the process.
        hash.add(getenv("DASHPILOT_DECODER_WEIGHTS").map { "weights " + String(cString: $0) } ?? "")
        directory = XDGPaths.join(XDGPaths(environment: environment).cacheHome, "dashpilot")
        key = hash.hex
    }

    /// The decoder grammar for `grammar`: the cached entry when there is a readable one (and `reading`),
    /// otherwise built and written for next time. `note` hears why the cache could not be used (for
    /// `DASHPILOT_LISTEN_TIMING`).
    static func entry(
        for grammar: Grammar, pronunciations: Pronunciations, environment: [String: String], reading: Bool = true,
        note: (String) -> Void
    ) -> (entry: DecoderGrammarCacheEntry, cached: Bool) {
        let cache = DecoderGrammarCache(grammar: grammar, environment: environment)
        if reading, let cache, let entry = cache.read() { return (entry, true) }
        let entry = build(grammar, pronunciations: pronunciations)
        if let cache {
            if let problem = cache.write(entry) { note("decoder grammar not cached: \(problem)") }
        } else {
            note("decoder grammar not cached: /proc/self/exe cannot be read")
        }
        return (entry, false)
    }

    private static func build(_ grammar: Grammar, pronunciations: Pronunciations) -> DecoderGrammarCacheEntry {
        let built = DecoderGrammarCacheEntry(grammar.decoderGrammar(hasPronunciation: pronunciations.has))
        return DecoderGrammarCacheEntry(
            fsg: pronunciations.spellingAlternates(in: built.fsg), words: built.words, garbageWords: built.garbageWords,
            languageModel: built.languageModel)
    }

    /// The entry, or nil when there is none or it is not one this version wrote whole.
    func read() -> DecoderGrammarCacheEntry? {
        guard let bytes = try? FileContents.read(path: path, byteLimit: Self.byteLimit),
            let text = String(validating: bytes, as: UTF8.self)
        else { return nil }
        return DecoderGrammarCacheEntry(encoded: text)
    }

    /// Writes `entry` whole or not at all (a file of its own, renamed over the entry), then removes entries
    /// written for other keys. Returns what went wrong, or nil.
    func write(_ entry: DecoderGrammarCacheEntry) -> String? {
        guard XDGPaths.makeDirectories(directory) else { return "\(directory) is not a directory that can be created" }
        let temporary = directory + "/." + Self.prefix + key + ".\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return "\(temporary): \(String(cString: strerror(errno)))" }
        let written = FileContents.writeAll(descriptor, Array(entry.encoded.utf8))
        let closed = close(descriptor) == 0
        guard written, closed, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            return "\(path): \(reason)"
        }
        removeOthers()
        return nil
    }

    /// Removes the entries of other keys, and files left by a write that never finished an hour ago or more;
    /// any other file in the directory is not this cache's and is left alone.
    private func removeOthers() {
        guard let stream = opendir(directory) else { return }
        defer { closedir(stream) }
        let now = time(nil)
        while let item = readdir(stream) {
            let name = withUnsafeBytes(of: item.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            if Self.isEntryName(name), name != Self.prefix + key {
                unlink(directory + "/" + name)
            } else if Self.isTemporaryName(name), let stamp = Self.fileStamp(directory + "/" + name), now - Int(stamp[1]) > 3600 {
                unlink(directory + "/" + name)
            }
        }
    }

    /// `decoder-grammar-` and sixteen lowercase hex digits.
    static func isEntryName(_ name: String) -> Bool {
        guard name.hasPrefix(prefix) else { return false }
        let key = name.dropFirst(prefix.count)
        return key.count == 16 && key.allSatisfy { $0.isHexDigit && !$0.isUppercase }
    }

    /// `.decoder-grammar-<key>.<pid>.tmp`, as `write` names its temporary files.
    static func isTemporaryName(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0].isEmpty && isEntryName(String(parts[1]))
            && !parts[2].isEmpty && parts[2].allSatisfy(\.isASCII) && parts[2].allSatisfy(\.isNumber) && parts[3] == "tmp"
    }

    /// A regular file's size and modification time (seconds, nanoseconds), or nil.
    static func fileStamp(_ path: String) -> [Int64]? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return [Int64(info.st_size), Int64(info.st_mtim.tv_sec), Int64(info.st_mtim.tv_nsec)]
    }
}
