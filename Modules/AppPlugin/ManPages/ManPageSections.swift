import CLIKit
import Localization

/// The sections after COMMANDS on every Pocket man page: ENVIRONMENT and
/// FILES rendered from the app's `DocumentedEnvironment`, and the exit codes.
enum ManPageSections {
    /// ENVIRONMENT, FILES and EXIT STATUS from `table`.
    static func common(_ table: DocumentedEnvironment, _ l: Localizer) -> [ManPageSection] {
        [environment(table, l), files(table, l), exitStatus(l)]
    }

    static func environment(_ table: DocumentedEnvironment, _ l: Localizer) -> ManPageSection {
        ManPageSection(
            l(.manHeadingEnvironment),
            table.entries.map { .entry(tag: $0.variables.map(\.name).joined(separator: ", "), text: $0.text) })
    }

    static func files(_ table: DocumentedEnvironment, _ l: Localizer) -> ManPageSection {
        ManPageSection(
            l(.manHeadingFiles),
            table.files.map { .entry(tag: $0.path, text: $0.text) } + [.paragraph(l(.manFilesModes))])
    }

    /// The documented codes, those a signal gives (128 + its number, as a shell reports them), then 1 for the rest.
    static func exitStatus(_ l: Localizer) -> ManPageSection {
        let codes = ExitCode.allCases.filter { $0 != .failure }.map { ($0.rawValue, meaning($0, l)) }
        let signals = [
            (SilentExit.interrupted, l(.manExitInterrupted)), (OutputCheck.brokenPipe, l(.manExitBrokenPipe)),
        ]
        return ManPageSection(
            l(.manHeadingExitStatus),
            (codes + signals + [(ExitCode.failure.rawValue, l(.manExitFailure))]).map {
                .entry(tag: String($0.0), text: $0.1)
            } + [.paragraph(l(.manExitErrorLine))])
    }

    static func seeAlso(_ pages: [String], _ l: Localizer) -> ManPageSection {
        ManPageSection(l(.manHeadingSeeAlso), [.references(pages.map { .init($0) })])
    }

    private static func meaning(_ code: ExitCode, _ l: Localizer) -> String {
        switch code {
        case .success: l(.manExitSuccess)
        case .usage: l(.manExitUsage)
        case .dataError: l(.manExitDataError)
        case .unavailable: l(.manExitUnavailable)
        case .cannotCreate: l(.manExitCannotCreate)
        case .ioError: l(.manExitIoError)
        case .noPermission: l(.manExitNoPermission)
        case .configuration: l(.manExitConfiguration)
        case .failure: l(.manExitFailure)
        }
    }
}
