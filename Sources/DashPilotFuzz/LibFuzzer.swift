#if FUZZING
/// libFuzzer's driver, present only when linked with `-sanitize=fuzzer`. It lets a Swift executable, whose
/// `main` the package manager renames, run libFuzzer instead of relying on libFuzzer's own `main`.
public enum LibFuzzer {
    public typealias TestOneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32

    @_silgen_name("LLVMFuzzerRunDriver")
    private static func driver(
        _ count: UnsafeMutablePointer<Int32>,
        _ arguments: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ testOneInput: TestOneInput
    ) -> Int32

    public static func runDriver(
        _ count: UnsafeMutablePointer<Int32>,
        _ arguments: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ testOneInput: TestOneInput
    ) -> Int32 {
        driver(count, arguments, testOneInput)
    }
}
#endif
