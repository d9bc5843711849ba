import AppPlugin
import CLIKit
import Localization
import SharedModels
import TerminalUI

/// Every rule a command of an app on the habit engine can refuse, with its
/// exit code and one localized line (the tracker knows it as `TrackerError`;
/// goals never meet the cases of categories and schedules). Commands
/// validate before they open a write scope, or throw inside it so that the
/// store rolls back: a refused command changes nothing.
package enum TrackerError: AppError, Equatable, Sendable {
    /// A section of `add` was not given and there is no terminal to ask on
    /// (option names such as `--category`, or `NAME`, which the message
    /// writes in the user's language); `hint` is the app's full `add` line.
    case missingSections([String], hint: LocalizedText)
    /// A name or title with nothing left after trimming.
    case emptyName
    /// «Ограничение 38 символов».
    case nameTooLong(limit: Int)
    /// Over `NameRules.byteLimit` UTF-8 bytes (a few "characters" carrying
    /// thousands of combining marks).
    case nameTooManyBytes(limit: Int)
    /// Only invisible characters (a zero-width space alone).
    case invisibleName
    /// A control character, line separator or bidi control in a name.
    case nameControlCharacter
    /// A day outside `LocalDate.supportedRange`.
    case dateOutOfRange(String)
    /// No category has this title (ignoring case).
    case unknownCategory(String)
    /// A category with this title (ignoring case) exists already.
    case categoryExists(String)
    case unknownEmoji(String)
    case unknownColor(String)
    case invalidSchedule(String)
    case invalidDate(String)
    /// `--days` takes `+N` or `-N`.
    case invalidDays(String)
    /// «Будущее зависит от того, что вы делаете сегодня…».
    case futureDate(LocalDate)
    /// A habit not due on the day's weekday.
    case notScheduled(name: String, weekday: Weekday)
    /// `edit --schedule` on an irregular event.
    case eventHasNoSchedule
    /// `--schedule` together with `--times`/`--per`.
    case scheduleAndCount
    /// `--times` without `--per` (or the reverse) where no count gives the other.
    case countNeedsBoth(missing: String)
    /// `--times` or `--per` that is not a whole number.
    case invalidCountNumber(option: String, text: String)
    /// Numbers outside 1 ≤ times ≤ per ≤ 365.
    case countOutOfRange(CountSchedule.Problem, times: Int, per: Int)
    /// `--remind` that is neither `HH:MM` nor `off`.
    case invalidReminder(String)
    /// `--remind` on an irregular event, which is never due.
    case eventHasNoReminder
    /// `--question` or `--description` that breaks `TrackerTextRules`.
    case invalidText(option: String, NameError)
    /// `edit` without anything to change (no terminal to open its form on);
    /// `options` are those of the app's `edit` (`CommandSpec.optionNames`).
    case nothingToChange(options: [String])

    package var exitCode: ExitCode { .usage }

    /// The one translation of the shared naming rule's refusals.
    package init(_ error: NameError) {
        switch error {
        case .empty: self = .emptyName
        case .tooLong(let limit): self = .nameTooLong(limit: limit)
        case .tooManyBytes(let limit): self = .nameTooManyBytes(limit: limit)
        case .invisible: self = .invisibleName
        case .controlCharacter: self = .nameControlCharacter
        }
    }

    package func message(_ l: Localizer) -> String {
        switch self {
        // The name argument's placeholder is a word of the user's language («НАЗВАНИЕ»), as in the hint.
        case .missingSections(let sections, _):
            l(
                .habitsErrorMissingSections(
                    l.list(
                        sections.map {
                            $0 == TrackerDraft.Section.name.commandLineName ? l(.habitsUsageNameArgument) : $0
                        })))
        case .emptyName: NameError.empty.message(l)
        case .nameTooLong(let limit): NameError.tooLong(limit: limit).message(l)
        case .nameTooManyBytes(let limit): NameError.tooManyBytes(limit: limit).message(l)
        case .invisibleName: NameError.invisible.message(l)
        case .nameControlCharacter: NameError.controlCharacter.message(l)
        case .dateOutOfRange(let text):
            l(
                .habitsErrorDateOutOfRange(
                    Sanitizer.clean(text), LocalDate.supportedRange.lowerBound.iso,
                    LocalDate.supportedRange.upperBound.iso))
        case .unknownCategory(let title): l(.trackerErrorUnknownCategory(Sanitizer.clean(title)))
        case .categoryExists(let title): l(.habitsErrorCategoryExists(Sanitizer.clean(title)))
        case .unknownEmoji(let text): l(.habitsErrorUnknownEmoji(Sanitizer.clean(text)))
        case .unknownColor(let text): l(.habitsErrorUnknownColor(Sanitizer.clean(text)))
        case .invalidSchedule(let text): l(.trackerErrorInvalidSchedule(Sanitizer.clean(text)))
        case .invalidDate(let text): l(.habitsErrorInvalidDate(Sanitizer.clean(text)))
        case .invalidDays(let text): l(.trackerErrorInvalidDays(Sanitizer.clean(text)))
        case .futureDate: l(.habitsErrorFutureDate)
        case .notScheduled(let name, let weekday):
            l(.trackerErrorNotScheduled(Sanitizer.clean(name), l.weekdayInSentence(weekday)))
        case .eventHasNoSchedule: l(.trackerErrorEventHasNoSchedule)
        case .scheduleAndCount: l(.trackerErrorScheduleAndCount)
        case .countNeedsBoth(let missing): l(.trackerErrorCountNeedsBoth(missing))
        case .invalidCountNumber(let option, let text):
            l(.trackerErrorInvalidCountNumber(option, Sanitizer.clean(text)))
        case .countOutOfRange(.per, _, let per): l(.trackerErrorCountPer(l.integer(per), CountSchedule.maxPer))
        case .countOutOfRange(.times, let times, let per): l(.trackerErrorCountTimes(l.integer(times), per))
        case .invalidReminder(let text): l(.habitsErrorInvalidReminder(Sanitizer.clean(text)))
        case .eventHasNoReminder: l(.trackerErrorEventHasNoReminder)
        case .nothingToChange(let options): l(.appErrorNothingToEdit(options.joined(separator: ", ")))
        case .invalidText(let option, .tooLong(let limit)): l(.trackerErrorTextTooLong(option, l.integer(limit)))
        case .invalidText(let option, .controlCharacter): l(.trackerErrorTextControl(option))
        case .invalidText(let option, _): l(.trackerErrorTextInvisible(option))
        }
    }

    package func hint(_ l: Localizer) -> String? {
        switch self {
        case .missingSections(_, let hint): l(hint)
        case .unknownCategory: l(.trackerHintUnknownCategory)
        case .unknownEmoji: l(.habitsHintEmoji(Palette.emoji.joined(separator: " ")))
        case .unknownColor: l(.habitsHintColor)
        case .invalidSchedule: l(.trackerHintSchedule)
        case .invalidDate: l(.habitsHintDate)
        case .invalidDays: l(.trackerHintDays)
        default: nil
        }
    }
}
