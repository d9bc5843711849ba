import AppPlugin
import CLIKit
import Localization

/// `tracker import FILE`: reads an export (JSON) into the store. Ids are kept,
/// an existing id is updated, records are merged; all or nothing: the file is
/// checked whole before the store is touched, then applied in one write
/// transaction. A malformed file exits 65 naming the file. FILE `-` is
/// standard input; pipes and FIFOs are read to their end (`ImportInput`).
public enum ImportCommand {
    public static func spec(_ l: Localizer) -> CommandSpec {
        CommandSpec(name: "import", abstract: l("tracker.transfer.import.abstract"),
                    discussion: l("tracker.transfer.import.discussion"),
                    arguments: [ArgumentSpec("file", help: l("tracker.transfer.import.argument.file"))])
    }

    public static func run(_ invocation: Invocation, in env: AppEnvironment) throws {
        let file = try invocation.require("file")
        let plan: ImportPlan
        do {
            plan = try ImportPlan(ImportDocument.read(ImportInput.read(file)))
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
            try env.emitJSON(ImportSummaryJSON(file: file, summary))
        } else {
            summary.lines(file: file, env.localizer).forEach { env.output.line($0) }
        }
    }
}
