import Foundation
import PocketTestSupport
import Testing

/// The heatmap's month names stand alone over their weeks, so Russian
/// names them in the nominative: «май», «июнь», not a date's «мая», «июн.».
@Suite struct HeatmapMonthNameTests {
    @Test func russianMonthsAreNominative() throws {
        let app = try TrackerCoreTests.tracker(store: "sqlite", language: "ru_RU.UTF-8")
        try HabitShowTests.gym(app)
        let human = try app.run(["show", "gym"], environment: ["COLUMNS": "200"])
        #expect(human.exitCode == 0, "\(human)")
        let months = try #require(human.stdoutLines.first { $0.contains("апр.") }, "\(human.stdout)")
        for name in ["май", "июнь", "июль"] {
            #expect(months.split(separator: " ").contains(Substring(name)), "\(name) in «\(months)»")
        }
        #expect(!months.contains("мая") && !months.contains("июн.") && !months.contains("июл."), "«\(months)»")
    }
}
