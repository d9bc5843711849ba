import CLIKit
import FileIO
import Localization
import SharedModels
import Storage
import TerminalUI

/// Turns anything a run throws into the documented answer: one localized `error: …`
/// line on stderr (plus a hint line where useful) and the exit code. A crash
/// is never an answer, so every error type ends here.
package struct ErrorPresenter: Sendable {
    package let app: String
    package let localizer: Localizer

    package init(app: String, localizer: Localizer) {
        self.app = app
        self.localizer = localizer
    }

    package struct Presentation: Equatable, Sendable {
        package var lines: [String]
        package var code: Int32
    }

    /// Every line is cleaned once more on its way out: a message can carry
    /// text the user typed or the file system holds (a `--data-dir` path,
    /// a link's target), and none of it may drive the terminal.
    package func present(_ error: any Error) -> Presentation {
        var presentation = presentRaw(error)
        presentation.lines = presentation.lines.map(Sanitizer.clean)
        return presentation
    }

    private func presentRaw(_ error: any Error) -> Presentation {
        let l = localizer
        switch error {
        case let silent as SilentExit:
            return Presentation(lines: [], code: silent.code)
        case let parse as ParseError:
            let command = Sanitizer.clean(([app] + parse.commandPath).joined(separator: " "))
            return Presentation(
                lines: ["error: " + UsageMessages.text(parse.error, l), l(.appUsageSeeHelp(command))],
                code: ExitCode.usage.rawValue)
        case let usage as UsageError:
            return Presentation(
                lines: ["error: " + UsageMessages.text(usage, l), l(.appUsageSeeHelp(app))],
                code: ExitCode.usage.rawValue)
        case let appError as any AppError:
            return Presentation(
                lines: ["error: " + appError.message(l)] + (appError.hint(l).map { [$0] } ?? []),
                code: appError.exitCode.rawValue)
        case let store as StoreError:
            return Presentation(lines: [StoreMessages.line(store, l)], code: StoreMessages.exitCode(store).rawValue)
        case AppClock.ClockError.invalidToday(let text):
            return Presentation(
                lines: ["error: " + l(.appErrorInvalidToday(Sanitizer.clean(text)))], code: ExitCode.usage.rawValue)
        case AppClock.ClockError.invalidDayStart(let text):
            return Presentation(
                lines: ["error: " + l(.appErrorInvalidDayStart(Sanitizer.clean(text)))],
                code: ExitCode.usage.rawValue)
        case AppClock.ClockError.todayOutOfRange(let text):
            let range = LocalDate.supportedRange
            return Presentation(
                lines: [
                    "error: "
                        + l(
                            .appErrorTodayOutOfRange(
                                Sanitizer.clean(text), range.lowerBound.iso,
                                range.upperBound.iso))
                ], code: ExitCode.usage.rawValue)
        case let library as SharedLibraryError:
            return Presentation(
                lines: [
                    "error: "
                        + l(.appErrorLibraryMissing(library.soname, library.package, Sanitizer.clean(library.detail)))
                ],
                code: ExitCode.failure.rawValue)
        case let terminal as TerminalError:
            return Presentation(
                lines: ["error: " + l(.appErrorTerminal(String(describing: terminal)))],
                code: ExitCode.failure.rawValue)
        default:
            return Presentation(
                lines: ["error: " + l(.appErrorUnexpected(Sanitizer.clean(String(describing: error))))],
                code: ExitCode.failure.rawValue)
        }
    }
}

/// Localized texts of CLIKit's usage errors.
enum UsageMessages {
    /// Cleaned as a whole: nearly every value in a usage error (an option, a
    /// value, a suggestion, a command) is text the user typed, and the
    /// templates hold no control characters, so no echo can reach the terminal raw.
    static func text(_ error: UsageError, _ l: Localizer) -> String {
        Sanitizer.clean(rawText(error, l))
    }

    private static func rawText(_ error: UsageError, _ l: Localizer) -> String {
        switch error {
        case .unknownOption(let name, let suggestion):
            suggestion.map { l(.appUsageUnknownOptionSuggest(name, $0)) } ?? l(.appUsageUnknownOption(name))
        case .unknownCommand(let name, let suggestion):
            suggestion.map { l(.appUsageUnknownCommandSuggest(Sanitizer.clean(name), $0)) }
                ?? l(.appUsageUnknownCommand(Sanitizer.clean(name)))
        case .missingSubcommand(let available): l(.appUsageMissingSubcommand(available.joined(separator: ", ")))
        case .missingValue(let option): l(.appUsageMissingValue(option))
        case .invalidValue(let subject, let value, let reason): invalidValue(subject, Sanitizer.clean(value), reason, l)
        case .missingArgument(let name): l(.appUsageMissingArgument(name))
        case .missingOption(let name): l(.appUsageMissingOption(name))
        case .unexpectedArgument(let value): l(.appUsageUnexpectedArgument(Sanitizer.clean(value)))
        case .duplicateOption(let name): l(.appUsageDuplicateOption(name))
        case .conflictingOptions(let first, let second): l(.appUsageConflictingOptions(first, second))
        case .flagWithValue(let option, let value): l(.appUsageFlagWithValue(option, Sanitizer.clean(value)))
        }
    }

    private static func invalidValue(
        _ subject: ValueSubject, _ value: String, _ reason: InvalidValueReason, _ l: Localizer
    ) -> String {
        let name: String =
            switch subject {
            case .option(let long): "--" + long
            case .argument(let argument): "<" + argument + ">"
            case .environment(let variable): variable
            }
        switch reason {
        case .notOneOf(let choices): return l(.appUsageInvalidChoice(value, name, choices.joined(separator: ", ")))
        case .malformed: return l(.appUsageInvalidValue(value, name))
        case .custom(let reason): return l(.appUsageInvalidValueReason(value, name, reason))
        }
    }
}

/// Localized texts and exit codes of store errors: an unreadable, corrupt or
/// newer store exits 65 naming the file; a change refused by read-only
/// media, a full disk or a lock held too long exits 1 naming the folder or
/// file (reads there still work).
package enum StoreMessages {
    /// The error line a store error is shown as (before `ErrorPresenter` cleans it).
    package static func line(_ error: StoreError, _ l: Localizer) -> String { "error: " + text(error, l) }

    package static func text(_ error: StoreError, _ l: Localizer) -> String {
        switch error {
        case .corrupt(let path, let detail): l(.appStoreCorrupt(path, detail))
        case .newerVersion(let path, let found, let supported): l(.appStoreNewer(path, found, supported))
        case .io(let path, let detail): l(.appStoreIo(path, detail))
        case .system(let path, let operation, let code):
            l(.appStoreIo(path, operation + ": " + SystemErrorText.message(code, l)))
        case .sqlite(let code, let message, let sql): l(.appStoreSqlite(Int(code), message, sql))
        case .conflict(let entity, let key): l(.appStoreConflict(name(entity, l), Sanitizer.clean(key)))
        case .notFound(let entity, let key): l(.appStoreNotFound(name(entity, l), Sanitizer.clean(key)))
        case .readOnly: l(.appStoreReadOnly)
        case .targetNotEmpty(let path, let counts):
            l(.appStoreTargetNotEmpty(path, counts.values.reduce(0, +)))
        case .countMismatch(let entity, let expected, let found):
            l(.appStoreCountMismatch(pluralName(entity, l), expected, found))
        case .notWritable(let path): l(.appStoreNotWritable(path))
        case .diskFull(let path): l(.appStoreDiskFull(path))
        case .busy(let path): l(.appStoreBusy(path, Int(StoreLocking.timeoutMilliseconds / 1000)))
        case .unusable(let path, let problem): unusable(path, problem, l)
        case .backendFailure(let path, let code, let message): l(.appStoreBackendFailure(path, Int(code), message))
        }
    }

    private static func unusable(_ path: String, _ problem: StoreFileProblem, _ l: Localizer) -> String {
        switch problem {
        case .directory: l(.appStoreIsFolder(path))
        case .danglingLink(let target): l(.appStoreDanglingLink(path, Sanitizer.clean(target)))
        case .notRegularFile: l(.appStoreNotRegularFile(path))
        case .permissionDenied: l(.appStorePermissionDenied(path))
        }
    }

    package static func exitCode(_ error: StoreError) -> ExitCode {
        switch error {
        case .corrupt, .newerVersion, .io, .system, .unusable: .dataError
        // The store is sound but this place or moment refuses the change:
        // "anything else", the same on both backends.
        case .notWritable, .diskFull, .busy, .backendFailure: .failure
        // SQLite said the file is damaged (`StoreError.isSQLiteDamage`).
        case .sqlite: error.isSQLiteDamage ? .dataError : .failure
        case .conflict, .notFound, .targetNotEmpty: .usage
        case .readOnly, .countMismatch: .failure
        }
    }
}
