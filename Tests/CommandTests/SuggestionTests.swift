@testable import Command
import Domain
import Testing

@Suite struct SuggestionTests {
    @Test func anAskedReplyCarriesItsProposalApartFromIntent() {
        var reply = Reply(
            input: "pick up thing", outcome: .asked,
            sentence: "Did you mean \u{201C}picked up\u{201D}? Say yes to record it.", at: Instant(millisecondsSinceEpoch: 0))
        reply.suggestion = Suggestion(
            intent: "RecordDeliveryEvent", slots: ["event": "pickedUp"], phrase: "picked up", awaitsAnswer: true)
        #expect(ReplyJSON.line(reply) == #"{"input":"pick up thing","intent":null,"slots":{},"outcome":"asked","suggestion":{"intent":"RecordDeliveryEvent","slots":{"event":"pickedUp"},"phrase":"picked up"},"sentence":"Did you mean “picked up”? Say yes to record it.","at":"1970-01-01T00:00:00.000Z"}"#)
    }

    @Test func aPhraseWithABlankIsNeitherAskedAboutNorHinted() {
        #expect(InputProcessor.sayable("pick up from * *") == nil)
        #expect(InputProcessor.sayable("picked up") == "picked up")
    }

    @Test func theQuestionAsksForAYesOnlyWhereOneCanFollow() {
        let waiting = Suggestion(intent: "EndShift", phrase: "end my shift", awaitsAnswer: true)
        #expect(waiting.question == "Did you mean \u{201C}end my shift\u{201D}? Say yes to record it.")
        let oneShot = Suggestion(intent: "EndShift", phrase: "end my shift", awaitsAnswer: false)
        #expect(oneShot.question == "Sorry, I didn't catch that. Did you mean \u{201C}end my shift\u{201D}?")
    }
}

@Suite struct YesWordsDocumentationTests {
    @Test func helpListsEveryAnswerThatConfirms() {
        for word in PendingQuestion.yesWords {
            #expect(HelpText.full.contains(word), "\(word)")
        }
        #expect(HelpText.full.contains("within 30 s"))
        #expect(PendingQuestion.window == 30_000)
    }
}
