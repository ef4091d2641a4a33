import Domain
import Testing

@Suite struct TextTableTests {
    @Test func columnsAlignTextLeftAndFiguresRight() {
        let text = TextTable.render(
            header: ["Day", "Shifts", "Net"],
            rows: [["Mon 30 Nov", "2", "$84.10"], ["Tue 1 Dec", "1", "$6.00"], ["Wed 2 Dec", "0", "—"]])
        #expect(text == """
            Day         Shifts     Net
            ----------  ------  ------
            Mon 30 Nov       2  $84.10
            Tue 1 Dec        1   $6.00
            Wed 2 Dec        0       —

            """)
    }

    @Test func shortRowsArePadded() {
        #expect(TextTable.render(header: ["A", "B"], rows: [["x"]]) == "A  B\n-  -\nx\n")
    }
}

@Suite struct CSVTextTests {
    @Test func fieldsAreQuotedOnlyWhenTheyMustBe() {
        #expect(CSVText.field("plain") == "plain")
        #expect(CSVText.field("a,b") == "\"a,b\"")
        #expect(CSVText.field("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(CSVText.field("two\nlines") == "\"two\nlines\"")
        #expect(CSVText.field("cr\r\nlf") == "\"cr\r\nlf\"")
        #expect(CSVText.field("") == "")
    }

    @Test func recordsEndWithCRLF() {
        #expect(CSVText.render(header: ["date", "note"], rows: [["2026-11-30", "tolls, parking"]])
            == "date,note\r\n2026-11-30,\"tolls, parking\"\r\n")
    }
}

@Suite struct BarChartTests {
    let bars = [
        BarChart.Bar(label: "Mon", value: 80, valueText: "$80.00"),
        BarChart.Bar(label: "Tue", value: 10, valueText: "$10.00"),
        BarChart.Bar(label: "Wed", value: 0, valueText: "$0.00"),
        BarChart.Bar(label: "Thu", value: -20, valueText: "-$20.00"),
    ]

    @Test func blocksScaleToTheLargestValueInEighths() {
        #expect(BarChart.render(bars, width: 8, glyphs: .blocks) == """
            Mon ████████ $80.00
            Tue █        $10.00
            Wed          $0.00
            Thu ░░       -$20.00

            """)
        // 10 of 80 over 4 cells is 4 eighths: half a block.
        #expect(BarChart.render(Array(bars.prefix(2)), width: 4, glyphs: .blocks).contains("Tue ▌    $10.00"))
    }

    @Test func asciiDrawsWholeCells() {
        #expect(BarChart.render(bars, width: 8, glyphs: .ascii) == """
            Mon ######## $80.00
            Tue #        $10.00
            Wed          $0.00
            Thu --       -$20.00

            """)
    }
}
