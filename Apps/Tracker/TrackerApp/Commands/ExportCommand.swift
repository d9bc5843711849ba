import AppPlugin
import CLIKit
import Localization

/// `tracker export [--format json|csv] [--output FILE]`: everything, portable.
/// Without `--output` the export goes to stdout; with it, the file is
/// replaced atomically (mode 0600) and a summary is printed.
public enum ExportCommand {
    public enum Format: String, CaseIterable, Sendable { case json, csv }

    public static func spec(_ l: Localizer) -> CommandSpec {
        CommandSpec(name: "export", abstract: l("tracker.transfer.export.abstract"),
                    discussion: l("tracker.transfer.export.discussion"),
                    options: [
                        OptionSpec("format", help: l("tracker.transfer.export.option.format"), kind: .value,
                                   choices: Format.allCases.map(\.rawValue), defaultValue: Format.json.rawValue),
                        OptionSpec("output", short: "o", help: l("tracker.transfer.export.option.output"),
                                   valueName: "FILE", kind: .value),
                    ])
    }

    public static func run(_ invocation: Invocation, in env: AppEnvironment) throws {
        let format = try invocation.value("format", parse: Format.init(rawValue:)) ?? .json
        let output = invocation.string("output")
        if output == nil, env.json, format == .csv { throw TransferError.csvToStdoutWithJSON }
        let data = try ExportData.read(from: env.store())
        guard let output else {
            // Pieces are appended whole, so a chunk never splits a character.
            var sink = ByteSink { env.output.writeBytes($0) }
            writer(format, data, forTerminal: env.terminal.stdoutIsTTY)(&sink)
            sink.flush()
            return
        }
        try TransferFile.writeAtomically(output, writer(format, data))
        let summary = ExportSummary(file: output, format: format.rawValue, categories: data.categories.count,
                                    trackers: data.trackers.count, records: data.recordCount)
        if env.json {
            try env.emitJSON(summary)
        } else {
            summary.lines(env.localizer).forEach { env.output.line($0) }
        }
    }

    /// Writes `data` to `path` as `export --output` does (atomically, 0600).
    public static func write(_ data: ExportData, format: Format, toFile path: String) throws {
        try TransferFile.writeAtomically(path, writer(format, data))
    }

    private static func writer(_ format: Format, _ data: ExportData,
                               forTerminal: Bool = false) -> (inout ByteSink) -> Void {
        { sink in
            switch format {
            case .json: ExportWriter.json(data, to: &sink)
            case .csv: ExportWriter.csv(data, forTerminal: forTerminal, to: &sink)
            }
        }
    }
}

/// `{"file","format","categories","trackers","records"}` after `--output`.
struct ExportSummary: Codable, Sendable, Equatable {
    var file: String
    var format: String
    var categories: Int
    var trackers: Int
    var records: Int

    func lines(_ l: Localizer) -> [String] {
        [l("tracker.transfer.export.done", Sanitizer.clean(file)),
         "  " + l("tracker.transfer.count.categories", categories),
         "  " + l("tracker.transfer.count.trackers", trackers),
         "  " + l("tracker.transfer.count.records", records)]
    }
}
