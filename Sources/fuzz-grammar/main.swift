// Without libFuzzer (a plain `swift build`), this replays the files named on the command line. The fuzzing
// build passes `-D FUZZING -parse-as-library` so that libFuzzer's own `main` drives the entry point instead.
#if !FUZZING
import DashPilotFuzz
import Glibc

exit(FuzzReplay.run(Array(CommandLine.arguments.dropFirst()), GrammarLoaderFuzz.run))
#endif
