import SharedModels
import Testing

/// Amounts are typed by people and stored as Loop stores them (thousandths).
@Suite struct AmountTests {
    @Test(arguments: [
        ("5", 5_000), ("2.5", 2_500), ("0,25", 250), ("0.125", 125), ("0", 0), ("007", 7_000),
        ("1000000000", 1_000_000_000_000), ("12.000", 12_000),
    ])
    func parsesWhatPeopleType(text: String, thousandths: Int64) {
        #expect(Amount(text: text)?.thousandths == thousandths)
    }

    @Test(arguments: [
        "", "-1", "+1", "1e3", "1.2345", "1.", ".5", "1.2.3", "1 000", " 1", "1,000.5", "NaN", "１", "1000000000.001",
        "99999999999999999999",
    ])
    func refusesEverythingElse(text: String) {
        #expect(Amount(text: text) == nil)
    }

    @Test func theTextIsTheShortestThatParsesBack() {
        for thousandths: Int64 in [0, 1, 10, 100, 120, 125, 1_000, 2_500, 999_999, 1_000_000_000_000] {
            let amount = Amount(thousandths: thousandths)
            #expect(Amount(text: amount.text) == amount, "\(amount.text)")
        }
        #expect(Amount(thousandths: 2_500).text == "2.5")
        #expect(Amount(thousandths: 5).text == "0.005")
        #expect(Amount(thousandths: 7_000).text == "7")
    }

    @Test func aMeasureKeepsItsRules() {
        let five = Amount(thousandths: 5_000)
        #expect(Measure.validate(target: five, unit: " km ", per: 7, isAtMost: false).map(\.unit) == .success("km"))
        #expect(Measure.validate(target: .zero, unit: "km", per: 7, isAtMost: false) == .failure(.target))
        #expect(Measure.validate(target: five, unit: "", per: 7, isAtMost: false) == .failure(.unit))
        #expect(Measure.validate(target: five, unit: "km\u{1B}", per: 7, isAtMost: false) == .failure(.unit))
        #expect(
            Measure.validate(target: five, unit: String(repeating: "m", count: 17), per: 1, isAtMost: true)
                == .failure(.unit))
        #expect(Measure.validate(target: five, unit: "km", per: 0, isAtMost: false) == .failure(.per))
        #expect(Measure.validate(target: five, unit: "km", per: 366, isAtMost: false) == .failure(.per))
    }
}
