import Services
import Testing

/// Which enrolment sentence is shown next as a driver reads them, and which recording stands for each.
@Suite struct EnrolmentReadingTests {
    static let prompts = ["start my shift", "end my shift for the day", "i am on a break", "the order is delivered", "park the car"]

    /// A recording standing for the sentence it was made for: one sample, the sentence's index.
    static func recording(_ index: Int) -> [Int16] { [Int16(index)] }

    @Test func eachSentenceHeardAsItselfIsKeptAndTheNextShown() {
        var reading = EnrolmentReading(prompts: Self.prompts)
        #expect(reading.heard("start my shift", samples: Self.recording(0)) == .say(1))
        #expect(reading.heard("end my shift for the day", samples: Self.recording(1)) == .say(2))
        #expect(reading.recordings == [Self.recording(0), Self.recording(1)])
    }

    @Test func aSentenceNotHeardAsItselfIsAskedForAgainAndTheRepeatStands() {
        var reading = EnrolmentReading(prompts: Self.prompts)
        _ = reading.heard("start my shift", samples: Self.recording(0))
        // Cut in two by a pause: neither half is the sentence.
        #expect(reading.heard("end my shift", samples: [-1]) == .again(1))
        #expect(reading.heard("for the day", samples: [-2]) == .again(1))
        #expect(reading.heard("end my shift for the day", samples: Self.recording(1)) == .say(2))
        #expect(reading.recordings == [Self.recording(0), Self.recording(1)])
    }

    @Test func goingOnAfterARequestLeavesTheAttemptForTheSentenceItWasFor() {
        var reading = EnrolmentReading(prompts: Self.prompts)
        #expect(reading.heard("park the car", samples: Self.recording(0)) == .again(0))
        // Not said again: the next sentences come, one of them misheard too.
        #expect(reading.heard("start my", samples: Self.recording(1)) == .again(0))
        #expect(reading.heard("i am on a break", samples: Self.recording(2)) == .say(3))
        #expect(reading.recordings == [Self.recording(0), Self.recording(1), Self.recording(2)])
    }

    @Test func theNextSentenceHeardStraightAwayIsThisOneMisheard() {
        var reading = EnrolmentReading(prompts: Self.prompts)
        #expect(reading.heard("end my shift for the day", samples: [-1]) == .again(0))
        #expect(reading.recordings.isEmpty)
    }

    @Test func afterThreeTriesTheLastStandsAndTheNextIsShown() {
        var reading = EnrolmentReading(prompts: Self.prompts)
        #expect(reading.heard("park", samples: [-1]) == .again(0))
        #expect(reading.heard("park", samples: [-2]) == .again(0))
        #expect(reading.heard("park", samples: [-3]) == .say(1))
        #expect(reading.recordings == [[-3]])
    }

    @Test func theLastSentenceEndsTheReadingAndTheAudioEndingLeavesTheAttemptsStanding() {
        var reading = EnrolmentReading(prompts: Array(Self.prompts.prefix(2)))
        _ = reading.heard("start my shift", samples: Self.recording(0))
        #expect(reading.heard("end my shift for the day", samples: Self.recording(1)) == .done)
        #expect(reading.isDone)

        var cut = EnrolmentReading(prompts: Array(Self.prompts.prefix(2)))
        _ = cut.heard("start my shift", samples: Self.recording(0))
        _ = cut.heard("end my", samples: [-1])
        cut.finish()
        #expect(cut.isDone && cut.recordings == [Self.recording(0), [-1]])
    }
}
