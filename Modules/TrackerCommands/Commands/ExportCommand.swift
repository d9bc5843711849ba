import AppPlugin
import CLIKit
import Localization
import TerminalUI
import TrackerScreens

/// `APP export [--format json|csv|loop-csv] [--output FILE]`: everything,
/// portable. Without `--output` the export goes to stdout; with it, the file
/// is replaced atomically (mode 0600) and a summary is printed. `loop-csv`
/// (apps with schedules: the tracker) is a ZIP and needs `--output`.
package enum ExportCommand {
    package enum Format: String, CaseIterable, ArgumentValue {
        case json, csv
        case loopCSV = "loop-csv"

        static func available(_ shape: TransferShape) -> [Format] { shape.hasSchedules ? allCases : [.json, .csv] }
    }

    static func command(_ app: TrackerAppProfile) -> TrackerCommand {
        let formatHelp: LocalizedText =
            app.transfer.hasSchedules ? .habitsTransferExportOptionFormatLoop : .habitsTransferExportOptionFormat
        return TrackerCommand(
            "export", abstract: { $0(.habitsTransferExportAbstract) }, discussion: { $0(app.texts.exportDiscussion) },
            options: [
                .option(format(app)) { $0(formatHelp) },
                .option(output) { $0(.habitsTransferExportOptionOutput) },
            ]
        ) { try run($0, $1, app) }
    }

    /// The formats the app's habits can be written in.
    static func format(_ app: TrackerAppProfile) -> Option<Format> {
        Option(
            "format", choices: Format.available(app.transfer).map(\.rawValue), default: .json)
    }

    static let output = Option<String?>("output", short: "o", valueName: "FILE")

    static func run(_ invocation: Invocation, _ env: AppEnvironment, _ app: TrackerAppProfile) throws {
        let format = try invocation.value(of: Self.format(app))
        let output = try invocation.value(of: Self.output)
        if output == nil, env.json, format == .csv {
            throw TransferError.csvToStdoutWithJSON(hint: app.texts.csvOutputHint)
        }
        let shape = app.transfer
        if format == .loopCSV, output == nil { throw TransferError.archiveNeedsOutput }
        let data = try ExportData.read(from: env.store())
        if format == .loopCSV, let output { return try exportForLoop(data, to: output, env, app) }
        guard let output else {
            // Pieces are appended whole, so a chunk never splits a character.
            var sink = ByteSink { env.output.writeBytes($0) }
            writer(format, data, shape: shape, forTerminal: env.terminal.stdoutIsTTY)(&sink)
            sink.flush()
            return
        }
        try TransferFile.writeAtomically(output, writer(format, data, shape: shape))
        try report(
            ExportSummary(
                file: output, format: format.rawValue,
                categories: shape.hasCategories ? data.categories.count : nil,
                trackers: data.trackers.count, records: data.recordCount,
                collectionKey: shape.collection), env, app)
    }

    /// The summary after `--output`: JSON or lines.
    private static func report(_ summary: ExportSummary, _ env: AppEnvironment, _ app: TrackerAppProfile) throws {
        if env.json {
            try env.emitJSON(summary)
        } else {
            for line in summary.lines(env.localizer, app) { env.output.line(line) }
        }
    }

    /// The ZIP for Loop, written as every export file is; the summary counts its habits.
    private static func exportForLoop(
        _ data: ExportData, to output: String, _ env: AppEnvironment,
        _ app: TrackerAppProfile
    ) throws {
        let archive = try LoopExport.archive(data, today: env.today)
        try TransferFile.writeAtomically(output) { $0.append(archive.bytes) }
        try report(
            ExportSummary(
                file: output, format: Format.loopCSV.rawValue, categories: nil,
                trackers: archive.habits, records: archive.records,
                collectionKey: app.transfer.collection), env, app)
    }

    /// Writes `data` to `path` as `export --output` of `app` does (atomically, 0600).
    package static func write(_ data: ExportData, format: Format, app: TrackerAppProfile, toFile path: String) throws {
        try TransferFile.writeAtomically(path, writer(format, data, shape: app.transfer))
    }

    private static func writer(
        _ format: Format, _ data: ExportData, shape: TransferShape,
        forTerminal: Bool = false
    ) -> (inout ByteSink) -> Void {
        { sink in
            switch format {
            case .json: ExportWriter.json(data, shape: shape, to: &sink)
            case .csv: ExportWriter.csv(data, shape: shape, forTerminal: forTerminal, to: &sink)
            case .loopCSV: preconditionFailure("loop-csv is written by exportForLoop")
            }
        }
    }
}

/// `{"file","format","categories","trackers","records"}` after `--output`
/// (goals: `goals` in place of `trackers`, no `categories`).
struct ExportSummary: Encodable, Sendable, Equatable {
    var file: String
    var format: String
    var categories: Int?
    var trackers: Int
    var records: Int
    var collectionKey: String

    func lines(_ l: Localizer, _ app: TrackerAppProfile) -> [String] {
        var lines = [l(.habitsTransferExportDone(Sanitizer.clean(file)))]
        if let categories { lines.append("  " + l(.habitsTransferCountCategories(categories))) }
        lines.append("  " + l(app.texts.exportCount(trackers)))
        lines.append("  " + l(.habitsTransferCountRecords(records)))
        return lines
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: MemberKey.self)
        try container.encode(file, forKey: MemberKey("file"))
        try container.encode(format, forKey: MemberKey("format"))
        if let categories { try container.encode(categories, forKey: MemberKey("categories")) }
        try container.encode(trackers, forKey: MemberKey(collectionKey))
        try container.encode(records, forKey: MemberKey("records"))
    }
}
