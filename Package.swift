// swift-tools-version: 6.0
import PackageDescription

// Layers, arrows pointing down only:
//   dashpilot (executable) -> Intents -> Grammar, Services -> Persistence -> Domain
//   (Grammar uses only Domain below it.)
// No target below the executable imports Foundation: start-up time of a one-shot
// `dashpilot say` is part of the product, and Glibc covers what the layers need.
let package = Package(
    name: "DashPilot",
    targets: [
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        // No pkgConfig: readline's .pc file adds -D_DEFAULT_SOURCE -D_XOPEN_SOURCE=600, which SwiftPM
        // refuses with a warning on every build; the headers are in the default path and the modulemap links it.
        .systemLibrary(
            name: "CReadline",
            providers: [.apt(["libreadline-dev"])]
        ),
        .target(name: "Domain"),
        .target(name: "Persistence", dependencies: ["Domain", "CSQLite"]),
        // Debian's pocketsphinx, loaded at run time so that only `dashpilot listen` needs it installed.
        .target(name: "CPocketSphinx", linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "Services", dependencies: ["Domain", "Persistence", "CPocketSphinx"]),
        .target(name: "Intents", dependencies: ["Domain", "Persistence", "Services"]),
        .target(name: "TestSupport", dependencies: ["Domain", "Persistence", "Services"], path: "Tests/TestSupport"),
        .testTarget(name: "DomainTests", dependencies: ["Domain", "TestSupport"]),
        .testTarget(name: "PersistenceTests", dependencies: ["Domain", "Persistence", "CSQLite", "TestSupport"]),
        .testTarget(name: "ServicesTests", dependencies: ["Domain", "Persistence", "Services", "TestSupport"]),
        .testTarget(name: "IntentsTests", dependencies: ["Domain", "Persistence", "Services", "Intents", "TestSupport"]),
        .target(name: "Command", dependencies: ["CReadline", "Domain", "Persistence", "Services", "Intents", "Grammar"]),
        .testTarget(name: "CommandTests", dependencies: ["Command", "Domain", "Persistence", "Intents", "Grammar", "Services", "TestSupport"]),
        // Linking the Swift runtime statically halves the start-up time of a one-shot `dashpilot say`.
        .executableTarget(
            name: "dashpilot",
            dependencies: ["Command"],
            linkerSettings: [.unsafeFlags(["-static-stdlib"])]
        ),
        // Runs the built `dashpilot` (which `swift test` builds with every other target) as a separate process.
        // Depending on the executable target would link its static runtime flag into the test bundle too.
        .testTarget(name: "DashPilotTests", dependencies: ["Domain", "Persistence", "Services", "TestSupport"]),
        // Optimised in debug builds too: the tests spell out and check the decoder grammar's hundreds of
        // thousands of sentences, which unoptimised code takes minutes to do.
        .target(name: "Grammar", dependencies: ["Domain"], swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
        .executableTarget(name: "dashpilot-bench", dependencies: ["Grammar", "CSQLite", "Domain"]),
        .executableTarget(name: "grammar-image", dependencies: ["Grammar"]),
        .testTarget(
            name: "GrammarTests",
            dependencies: ["Grammar", "Domain"],
            exclude: ["Fixtures"]
        ),
        // Fuzz entry points for libFuzzer; a plain build replays saved inputs instead (see docs/reliability.md).
        .target(name: "DashPilotFuzz", dependencies: ["Grammar", "Domain"]),
        .executableTarget(name: "fuzz-recogniser", dependencies: ["DashPilotFuzz"]),
        .executableTarget(name: "fuzz-grammar", dependencies: ["DashPilotFuzz"]),
        .executableTarget(name: "fuzz-route", dependencies: ["DashPilotFuzz"]),
        // Concurrent processes, crashes, store faults and hostile input, against the built `dashpilot`.
        .testTarget(
            name: "ReliabilityTests",
            dependencies: ["Domain", "Persistence", "CSQLite", "Grammar", "DashPilotFuzz", "TestSupport"],
            exclude: ["FuzzInputs"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
