import Domain
import Services
import Testing

/// gpsd's JSON lines as gpsd 3.22 writes them.
@Suite struct GpsdReportTests {
    @Test func aTPVWithAFixBecomesASample() {
        let line = #"{"class":"TPV","device":"/dev/pts/3","mode":3,"time":"2026-11-30T17:00:10.000Z","ept":0.005,"lat":45.523100000,"lon":-122.675090000,"altHAE":10.4000,"eph":17.100,"track":90.0000,"speed":11.000,"climb":0.000,"eps":0.52}"#
        guard case .position(let sample?, let mode)? = GpsdReport.parse(line) else {
            Issue.record("no sample")
            return
        }
        #expect(mode == .threeDimensional)
        #expect(sample.instant.millisecondsSinceEpoch == 1_796_058_010_000)
        #expect(sample.latitude == 45.5231 && sample.longitude == -122.67509)
        #expect(sample.horizontalAccuracy == 17.1 && sample.speed == 11)
    }

    @Test func aTPVWithoutAFixCarriesOnlyItsMode() {
        #expect(GpsdReport.parse(#"{"class":"TPV","device":"/dev/pts/3","mode":1}"#) == .position(nil, mode: .none))
        // An older gpsd reports epx and epy rather than eph; the larger one stands for both.
        let old = GpsdReport.parse(#"{"class":"TPV","mode":2,"time":"2026-11-30T17:00:10Z","lat":1.5,"lon":2.5,"epx":4.0,"epy":6.5}"#)
        guard case .position(let sample?, .twoDimensional)? = old else {
            Issue.record("no sample")
            return
        }
        #expect(sample.horizontalAccuracy == 6.5)
    }

    @Test func otherClassesNestedValuesAndDamagedLinesAreNotPositions() {
        #expect(GpsdReport.parse(#"{"class":"SKY","satellites":[{"PRN":2,"used":true},{"PRN":5,"used":false}],"hdop":0.9}"#) == .other("SKY"))
        #expect(GpsdReport.parse(#"{"class":"VERSION","release":"3.22","proto_major":3}"#) == .other("VERSION"))
        for damaged in ["", "{", #"{"class":"TPV","lat":}"#, #"{"class":"TPV"} trailing"#, "not json", #"{"mode":3}"#] {
            #expect(GpsdReport.parse(damaged) == nil)
        }
        let badTime = #"{"class":"TPV","mode":3,"time":"2026-13-30T17:00:10Z","lat":1,"lon":2}"#
        #expect(GpsdReport.parse(badTime) == .position(nil, mode: .threeDimensional))
        let offGlobe = #"{"class":"TPV","mode":3,"time":"2026-11-30T17:00:10Z","lat":91,"lon":2}"#
        #expect(GpsdReport.parse(offGlobe) == .position(nil, mode: .threeDimensional))
    }
}
