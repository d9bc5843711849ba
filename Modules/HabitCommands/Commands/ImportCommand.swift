import AppPlugin
import CLIKit
import FoundationEssentials
import Localization

/// `APP import FILE`: reads an export (JSON), or in the tracker Loop Habit
/// Tracker's backup or CSV export (told by the first bytes), into the store. Ids are kept,
/// an existing id is updated, records are merged; all or nothing: the file is
/// checked whole before the store is touched, then applied in one write
/// transaction. A malformed file exits 65 naming the file. FILE `-` is
/// standard input; pipes and FIFOs are read to their end (`ImportInput`).
enum ImportCommand {
    static func spec(_ l: Localizer, _ app: HabitApp) -> CommandSpec {
        CommandSpec(name: "import", abstract: l("habits.transfer.import.abstract"),
                    discussion: l(app.texts.importDiscussion),
                    arguments: [ArgumentSpec("file", help: l(app.texts.importFileArgument))])
    }

    static func run(_ invocation: Invocation, _ env: AppEnvironment, _ app: HabitApp) throws {
        let file = try invocation.require("file")
        // A regular file of another tracker is read where it is, never whole into memory.
        if let head = ImportInput.head(file, count: ForeignImportReader.magicLength),
           let format = ForeignImportReader.format(of: Data(head)) {
            return try runForeign(nil, format: format, file: file, env, app)
        }
        let bytes = try ImportInput.read(file)
        if let format = ForeignImportReader.format(of: bytes) {
            return try runForeign(bytes, format: format, file: file, env, app)
        }
        let plan: ImportPlan
        do throws(ImportProblem) {
            plan = try ImportPlan(ImportDocument.read(bytes, shape: app.transfer), app: app)
        } catch {
            throw TransferError.malformed(file: file, problem: error)
        }
        let summary: ImportSummary
        do {
            summary = try env.store().write { context in try ImportApplier.apply(plan, to: context) }
        } catch let problem as ImportProblem {
            throw TransferError.malformed(file: file, problem: problem)
        }
        if env.json {
            try env.emitJSON(ImportSummaryJSON(file: file, summary, app: app, source: "export"))
        } else {
            summary.lines(file: file, env.localizer, app).forEach { env.output.line($0) }
        }
    }

    /// Another tracker's file: read whole into values (refused before the
    /// store is opened when it is not one the reader takes), then applied in
    /// one write transaction; a line per habit that lost something follows
    /// the summary.
    private static func runForeign(_ bytes: Data?, format: ForeignImportReader.Format, file: String,
                                   _ env: AppEnvironment, _ app: HabitApp) throws {
        // Loop's habits need schedules and a category to land in; goals has neither.
        guard app.transfer.hasSchedules, app.transfer.hasCategories else { throw TransferError.foreignRefused(file: file) }
        let history = try ForeignImportReader.read(bytes, format: format, file: file)
        let today = env.today
        let outcome = try env.store().write { context in
            try ForeignImportApplier.apply(history, to: context, today: today)
        }
        if env.json {
            var json = ImportSummaryJSON(file: file, outcome.summary, app: app, source: format.rawValue)
            json.losses = outcome.habits.filter { !$0.losses.isEmpty }.map(ForeignLossJSON.init)
            try env.emitJSON(json)
        } else {
            outcome.summary.lines(file: file, env.localizer, app).forEach { env.output.line($0) }
            for habit in outcome.habits {
                if let line = ForeignImportText.line(habit, env.localizer) { env.output.line("  " + line) }
            }
        }
    }
}
