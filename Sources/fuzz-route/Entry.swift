import DashPilotFuzz

/// libFuzzer's entry point; built with `-sanitize=fuzzer`, libFuzzer supplies `main` and calls this.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    RouteFileFuzz.run(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}
