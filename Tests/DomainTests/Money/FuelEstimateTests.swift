import Domain
import Testing

@Suite struct FuelEstimateTests {
    @Test func anEstimateIsDistanceTimesConsumptionTimesPriceAndSaysSo() throws {
        let assumption = FuelAssumption(price: try FuelInput.price("4.59"), consumption: .milesPerGallon(31))
        let estimate = FuelEstimate(distance: Distance(metres: 41.2 * 1609.344), assumption: assumption)
        // 41.2 / 31 = 1.329 gallons at 459 cents = 610.0 cents.
        #expect(estimate.cost == Money(minorUnits: 610, currencyCode: "USD"))
        #expect(estimate.sentence == "about $6.10 of fuel, estimated from 41.2 miles at 31 mpg")
        #expect(estimate.sentence(in: .kilometres) == "about $6.10 of fuel, estimated from 66.3 km at 31 mpg")
    }

    @Test func litresPerHundredKilometresPriceByTheLitre() throws {
        let assumption = FuelAssumption(
            price: try FuelInput.price("1.899", currencyCode: "EUR"), consumption: .litresPerHundredKilometres(6.5))
        let estimate = FuelEstimate(distance: Distance(metres: 66_300), assumption: assumption)
        // 66.3 km × 6.5 / 100 = 4.3095 litres at 189.9 cents = 818.37 cents.
        #expect(abs(estimate.fuelQuantity - 4.3095) < 1e-9)
        #expect(estimate.cost == Money(minorUnits: 818, currencyCode: "EUR"))
        #expect(estimate.sentence == "about 8.18 EUR of fuel, estimated from 66.3 km at 6.5 L/100 km")
    }

    @Test func pricesKeepATenthOfACent() throws {
        #expect(try FuelInput.price("3.499").tenthsOfMinorUnit == 3499)
        #expect(try FuelInput.price("$3.49").tenthsOfMinorUnit == 3490)
        #expect(try FuelInput.price("3.499").formatted == "$3.499")
        #expect(try FuelInput.price("3.49").formatted == "$3.49")
        #expect(FuelAssumption(price: try FuelInput.price("3.49"), consumption: .milesPerGallon(31)).formatted
            == "$3.49/gallon at 31 mpg")
    }

    @Test(arguments: [
        ("3.4999", FuelInputError.malformedPrice("3.4999")), ("abc", .malformedPrice("abc")), ("-3", .malformedPrice("-3")),
        ("0", .zeroPrice), ("1000.001", .priceTooHigh), ("", .malformedPrice("")),
    ])
    func badPricesAreRefused(text: String, error: FuelInputError) {
        #expect(throws: error) { try FuelInput.price(text) }
    }

    @Test func consumptionIsReadWithinARange() throws {
        #expect(try FuelInput.milesPerGallon("31") == .milesPerGallon(31))
        #expect(try FuelInput.litresPerHundredKilometres(" 6.5 ") == .litresPerHundredKilometres(6.5))
        #expect(throws: FuelInputError.consumptionOutOfRange(unit: "mpg", range: FuelInput.milesPerGallonRange)) {
            try FuelInput.milesPerGallon("0.5")
        }
        #expect(throws: FuelInputError.malformedConsumption("nan", unit: "mpg")) { try FuelInput.milesPerGallon("nan") }
        #expect(FuelInputError.consumptionOutOfRange(unit: "mpg", range: FuelInput.milesPerGallonRange).sentence
            == "Fuel use must be between 1 and 200 mpg.")
    }
}

@Suite struct FuelConsumptionStorageTests {
    @Test func aConsumptionRoundTripsThroughItsStoredForm() {
        for consumption in [FuelConsumption.milesPerGallon(31), .litresPerHundredKilometres(6.5)] {
            #expect(FuelConsumption(kind: consumption.kind, value: consumption.value) == consumption)
        }
        #expect(FuelConsumption(kind: "mpg", value: 0) == nil)
        #expect(FuelConsumption(kind: "kpl", value: 12) == nil)
    }

    @Test func placesReadToAboutAMetre() {
        #expect(GeoCoordinate(latitude: 45.523104, longitude: -122.676496).formatted == "45.52310,-122.67650")
    }
}
