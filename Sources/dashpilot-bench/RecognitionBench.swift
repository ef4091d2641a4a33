import Grammar

/// Recognition rows: load-and-compile time, then throughput and latency per kind of sentence, with
/// tolerance on and off, for the English grammar and a generated 10,000-phrase grammar.
enum RecognitionBench {
    static let runs = 3

    static func run() {
        print("## Recognition (median of \(runs) runs; one core)")
        print("")
        english()
        print("")
        generated()
    }

    private static func english() {
        let load = loadTime { _ = try? Grammar.parse(source: Grammar.englishSource, fileName: "en.grammar") }
        let grammar = Grammar.english
        let image = grammar.compiledImage
        let read = loadTime { _ = Grammar.fromCompiledImage(image, source: Grammar.englishSource, fileName: "en.grammar") }
        print("English grammar: \(grammar.phraseCount) phrases; load+compile from text \(Stats.format(load, digits: 2)) ms; built-in (compiled image) load \(Stats.format(read, digits: 2)) ms")
        header()
        row("exact phrases", grammar, EnglishSentences.exact, tolerance: false, compare: true)
        row("exact phrases", grammar, EnglishSentences.exact, tolerance: true, compare: true)
        row("typed and spoken mix", grammar, EnglishSentences.mixed, tolerance: false)
        row("typed and spoken mix", grammar, EnglishSentences.mixed, tolerance: true)
        row("slips needing tolerance", grammar, EnglishSentences.slips, tolerance: true)
        row("requests, stories, retractions", grammar, EnglishSentences.clauses, tolerance: true)
        row("non-commands", grammar, EnglishSentences.nonCommands, tolerance: false)
        row("non-commands", grammar, EnglishSentences.nonCommands, tolerance: true)
    }

    private static func generated() {
        let source = GeneratedGrammar.source()
        var grammar: Grammar?
        let load = loadTime { grammar = try? Grammar.parse(source: source, fileName: "generated.grammar") }
        guard let grammar else { return print("generated grammar failed to compile") }
        print("Generated grammar: \(grammar.phraseCount) phrases in \(grammar.intentNames.count) intents; load+compile \(Stats.format(load, digits: 2)) ms")
        header()
        let sentences = GeneratedGrammar.sentences(2_000)
        row("exact phrases", grammar, sentences, tolerance: false, compare: true)
        row("exact phrases", grammar, sentences, tolerance: true, compare: true)
        row("slips needing tolerance", grammar, sentences.prefix(500).map(GeneratedGrammar.slip), tolerance: true)
        row("non-commands", grammar, EnglishSentences.nonCommands, tolerance: false)
        row("non-commands", grammar, EnglishSentences.nonCommands, tolerance: true)
    }

    private static func loadTime(_ body: () -> Void) -> Double {
        body()
        return Stats.median((0..<runs).map { _ in Double(Stats.time(body)) / 1e6 })
    }

    private static func header() {
        print("| sentences | tolerance | sentences/s | p50 µs | p99 µs | vs dictionary lookup |")
        print("|---|---|---:|---:|---:|---:|")
    }

    /// One row: throughput over the whole list, repeated; latency per sentence from a separate timed pass.
    private static func row(_ name: String, _ grammar: Grammar, _ sentences: [String], tolerance: Bool, compare: Bool = false) {
        let repeats = max(1, 10_000 / sentences.count)
        let rates = (0..<runs).map { _ in
            let nanoseconds = Stats.time {
                for _ in 0..<repeats { for sentence in sentences { Stats.consume(grammar.recognise(sentence, tolerance: tolerance)) } }
            }
            return Double(repeats * sentences.count) / (Double(nanoseconds) / 1e9)
        }
        var latencies: [Double] = []
        for _ in 0..<runs {
            for sentence in sentences {
                latencies.append(Double(Stats.time { Stats.consume(grammar.recognise(sentence, tolerance: tolerance)) }) / 1e3)
            }
        }
        let rate = Stats.median(rates)
        let ratio = compare ? Stats.format(rate / dictionaryRate(sentences), digits: 2) + "x" : "–"
        let mode = tolerance ? "on" : "off"
        print("| \(name) (\(sentences.count)) | \(mode) | \(Int(rate)) | \(Stats.format(Stats.median(latencies), digits: 1)) | \(Stats.format(Stats.percentile(latencies, 0.99), digits: 1)) | \(ratio) |")
    }

    /// The floor: normalising each sentence and looking it up in a plain Swift dictionary of the phrases.
    private static func dictionaryRate(_ sentences: [String]) -> Double {
        var table: [String: String] = [:]
        for sentence in sentences { table[Normaliser.normalise(sentence).joined(separator: " ")] = sentence }
        let repeats = max(1, 10_000 / sentences.count)
        let rates = (0..<runs).map { _ in
            let nanoseconds = Stats.time {
                for _ in 0..<repeats {
                    for sentence in sentences { Stats.consume(table[Normaliser.normalise(sentence).joined(separator: " ")]) }
                }
            }
            return Double(repeats * sentences.count) / (Double(nanoseconds) / 1e9)
        }
        return Stats.median(rates)
    }
}
