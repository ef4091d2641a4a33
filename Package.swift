// swift-tools-version: 6.0
import PackageDescription

// Layers, arrows pointing down only:
//   dashpilot (executable) -> Intents -> Grammar, Services -> Persistence -> Domain
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
        .systemLibrary(
            name: "CReadline",
            pkgConfig: "readline",
            providers: [.apt(["libreadline-dev"])]
        ),
        // Store-independent parts of the command line: input lines, timestamps, arguments,
        // macros, speech, line editing. Knows nothing of the store or the grammar.
        .target(
            name: "Command",
            dependencies: ["CReadline"]
        ),
        .testTarget(
            name: "CommandTests",
            dependencies: ["Command"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
