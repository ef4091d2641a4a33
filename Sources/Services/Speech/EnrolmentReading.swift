/// A driver reading the enrolment sentences aloud, one utterance at a time: which sentence to show next, and
/// which recording stands for each. An utterance heard as the sentence shown is kept and the next one shown.
/// One heard as something else (a slip, a word said over it, one sentence cut in two by a pause) asks for the
/// same sentence again, so a misheard sentence does not move every later one along. One heard, after such a
/// request, as a sentence just after the one shown means the driver went on: the attempts before it stand for
/// the sentences they passed. After `attempts` tries the last one stands and the next sentence is shown. Every recording is
/// checked again against its sentence before anything is learned, so one that stands unheard is left out.
public struct EnrolmentReading {
    /// What to show after an utterance.
    public enum Next: Equatable, Sendable {
        /// Show sentence `index`: the one before was kept or passed over.
        case say(Int)
        /// The sentence `index` was not heard; show it again.
        case again(Int)
        /// Every sentence has a recording.
        case done
    }

    /// Tries at one sentence before the last stands for it.
    public static let attempts = 3
    /// How far ahead of the sentence shown an utterance may be heard and still be taken as the driver going on.
    static let reach = 2

    public let prompts: [String]
    public private(set) var recordings: [[Int16]] = []
    /// Utterances since the last one kept, none heard as the sentence shown.
    private var pending: [[Int16]] = []

    public init(prompts: [String] = VoiceProfile.prompts) {
        self.prompts = prompts
    }

    /// The index of the sentence being asked for.
    public var current: Int { recordings.count }
    public var isDone: Bool { recordings.count == prompts.count }

    /// Takes one utterance, `transcript` as the prompt decoder heard it.
    public mutating func heard(_ transcript: String, samples: [Int16]) -> Next {
        guard !isDone else { return .done }
        // Going on is heard only after a sentence was asked for again: an utterance heard as the next sentence
        // straight away is more likely this one misheard, and would be learned as that one's sounds.
        let reach = pending.isEmpty ? 0 : Self.reach
        let ahead = (current..<min(current + 1 + reach, prompts.count)).first {
            VoiceEnrolment.heard(transcript, as: prompts[$0])
        }
        if let ahead {
            // The sentences passed get the attempts said for them, the latest last; those left short get the
            // latest attempt, which the check before learning leaves out.
            let passed = ahead - current
            let fillers = pending.suffix(passed)
            recordings += fillers
            recordings += Array(repeating: pending.last ?? [], count: passed - fillers.count)
            recordings.append(samples)
            pending = []
        } else {
            pending.append(samples)
            guard pending.count >= Self.attempts else { return .again(current) }
            recordings.append(samples)
            pending = []
        }
        return isDone ? .done : .say(current)
    }

    /// The audio ended: the attempts at the sentence shown stand for it, the latest one.
    public mutating func finish() {
        if !isDone, let last = pending.last { recordings.append(last) }
        pending = []
    }
}
