import Testing
import Command

@Suite struct JSONWriterTests {
    @Test func escapesQuotesBackslashesAndControlCharacters() {
        #expect(JSONWriter.quoted("say \"hi\" \\ now") == #""say \"hi\" \\ now""#)
        #expect(JSONWriter.quoted("a\nb\rc\td\u{08}e\u{0C}f") == #""a\nb\rc\td\be\ff""#)
        #expect(JSONWriter.quoted("\u{0}\u{1}\u{1F}") == #""\u0000\u0001\u001f""#)
        #expect(JSONWriter.quoted("line\u{2028}para\u{2029}") == #""line\u2028para\u2029""#)
    }

    @Test func passesOtherUnicodeThrough() {
        #expect(JSONWriter.quoted("I’m parked › café 🚗 \u{7F}") == "\"I’m parked › café 🚗 \u{7F}\"")
    }

    @Test func keepsKeysInTheOrderGiven() {
        let object = JSONObject([
            "input": .string("picked up"),
            "intent": .string("RecordDeliveryEvent"),
            "slots": .object(JSONObject(sortedStrings: ["event": "pickedUp", "amount": "1"])),
            "outcome": .string("performed"),
            "sentence": .null,
            "count": .integer(-3),
            "ok": .bool(true),
        ])
        #expect(object.rendered
            == #"{"input":"picked up","intent":"RecordDeliveryEvent","slots":{"amount":"1","event":"pickedUp"},"outcome":"performed","sentence":null,"count":-3,"ok":true}"#)
    }

    @Test func settingAKeyAgainReplacesItInPlaceAndNilRemovesIt() {
        var object = JSONObject(["a": .integer(1), "b": .integer(2)])
        object["a"] = .string(orNull: nil)
        object["c"] = .bool(false)
        #expect(object.rendered == #"{"a":null,"b":2,"c":false}"#)
        object["b"] = nil
        #expect(object.rendered == #"{"a":null,"c":false}"#)
        #expect(JSONObject().rendered == "{}")
    }
}
