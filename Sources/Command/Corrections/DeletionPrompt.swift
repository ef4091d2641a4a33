import Domain

/// `dashpilot delete-shift N` without `--yes`: the driver confirms by typing the shift's date, read as one
/// line from standard input after a prompt on standard error, so standard output keeps only the reply.
enum DeletionPrompt {
    static func run(_ processor: InputProcessor, number: Int, input: String) -> Reply {
        let id: Int64
        let date: String
        switch processor.shiftToDelete(number: number, input: input, at: Instant.now()) {
        case .shift(let shiftID, let shiftDate): (id, date) = (shiftID, shiftDate)
        case .refused(let refusal): return refusal
        }
        _ = StandardStream.error.write(
            "Deleting shift \(number), of \(date), cannot be undone. Type its date (\(date)) to delete it: ")
        let typed = LineReader().nextLine().flatMap { line -> String? in
            guard case .text(let text) = line else { return nil }
            return text.trimmingSpaces
        }
        guard typed == date else {
            _ = StandardStream.error.write("\n")
            return Reply(
                input: input, outcome: .refused,
                sentence: "The shift's date was not typed, so nothing was deleted.", at: Instant.now())
        }
        return processor.deleteConfirmedShift(number: number, id: id, input: input, source: .command, at: Instant.now())
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        return String(drop(while: blank).reversed().drop(while: blank).reversed())
    }
}
