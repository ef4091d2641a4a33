import Domain

/// One fuzz input for route import: the bytes as a GPX file or NMEA log. A file that reads is filtered and
/// measured as an import would; one that does not must say where, on a line the input has.
public enum RouteFileFuzz {
    public static func run(_ bytes: UnsafeRawBufferPointer) {
        let input = Array(bytes)
        do {
            let samples = try RouteFileParser.samples(from: input)
            let kept = RouteSampleFilter.standard.filter(samples)
            if let first = kept.first {
                _ = RouteMileageCalculator().mileage(of: kept, from: first.instant, to: nil)
            }
        } catch {
            let lines = input.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            precondition((1...lines).contains(error.line), "error at line \(error.line) of \(lines)")
            _ = error.message(fileName: "fuzz")
        }
    }
}
