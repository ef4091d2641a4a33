import Domain

extension InputProcessor {
    /// What a refusal adds so the driver knows what to do next, written as it is typed where the reply is
    /// read: `:deliver N` at the prompt and in a pipe, `dashpilot deliver N` at a shell.
    func nextStepHint(for error: any SpokenError) -> String {
        guard case ShiftLifecycleError.deliveriesInProgress? = error as? ShiftLifecycleError else { return "" }
        let command = commandPrefix
        return " See \(command)deliveries, then \(command)deliver N or \(command)cancel N."
    }
}
