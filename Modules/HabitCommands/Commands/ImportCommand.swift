import AppPlugin
import CLIKit
import Localization

/// `APP import FILE`: reads an export (JSON) into the store. Ids are kept,
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
        let plan: ImportPlan
        do {
            plan = try ImportPlan(ImportDocument.read(ImportInput.read(file), shape: app.transfer), app: app)
        } catch let problem as ImportProblem {
            throw TransferError.malformed(file: file, problem: problem)
        }
        let summary: ImportSummary
        do {
            summary = try env.store().write { context in try ImportApplier.apply(plan, to: context) }
        } catch let problem as ImportProblem {
            throw TransferError.malformed(file: file, problem: problem)
        }
        if env.json {
            try env.emitJSON(ImportSummaryJSON(file: file, summary, app: app))
        } else {
            summary.lines(file: file, env.localizer, app).forEach { env.output.line($0) }
        }
    }
}
