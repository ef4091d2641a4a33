import Domain
import Glibc

/// The mileage row: a 100,000-sample route (a long day at one fix a second) filtered and measured on the
/// ellipsoid, against a plain haversine sum over the same points on a sphere as the baseline in the same run.
enum RouteBench {
    static let runs = 5
    static let sampleCount = 100_000

    static func run() {
        let samples = route()
        let calculator = RouteMileageCalculator()
        var metres = 0.0
        let measured = Stats.median((0..<runs).map { _ in
            Double(Stats.time {
                metres = calculator.mileage(of: samples, from: samples[0].instant, to: nil)?.distance.metres ?? 0
            }) / 1e6
        })
        var sphere = 0.0
        let baseline = Stats.median((0..<runs).map { _ in
            Double(Stats.time { sphere = haversineSum(samples) }) / 1e6
        })
        print("## Mileage (median of \(runs) runs; one core)")
        print("")
        print("| route | filter + Vincenty ms | haversine sum ms (baseline) | ratio | km |")
        print("|---|---:|---:|---:|---:|")
        print("| \(sampleCount) samples, 1 Hz | \(Stats.format(measured, digits: 1)) | \(Stats.format(baseline, digits: 1)) | \(Stats.format(measured / max(baseline, 1e-9), digits: 1))x | \(Stats.format(metres / 1000, digits: 1)) (sphere \(Stats.format(sphere / 1000, digits: 1))) |")
    }

    /// A drive that turns gently and varies its speed between about 5 and 20 m/s, deterministic from run to run.
    static func route() -> [RouteSample] {
        var latitude = 45.5231
        var longitude = -122.6765
        var heading = 0.0
        var samples: [RouteSample] = []
        samples.reserveCapacity(sampleCount)
        for index in 0..<sampleCount {
            samples.append(RouteSample(
                instant: Instant(millisecondsSinceEpoch: 1_796_058_000_000 + Int64(index) * 1000),
                latitude: latitude, longitude: longitude, horizontalAccuracy: 4 + Double(index % 7),
                speed: nil, fixMode: .threeDimensional))
            let speed = 12.5 + 7.5 * sin(Double(index) / 97)
            heading += 0.02 * sin(Double(index) / 311)
            latitude += speed * cos(heading) / 111_132
            longitude += speed * sin(heading) / (111_320 * cos(latitude * .pi / 180))
        }
        return samples
    }

    static func haversineSum(_ samples: [RouteSample]) -> Double {
        let radius = 6_371_008.8
        var total = 0.0
        for (a, b) in zip(samples, samples.dropFirst()) {
            let phi1 = a.latitude * .pi / 180, phi2 = b.latitude * .pi / 180
            let dPhi = phi2 - phi1, dLambda = (b.longitude - a.longitude) * .pi / 180
            let h = sin(dPhi / 2) * sin(dPhi / 2) + cos(phi1) * cos(phi2) * sin(dLambda / 2) * sin(dLambda / 2)
            total += 2 * radius * asin(min(1, h.squareRoot()))
        }
        return total
    }
}
