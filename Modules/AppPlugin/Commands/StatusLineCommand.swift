import CLIKit
import Localization
import SharedModels
import TerminalUI

/// What `tracker today`, `goals today` and `my-habits today` share: the
/// command's spec, `--format` read before the store is opened, and the one
/// line (or `--json` document) they print. Each app counts its own day
/// (`DayProgress`); nothing else differs.
package enum StatusLineCommand {
    package static let name = "today"

    /// `APP today` with its help, run as the app counts its day.
    package static func command(run: @escaping AppCommand.Run) -> AppCommand {
        AppCommand(
            name, abstract: { $0(.appTodayAbstract) }, discussion: { $0(.appTodayDiscussion) },
            options: [.option(format) { $0(.appTodayOptionFormat) }], run: run)
    }

    static let format = Option<String?>("format", valueName: "text")

    /// `--format`, or the standard `3/5`; a bad one is a usage error naming
    /// what is wrong, before anything is read.
    package static func format(_ invocation: Invocation, _ l: Localizer) throws(UsageError) -> StatusLineFormat {
        guard let text = try invocation.value(of: format) else { return .standard }
        do throws(StatusLineFormat.ParseError) {
            return try StatusLineFormat(text)
        } catch {
            switch error {
            case .unknownField(let field):
                let fields = StatusLineFormat.Field.allCases.map { "{\($0.rawValue)}" }.joined(separator: ", ")
                throw .invalidValue(
                    .option(format.long), value: text,
                    reason: .custom(l(.appTodayErrorUnknownField(Sanitizer.clean(field), fields))))
            case .unbalancedBrace:
                throw .invalidValue(.option(format.long), value: text, reason: .custom(l(.appTodayErrorBrace)))
            }
        }
    }

    /// Prints `progress`: one line in `format`, or with `--json` the figures.
    package static func emit(_ progress: DayProgress, format: StatusLineFormat, _ env: AppEnvironment) throws {
        if env.json {
            try env.emitJSON(DayProgressJSON(progress))
        } else {
            var shown = progress
            shown.next = progress.next.map(Sanitizer.clean)
            env.output.line(format.render(shown))
        }
    }
}

/// `--json` of `APP today`: `date`, `due`, `done`, `left`, `percent` and
/// `next` (null when nothing is left).
struct DayProgressJSON: Encodable {
    let date: String
    let due, done, left, percent: Int
    /// Null when nothing is left, not left out: a status bar reads one shape.
    @AlwaysEncoded var next: String?

    init(_ progress: DayProgress) {
        date = progress.date.iso
        due = progress.due
        done = progress.done
        left = progress.left
        percent = progress.percent
        next = progress.next
    }

    private enum CodingKeys: String, CodingKey { case date, due, done, left, percent, next }

}
