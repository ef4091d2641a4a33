import Glibc

/// Timing helpers for the benchmark: a monotonic clock and the summaries reported (median, p99).
enum Stats {
    /// Nanoseconds on the monotonic clock.
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Nanoseconds taken by `body`.
    static func time(_ body: () -> Void) -> UInt64 {
        let start = now()
        body()
        return now() - start
    }

    static func median(_ values: [Double]) -> Double { percentile(values, 0.5) }

    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))]
    }

    /// `value` with `digits` decimals, without Foundation's formatting.
    static func format(_ value: Double, digits: Int = 1) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        var text = String(rounded)
        if let dot = text.firstIndex(of: ".") {
            let decimals = text.distance(from: dot, to: text.endIndex) - 1
            if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
            if digits == 0 { text = String(text[..<dot]) }
        }
        return text
    }

    /// Keeps a value alive so the optimiser cannot drop the work that produced it.
    @inline(never)
    static func consume<T>(_ value: T) {
        withExtendedLifetime(value) {}
    }
}
