import AppPlugin
import CLIKit
import FileIO
import ForeignHabits
import Localization
import TerminalUI

/// What can go wrong in `export` and `import`.
package enum TransferError: AppError, Equatable, Sendable {
    /// The import file is not a valid export (exit 65, naming the file).
    case malformed(file: String, problem: ImportProblem)
    /// The import file cannot be opened or read: a bad FILE argument, exit 64.
    case unreadable(file: String, errno: Int32)
    /// A pipe, FIFO or device gave nothing to read within `seconds`: exit 64.
    case noInput(file: String, seconds: Int)
    /// The import file is larger than `limit` bytes (`ImportInput.byteLimit`): exit 65.
    case tooLarge(file: String, limit: Int)
    /// The file holds more habits than one import takes (`ImportLimits.habits`): exit 65.
    case tooManyHabits(file: String, limit: Int)
    /// The export cannot be written where `--output` points: exit 73 (not
    /// made: a folder, a socket, no permission) or 74 (a write failed).
    case unwritable(file: String, failure: OutputFile.Failure)
    /// `--json` asks for one JSON document on stdout, which a CSV export to
    /// stdout cannot be: exit 64; `hint` shows the app's command that works.
    case csvToStdoutWithJSON(hint: LocalizedText)
    /// `--format loop-csv` writes a ZIP, which stdout is no place for: exit 64.
    case archiveNeedsOutput
    /// Another tracker's file (told by its first bytes) that its reader
    /// refuses: not that tracker's, a newer version, or damaged. Exit 65.
    case foreign(file: String, format: ForeignImportReader.Format, problem: ForeignFormatError)
    /// Another tracker's file given to an app that cannot take it (goals
    /// has no schedules or categories to put Loop's habits in): exit 65.
    case foreignRefused(file: String)
    /// harsh's folder whose `habits` or `log` file (`damage.place`) is
    /// missing, unreadable or damaged: exit 65, naming that file in DIR.
    case harsh(folder: String, damage: ForeignDamage)
    /// `--from harsh` given to an app that cannot take it (goals): exit 65.
    case harshRefused(folder: String)
    /// A sound file whose category title or habit name another entry of
    /// this store (one the file does not carry) holds already: a rule of
    /// the store, not a fault of the file. Exit 64, with how to go on.
    case taken(file: String, conflict: ImportConflict)

    package var exitCode: ExitCode {
        switch self {
        // A real day outside the supported dates is a rule broken, as
        // `--date` outside them is, not a damaged file.
        case .malformed(_, .dateOutOfRange): .usage
        case .malformed, .tooLarge, .tooManyHabits, .foreign, .foreignRefused, .harsh, .harshRefused: .dataError
        case .unreadable, .noInput, .csvToStdoutWithJSON, .archiveNeedsOutput, .taken: .usage
        case .unwritable(_, let failure): failure.exitCode
        }
    }

    package func message(_ l: Localizer) -> String {
        switch self {
        case .malformed(let file, let problem):
            l(.habitsTransferErrorMalformed(Self.shown(file, l), problem.message(l)))
        case .unreadable(let file, let code):
            l(.habitsTransferErrorUnreadable(Self.shown(file, l), SystemErrorText.message(code, l)))
        case .noInput(let file, let seconds):
            l(.habitsTransferErrorNoInput(Self.shown(file, l), seconds))
        case .tooLarge(let file, let limit):
            l(.habitsTransferErrorTooLarge(Self.shown(file, l), limit >> 20))
        case .tooManyHabits(let file, let limit):
            l(.habitsTransferErrorTooManyHabits(Self.shown(file, l), limit))
        case .unwritable(let file, let failure):
            l(.habitsTransferErrorUnwritable(Sanitizer.clean(file), OutputFailureText.reason(failure, l)))
        case .csvToStdoutWithJSON:
            l(.habitsTransferErrorCsvWithJSON)
        case .archiveNeedsOutput:
            l(.habitsTransferErrorArchiveNeedsOutput)
        case .foreign(let file, let format, let problem):
            ForeignImportText.problem(
                problem, format: format, file: Self.shown(file, l),
                wholeFile: file.split(separator: "/").last.map(String.init) ?? file, l)
        case .foreignRefused(let file):
            l(.habitsTransferErrorForeignRefused(Self.shown(file, l)))
        case .harsh(let folder, let damage):
            ForeignImportText.harshProblem(
                damage, file: Sanitizer.clean(HarshImportReader.path(folder, damage.place)), l)
        case .harshRefused(let folder):
            l(.habitsTransferErrorHarshRefused(Sanitizer.clean(folder)))
        case .taken(let file, .categoryTitle(let title)):
            l(.habitsTransferErrorCategoryTaken(Self.shown(file, l), ImportProblem.shown(title)))
        case .taken(let file, .habitName(let name, let app)):
            l(.habitsTransferErrorNameTaken(Self.shown(file, l), ImportProblem.shown(name), app))
        }
    }

    package func hint(_ l: Localizer) -> String? {
        switch self {
        case .malformed, .tooLarge, .tooManyHabits, .foreign, .foreignRefused, .harsh, .harshRefused, .taken:
            l(.habitsTransferHintUnchanged)
        case .csvToStdoutWithJSON(let hint): l(hint)
        default: nil
        }
    }

    /// FILE as messages name it: `-` is standard input.
    static func shown(_ file: String, _ l: Localizer) -> String {
        file == ImportInput.standardInput ? l(.habitsTransferStandardInput) : Sanitizer.clean(file)
    }
}

/// A title or name of an import file that the store gives to another entry.
package enum ImportConflict: Error, Equatable, Sendable {
    case categoryTitle(String)
    /// `app` is the program whose `edit` renames it (`tracker`, `goals`).
    case habitName(String, app: String)
}
