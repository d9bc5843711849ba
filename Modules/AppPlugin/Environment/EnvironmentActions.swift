import CLIKit
import FoundationEssentials
import JSONText
import Localization
import SharedModels
import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What every app's commands do the same way: JSON output, confirmations,
/// references by name or id prefix.
extension AppEnvironment {
    /// Writes `value` as one JSON document (sorted keys, indented) and a newline.
    package func emitJSON(_ value: some Encodable) throws {
        try output.emitJSON(value)
    }

    package func emitJSON(_ value: some JSONWritable & Encodable) {
        output.emitJSON(value)
    }

    /// Asks `prompt [y/N]` on a terminal (the keys in the user's language,
    /// `[j/N]` in German, the same letters the texts before it name and the
    /// answers accept); with `assumeYes` (`--yes`/`-y`) it
    /// does not ask. Without a terminal and without `--yes` it throws
    /// `ConfirmationRequired` (exit 64, nothing changed); a "no" throws
    /// `SilentExit(.failure)` after saying it was cancelled.
    package func confirm(_ prompt: String, assumeYes: Bool) throws {
        let answer = Confirmation.ask(
            prompt: prompt, yes: assumeYes, terminal: terminal,
            yesAnswers: YesAnswers.words(localizer), hint: localizer(.appConfirmHint))
        switch answer {
        case .confirmed: return
        case .needsYes: throw ConfirmationRequired()
        case .declined:
            errorOutput.line(localizer(.appConfirmCancelled))
            throw SilentExit(.failure)
        }
    }

    /// Resolves a user's reference with indexed look-ups instead of reading
    /// every item: the exact name first (`byName`, ignoring case), then,
    /// when nothing has that name and the reference is long enough, an id
    /// prefix (`byIDPrefix`). A command given an exact name or id costs the
    /// same with a thousand items as with one; only a part of a name, or a
    /// reference that matches nothing, reads every item (`all`) to find it
    /// or the closest names (`EntityReference.judge`).
    package func resolve<T: Sendable>(
        _ reference: String, byName: (String) throws -> [T], byIDPrefix: (String) throws -> [T],
        all: () throws -> [T], name: (T) -> String, id: (T) -> EntityID
    ) throws -> T {
        let wanted = reference.trimmedOfWhitespace
        guard !wanted.isEmpty else { throw ReferenceFailure(reference: reference, candidates: []) }
        var candidates = try byName(wanted)
        if candidates.isEmpty, EntityReference.isIDPrefix(wanted) {
            candidates = try byIDPrefix(wanted)
        }
        return try judged(
            reference, try EntityReference.judge(candidates, orPartOf: wanted, in: try all(), name: name),
            name: name, id: id)
    }

    /// Resolves a user's reference among `items` (`EntityReference.resolve`:
    /// exact name ignoring case, an id prefix of 4+ characters, part of a
    /// name) or throws a `ReferenceFailure` (exit 64) that lists the
    /// candidates when ambiguous and the closest names when unknown.
    package func resolve<T: Sendable>(_ reference: String, in items: [T], name: (T) -> String, id: (T) -> EntityID)
        throws -> T
    {
        try judged(reference, EntityReference.resolve(reference, in: items, name: name, id: id), name: name, id: id)
    }

    private func judged<T: Sendable>(
        _ reference: String, _ result: Result<T, ReferenceError<T>>,
        name: (T) -> String, id: (T) -> EntityID
    ) throws -> T {
        switch result {
        case .success(let item): return item
        case .failure(.notFound(let closest)):
            throw ReferenceFailure(
                reference: reference, candidates: [], suggestions: closest.map { Sanitizer.clean(name($0)) })
        case .failure(.ambiguous(let matches)):
            throw ReferenceFailure(
                reference: reference,
                candidates: matches.map { Sanitizer.clean(name($0)) + " (" + id($0).short + ")" })
        }
    }
}

/// A destructive command without a terminal to ask on and without `--yes`.
package struct ConfirmationRequired: AppError {
    package init() {}
    package var exitCode: ExitCode { .usage }
    package func message(_ l: Localizer) -> String { l(.appConfirmNeedsYes) }
}

/// An unknown or ambiguous reference to a tracker, goal or habit.
package struct ReferenceFailure: AppError {
    package var reference: String
    /// Empty when nothing matched; "name (id)" of each match when ambiguous.
    package var candidates: [String]
    /// When nothing matched: the closest names ("did you mean"), possibly none.
    package var suggestions: [String]

    package init(reference: String, candidates: [String], suggestions: [String] = []) {
        self.reference = reference
        self.candidates = candidates
        self.suggestions = suggestions
    }

    package var exitCode: ExitCode { .usage }

    package func message(_ l: Localizer) -> String {
        candidates.isEmpty
            ? l(.appReferenceNotFound(Sanitizer.clean(reference)))
            : l(.appReferenceAmbiguous(Sanitizer.clean(reference)))
    }

    package func hint(_ l: Localizer) -> String? {
        if !candidates.isEmpty { return l(.appReferenceCandidates(candidates.joined(separator: ", "))) }
        return suggestions.isEmpty
            ? nil
            : l(.appReferenceDidYouMean(suggestions.map { l(.appReferenceQuoted($0)) }.joined(separator: ", ")))
    }
}
