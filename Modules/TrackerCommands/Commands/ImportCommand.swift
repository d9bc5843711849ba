import AppPlugin
import CLIKit
import ForeignHabits
import FoundationEssentials
import Localization

/// `APP import [--from harsh] FILE`: reads an export (JSON), or in the tracker Loop Habit
/// Tracker's backup or CSV export (told by the first bytes) or, with
/// `--from harsh`, harsh's folder, into the store. Ids are kept,
/// an existing id is updated, records are merged; all or nothing: the file is
/// checked whole before the store is touched, then applied in one write
/// transaction. A malformed file exits 65 naming the file. FILE `-` is
/// standard input; pipes and FIFOs are read to their end (`ImportInput`).
enum ImportCommand {
    /// Sources told by `--from` rather than by the file's first bytes: a folder has none.
    enum Source: String, CaseIterable, ArgumentValue {
        case harsh
    }

    static func command(_ app: TrackerAppProfile) -> TrackerCommand {
        TrackerCommand(
            "import", abstract: { $0(.habitsTransferImportAbstract) }, discussion: { $0(app.texts.importDiscussion) },
            arguments: [.argument(file) { $0(app.texts.importFileArgument) }],
            options: [.option(source) { $0(.habitsTransferImportOptionFrom) }]
        ) { try run($0, $1, app) }
    }

    static let file = Argument<String>("file")
    static let source = Option<Source?>("from", valueName: "FORMAT")

    static func run(_ invocation: Invocation, _ env: AppEnvironment, _ app: TrackerAppProfile) throws {
        let file = try invocation.value(of: Self.file)
        if try invocation.value(of: Self.source) == .harsh {
            return try runHarsh(folder: file, env, app)
        }
        // A regular file of another tracker is read where it is, never whole into memory.
        if let head = ImportInput.head(file, count: ForeignImportReader.magicLength),
            let format = ForeignImportReader.format(of: Data(head))
        {
            return try runForeign(nil, format: format, file: file, env, app)
        }
        let bytes = try ImportInput.read(file)
        if let format = ForeignImportReader.format(of: bytes) {
            return try runForeign(bytes, format: format, file: file, env, app)
        }
        let plan = try plan(bytes, file: file, app)
        let summary: ImportSummary
        do {
            summary = try env.store().write { context in try ImportApplier.apply(plan, to: context, app: env.app) }
        } catch let conflict as ImportConflict {
            throw TransferError.taken(file: file, conflict: conflict)
        }
        if env.json {
            try env.emitJSON(ImportSummaryJSON(file: file, summary, app: app, source: "export"))
        } else {
            for line in summary.lines(file: file, env.localizer, app) { env.output.line(line) }
        }
    }

    /// The export's plan, or why it is refused: the habit bound is checked
    /// before the plan's checks, which are per habit.
    private static func plan(_ bytes: Data, file: String, _ app: TrackerAppProfile) throws(TransferError) -> ImportPlan
    {
        let document: ImportDocument
        do throws(ImportProblem) {
            document = try ImportDocument.read(bytes, shape: app.transfer)
        } catch {
            throw .malformed(file: file, problem: error)
        }
        guard document.trackers.count <= ImportLimits.habits else {
            throw .tooManyHabits(file: file, limit: ImportLimits.habits)
        }
        do throws(ImportProblem) {
            return try ImportPlan(document, app: app)
        } catch {
            throw .malformed(file: file, problem: error)
        }
    }

    /// Another tracker's file: read whole into values (refused before the
    /// store is opened when it is not one the reader takes), then applied in
    /// one write transaction; a line per habit that lost something follows
    /// the summary.
    private static func runForeign(
        _ bytes: Data?, format: ForeignImportReader.Format, file: String,
        _ env: AppEnvironment, _ app: TrackerAppProfile
    ) throws {
        // Loop's habits need schedules and a category to land in; goals has neither.
        guard app.transfer.hasSchedules, app.transfer.hasCategories else {
            throw TransferError.foreignRefused(file: file)
        }
        let history = try ForeignImportReader.read(bytes, format: format, file: file)
        try apply(history, file: file, source: format.rawValue, unlisted: nil, env, app)
    }

    /// harsh's folder: refused by goals before anything is read, else read
    /// whole (both files checked) and applied as Loop's files are; the log
    /// lines of habits harsh no longer lists are counted in one line.
    private static func runHarsh(folder: String, _ env: AppEnvironment, _ app: TrackerAppProfile) throws {
        guard app.transfer.hasSchedules, app.transfer.hasCategories else {
            throw TransferError.harshRefused(folder: folder)
        }
        let result = try HarshImportReader.read(folder: folder)
        try apply(result.history, file: folder, source: Source.harsh.rawValue, unlisted: result.unlisted, env, app)
    }

    /// One write transaction, then the summary and a line per habit that lost something.
    private static func apply(
        _ history: ForeignHistory, file: String, source: String, unlisted: [String: Int]?,
        _ env: AppEnvironment, _ app: TrackerAppProfile
    ) throws {
        let today = env.today
        let outcome = try env.store().write { context in
            try ForeignImportApplier.apply(history, to: context, today: today)
        }
        if env.json {
            var json = ImportSummaryJSON(file: file, outcome.summary, app: app, source: source)
            json.losses = outcome.habits.filter { !$0.losses.isEmpty }.map(ForeignLossJSON.init)
            json.unlisted = unlisted
            try env.emitJSON(json)
        } else {
            for line in outcome.summary.lines(file: file, env.localizer, app) { env.output.line(line) }
            for habit in outcome.habits {
                if let line = ForeignImportText.line(habit, env.localizer) { env.output.line("  " + line) }
            }
            if let unlisted, let line = ForeignImportText.unlisted(unlisted, env.localizer) { env.output.line(line) }
        }
    }
}
