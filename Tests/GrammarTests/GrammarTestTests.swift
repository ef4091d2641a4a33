import Testing
@testable import Grammar

@Suite struct GrammarTestTests {
    let grammar = GrammarFixture.compile(GrammarFixture.small)!

    @Test func countsEveryKindOfOutcome() {
        let tsv = """
            sentence\tintent\tevent\tnote
            start my shift\tStartShift\t\tshort
            got the food\tRecordDeliveryEvent\tdelivered\tslot
            end my shift\tStartShift\t\tintent
            hum a tune\tPauseShift\t\tmissed
            take a break\tnone\t\tfalse
            pause the music\tnone\t\tother-app
            """
        let report = GrammarTest.run(tsv: tsv, grammar: grammar)
        #expect((report.correct, report.wrongSlot, report.wrongIntent, report.missed, report.falseAccept) == (2, 1, 1, 1, 1))
        #expect(report.commands == 4 && report.nonCommands == 2)
        #expect(report.failures.map(\.line) == [3, 4, 5, 6])
        #expect(report.failures.first?.got == "RecordDeliveryEvent event=pickedUp")
    }

    @Test func rendersCountsAndFailingLines() {
        let report = GrammarTest.run(tsv: "end my shift\tStartShift\t\tintent\n", grammar: grammar)
        let text = report.render()
        #expect(text.hasPrefix("correct: 0  missed: 0  wrong-intent: 1  wrong-slot: 0  false-accept: 0"))
        #expect(text.contains("line 1: wrong-intent: \"end my shift\" expected StartShift, got EndShift [intent]"))
    }

    @Test func aHeaderLineIsSkippedOnlyFirst() {
        for header in ["sentence\tintent\tevent\tnote", "# sentence\tintent\tevent\tkind"] {
            let report = GrammarTest.run(tsv: header + "\nstart my shift\tStartShift\t\tshort\n", grammar: grammar)
            #expect(report.commands == 1 && report.correct == 1, "\(header)")
        }
        let later = GrammarTest.run(tsv: "start my shift\tStartShift\t\tshort\n# sentence\tintent\t\t\n", grammar: grammar)
        #expect(later.commands == 2 && later.missed == 1)
    }

    @Test func reportsUnreadableLines() {
        let report = GrammarTest.run(tsv: "just one column\n", grammar: grammar)
        #expect(report.malformedLines == [1])
    }
}
