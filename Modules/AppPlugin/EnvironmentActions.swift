import CLIKit
import Foundation
import JSONText
import Localization
import SharedModels

/// What every app's commands do the same way: JSON output, confirmations,
/// references by name or id prefix.
extension AppEnvironment {
    /// Writes `value` as one JSON document (sorted keys, indented) and a newline.
    public func emitJSON(_ value: some Encodable) throws {
        try output.emitJSON(value)
    }

    public func emitJSON(_ value: some JSONWritable & Encodable) {
        output.emitJSON(value)
    }

    /// Asks `prompt [y/N]` on a terminal; with `assumeYes` (`--yes`/`-y`) it
    /// does not ask. Without a terminal and without `--yes` it throws
    /// `ConfirmationRequired` (exit 64, nothing changed); a "no" throws
    /// `SilentExit(.failure)` after saying it was cancelled.
    public func confirm(_ prompt: String, assumeYes: Bool) throws {
        let answer = Confirmation.ask(prompt: prompt, yes: assumeYes, terminal: terminal,
                                      yesAnswers: localizer("app.confirm.yesAnswers").split(separator: ",").map(String.init))
        switch answer {
        case .confirmed: return
        case .needsYes: throw ConfirmationRequired()
        case .declined:
            errorOutput.line(localizer("app.confirm.cancelled"))
            throw SilentExit(.failure)
        }
    }

    /// Resolves a user's reference with indexed look-ups instead of reading
    /// every item: the exact name first (`byName`, ignoring case), then,
    /// when nothing has that name and the reference is long enough, an id
    /// prefix (`byIDPrefix`); the candidates are then judged as below. A
    /// command costs the same with a thousand items as with one.
    public func resolve<T: Sendable>(_ reference: String, byName: (String) throws -> [T], byIDPrefix: (String) throws -> [T],
                                     name: (T) -> String, id: (T) -> EntityID) throws -> T {
        let wanted = reference.trimmedOfWhitespace
        var candidates = try byName(wanted)
        if candidates.isEmpty, wanted.count >= EntityReference.minimumPrefixLength {
            candidates = try byIDPrefix(wanted)
        }
        return try resolve(reference, in: candidates, name: name, id: id)
    }

    /// Resolves a user's reference (exact name ignoring case, or an id prefix of
    /// 4+ characters) or throws a `ReferenceFailure` (exit 64) that lists the
    /// candidates when ambiguous.
    public func resolve<T: Sendable>(_ reference: String, in items: [T], name: (T) -> String, id: (T) -> EntityID) throws -> T {
        switch EntityReference.resolve(reference, in: items, name: name, id: id) {
        case .success(let item): return item
        case .failure(.notFound), .failure(.tooShort):
            throw ReferenceFailure(reference: reference, candidates: [])
        case .failure(.ambiguous(let matches)):
            throw ReferenceFailure(reference: reference,
                                   candidates: matches.map { Sanitizer.clean(name($0)) + " (" + id($0).short + ")" })
        }
    }
}

/// A destructive command without a terminal to ask on and without `--yes`.
public struct ConfirmationRequired: AppError {
    public init() {}
    public var exitCode: ExitCode { .usage }
    public func message(_ l: Localizer) -> String { l("app.confirm.needsYes") }
}

/// An unknown or ambiguous reference to a tracker, goal or habit.
public struct ReferenceFailure: AppError {
    public var reference: String
    /// Empty when nothing matched; "name (id)" of each match when ambiguous.
    public var candidates: [String]

    public init(reference: String, candidates: [String]) {
        self.reference = reference; self.candidates = candidates
    }

    public var exitCode: ExitCode { .usage }

    public func message(_ l: Localizer) -> String {
        candidates.isEmpty ? l("app.reference.notFound", Sanitizer.clean(reference))
            : l("app.reference.ambiguous", Sanitizer.clean(reference))
    }

    public func hint(_ l: Localizer) -> String? {
        candidates.isEmpty ? nil : l("app.reference.candidates", candidates.joined(separator: ", "))
    }
}
