import DashPilotFuzz
import Glibc

/// Built with `-sanitize=fuzzer -D FUZZING`, hands the entry point to libFuzzer's driver (which reads the
/// usual libFuzzer options); a plain build instead replays the files named on the command line, so saved
/// crash inputs and the corpus can be rerun without the sanitizer.
@main
enum RouteFileFuzzMain {
    static func main() {
        #if FUZZING
        var count = CommandLine.argc
        var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LibFuzzer.runDriver(&count, &arguments) { data, size in fuzzOneInput(data, size) })
        #else
        exit(FuzzReplay.run(Array(CommandLine.arguments.dropFirst()), RouteFileFuzz.run))
        #endif
    }
}
