import CLIKit
import Localization
import SharedModels
import Storage

/// Turns anything a run throws into the documented answer: one localized `error: …`
/// line on stderr (plus a hint line where useful) and the exit code. A crash
/// is never an answer, so every error type ends here.
public struct ErrorPresenter: Sendable {
    public let app: String
    public let localizer: Localizer

    public init(app: String, localizer: Localizer) {
        self.app = app
        self.localizer = localizer
    }

    public struct Presentation: Equatable, Sendable {
        public var lines: [String]
        public var code: Int32
    }

    /// Every line is cleaned once more on its way out: a message can carry
    /// text the user typed or the file system holds (a `--data-dir` path,
    /// a link's target), and none of it may drive the terminal.
    public func present(_ error: any Error) -> Presentation {
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
                lines: ["error: " + UsageMessages.text(parse.error, l), l("app.usage.seeHelp", command)],
                code: ExitCode.usage.rawValue)
        case let usage as UsageError:
            return Presentation(
                lines: ["error: " + UsageMessages.text(usage, l), l("app.usage.seeHelp", app)],
                code: ExitCode.usage.rawValue)
        case let appError as any AppError:
            return Presentation(
                lines: ["error: " + appError.message(l)] + (appError.hint(l).map { [$0] } ?? []),
                code: appError.exitCode.rawValue)
        case let store as StoreError:
            return Presentation(
                lines: ["error: " + StoreMessages.text(store, l)], code: StoreMessages.exitCode(store).rawValue)
        case AppClock.ClockError.invalidToday(let text):
            return Presentation(
                lines: ["error: " + l("app.error.invalidToday", Sanitizer.clean(text))], code: ExitCode.usage.rawValue)
        case AppClock.ClockError.invalidDayStart(let text):
            return Presentation(
                lines: ["error: " + l("app.error.invalidDayStart", Sanitizer.clean(text))],
                code: ExitCode.usage.rawValue)
        case AppClock.ClockError.todayOutOfRange(let text):
            let range = LocalDate.supportedRange
            return Presentation(
                lines: [
                    "error: "
                        + l(
                            "app.error.todayOutOfRange", Sanitizer.clean(text), range.lowerBound.iso,
                            range.upperBound.iso)
                ], code: ExitCode.usage.rawValue)
        case let terminal as TerminalError:
            return Presentation(
                lines: ["error: " + l("app.error.terminal", String(describing: terminal))],
                code: ExitCode.failure.rawValue)
        default:
            return Presentation(
                lines: ["error: " + l("app.error.unexpected", Sanitizer.clean(String(describing: error)))],
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
            suggestion.map { l("app.usage.unknownOptionSuggest", name, $0) } ?? l("app.usage.unknownOption", name)
        case .unknownCommand(let name, let suggestion):
            suggestion.map { l("app.usage.unknownCommandSuggest", Sanitizer.clean(name), $0) }
                ?? l("app.usage.unknownCommand", Sanitizer.clean(name))
        case .missingSubcommand(let available): l("app.usage.missingSubcommand", available.joined(separator: ", "))
        case .missingValue(let option): l("app.usage.missingValue", option)
        case .invalidValue(let subject, let value, let reason): invalidValue(subject, Sanitizer.clean(value), reason, l)
        case .missingArgument(let name): l("app.usage.missingArgument", name)
        case .missingOption(let name): l("app.usage.missingOption", name)
        case .unexpectedArgument(let value): l("app.usage.unexpectedArgument", Sanitizer.clean(value))
        case .duplicateOption(let name): l("app.usage.duplicateOption", name)
        case .conflictingOptions(let first, let second): l("app.usage.conflictingOptions", first, second)
        case .flagWithValue(let option, let value): l("app.usage.flagWithValue", option, Sanitizer.clean(value))
        }
    }

    private static func invalidValue(
        _ subject: ValueSubject, _ value: String, _ reason: InvalidValueReason, _ l: Localizer
    ) -> String {
        let name: String =
            switch subject {
            case .option(let long): "--" + long
            case .argument(let argument): "<" + argument + ">"
            }
        switch reason {
        case .notOneOf(let choices): return l("app.usage.invalidChoice", value, name, choices.joined(separator: ", "))
        case .malformed: return l("app.usage.invalidValue", value, name)
        case .custom(let reason): return l("app.usage.invalidValueReason", value, name, reason)
        }
    }
}

/// Localized texts and exit codes of store errors: an unreadable, corrupt or
/// newer store exits 65 naming the file; a change refused by read-only
/// media, a full disk or a lock held too long exits 1 naming the folder or
/// file (reads there still work).
public enum StoreMessages {
    public static func text(_ error: StoreError, _ l: Localizer) -> String {
        switch error {
        case .corrupt(let path, let detail): l("app.store.corrupt", path, detail)
        case .newerVersion(let path, let found, let supported): l("app.store.newer", path, found, supported)
        case .io(let path, let detail): l("app.store.io", path, detail)
        case .sqlite(let code, let message, let sql): l("app.store.sqlite", Int(code), message, sql)
        case .conflict(let entity, let key): l("app.store.conflict", name(entity, l), Sanitizer.clean(key))
        case .notFound(let entity, let key): l("app.store.notFound", name(entity, l), Sanitizer.clean(key))
        case .readOnly: l("app.store.readOnly")
        case .targetNotEmpty(let path, let counts):
            l("app.store.targetNotEmpty", path, counts.values.reduce(0, +))
        case .countMismatch(let entity, let expected, let found):
            l("app.store.countMismatch", pluralName(entity, l), expected, found)
        case .notWritable(let path): l("app.store.notWritable", path)
        case .diskFull(let path): l("app.store.diskFull", path)
        case .busy(let path): l("app.store.busy", path, Int(StoreLocking.timeoutMilliseconds / 1000))
        case .unusable(let path, let problem): unusable(path, problem, l)
        case .backendFailure(let path, let code, let message): l("app.store.backendFailure", path, Int(code), message)
        }
    }

    private static func unusable(_ path: String, _ problem: StoreFileProblem, _ l: Localizer) -> String {
        switch problem {
        case .directory: l("app.store.isFolder", path)
        case .danglingLink(let target): l("app.store.danglingLink", path, Sanitizer.clean(target))
        case .notRegularFile: l("app.store.notRegularFile", path)
        case .permissionDenied: l("app.store.permissionDenied", path)
        }
    }

    public static func exitCode(_ error: StoreError) -> ExitCode {
        switch error {
        case .corrupt, .newerVersion, .io, .unusable: .dataError
        // The store is sound but this place or moment refuses the change:
        // "anything else", the same on both backends.
        case .notWritable, .diskFull, .busy, .backendFailure: .failure
        // SQLITE_CORRUPT (11) and SQLITE_NOTADB (26): the file is damaged.
        case .sqlite(let code, _, _): code & 0xFF == 11 || code & 0xFF == 26 ? .dataError : .failure
        case .conflict, .notFound, .targetNotEmpty: .usage
        case .readOnly, .countMismatch: .failure
        }
    }
}
