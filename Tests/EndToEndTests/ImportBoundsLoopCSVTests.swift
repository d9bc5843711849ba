import Foundation
import PocketTestSupport
import Testing
import ZipArchive

/// `tracker import` of Loop's CSV export (a ZIP) within its bounds (issue
/// #43): alike names and many members take time linear in them; more
/// habits than an import takes, and members that unpack to far more than
/// the archive, are refused within the memory bound, the store unchanged.
@Suite struct ImportBoundsLoopCSVTests {
    /// A ZIP of `members`, deflated, in the sandbox.
    static func zip(_ members: [(name: String, bytes: [UInt8])], in app: ScriptedApp) throws -> String {
        var writer = ZipWriter(year: 2024, month: 3, day: 4)
        for member in members { try writer.add(member.name, member.bytes) }
        return try ImportBounds.file(try writer.archive(), "loop.zip", in: app)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var members: @Sendable () -> [(name: String, bytes: [UInt8])]
        var mentioning: String
    }

    static let cases: [Case] = [
        Case(
            testDescription: "more habits than an import takes",
            members: { [("Habits.csv", HostileImports.loopHabitsCSV(count: 10_001))] },
            mentioning: "more than 10000 habits"),
        Case(
            testDescription: "Habits.csv unpacking to 60 MiB of habits",
            members: { [("Habits.csv", HostileImports.loopHabitsCSVPastTheBound(bytes: 60 << 20))] },
            mentioning: "more than 10000 habits"),
        Case(
            testDescription: "Habits.csv unpacking to one line of 60 MiB",
            members: { [("Habits.csv", HostileImports.loopHabitsCSVOneLongLine(bytes: 60 << 20))] },
            mentioning: "Habits.csv"),
        Case(
            testDescription: "Checkmarks.csv unpacking to 60 MiB, damaged at its end",
            members: {
                [
                    ("Habits.csv", HostileImports.loopHabitsCSV(count: 1)),
                    ("001 Alike habit/Checkmarks.csv", HostileImports.loopCheckmarksThenDamage(bytes: 60 << 20)),
                ]
            },
            mentioning: "Checkmarks.csv"),
    ]

    @Test(arguments: cases)
    func isRefusedWithinTheMemoryBound(_ hostile: Case) throws {
        let app = try ImportBounds.tracker()
        let path = try Self.zip(hostile.members(), in: app)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        try ImportBounds.expectRefused(app, ["import", path], inputBytes: size, mentioning: hostile.mentioning)
    }

    @Test func alikeNamesTakeLinearTime() throws {
        try ImportBounds.expectScales { app, factor in
            ["import", try Self.zip([("Habits.csv", HostileImports.loopHabitsCSV(count: 600 * factor))], in: app)]
        }
    }

    @Test func habitsBesideManyMembersTakeLinearTime() throws {
        try ImportBounds.expectScales { app, factor in
            let members =
                [("Habits.csv", HostileImports.loopHabitsCSV(count: 500 * factor))]
                + HostileImports.unrelatedMembers(620 * factor)
            return ["import", try Self.zip(members, in: app)]
        }
    }
}
