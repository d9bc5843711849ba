import Foundation
import PocketTestSupport
import Testing

/// `tracker import --from harsh` within its bounds (issue #43): names that
/// share their first 38 characters take time linear in them; more habits
/// than an import takes, and logs of tens of MB ending in damage, are
/// refused within the memory bound, the store unchanged.
@Suite struct ImportBoundsHarshTests {
    /// harsh's folder with these files, in the sandbox.
    static func folder(habits: [UInt8], log: [UInt8]? = nil, in app: ScriptedApp) throws -> String {
        let folder = app.sandbox.root + "/harsh"
        try ImportBounds.file(habits, "harsh/habits", in: app)
        if let log { try ImportBounds.file(log, "harsh/log", in: app) }
        return folder
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var habits: @Sendable () -> [UInt8]
        var log: @Sendable () -> [UInt8]?
        var mentioning: String
    }

    static let cases: [Case] = [
        Case(
            testDescription: "more habits than an import takes",
            habits: { HostileImports.harshHabits(count: 10_001) }, log: { nil }, mentioning: "more than 10000 habits"),
        Case(
            testDescription: "a log of 60 MB of empty lines, damaged at its end",
            habits: { HostileImports.harshHabits(count: 1) },
            log: { HostileImports.harshLogThenDamage(bytes: 60 << 20, line: "\n") }, mentioning: "log"),
        Case(
            testDescription: "a log of 60 MB repeating one day, damaged at its end",
            habits: { HostileImports.harshHabits(count: 1) },
            log: {
                HostileImports.harshLogThenDamage(
                    bytes: 60 << 20, line: "2024-01-01 : \(HostileImports.longName)-0 : y\n")
            }, mentioning: "log"),
    ]

    @Test(arguments: cases)
    func isRefusedWithinTheMemoryBound(_ hostile: Case) throws {
        let app = try ImportBounds.tracker()
        let habits = hostile.habits()
        let log = hostile.log()
        let folder = try Self.folder(habits: habits, log: log, in: app)
        try ImportBounds.expectRefused(
            app, ["import", "--from", "harsh", folder], inputBytes: habits.count + (log?.count ?? 0),
            mentioning: hostile.mentioning)
    }

    @Test func alikeNamesTakeLinearTime() throws {
        try ImportBounds.expectScales { app, factor in
            [
                "import", "--from", "harsh",
                try Self.folder(habits: HostileImports.harshHabits(count: 600 * factor), in: app),
            ]
        }
    }
}
