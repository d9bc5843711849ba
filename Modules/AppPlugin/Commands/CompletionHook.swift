import CLIKit
import Localization
import SharedModels
import Storage
import TerminalUI

/// `APP __complete SOURCE PREFIX WORDS…` (`Completions.hookCommand`): what
/// the completion scripts run for the values only the app knows, such as
/// the names in its store. Hidden from help, never an error: a shell
/// completing a word must not print one, so any failure lists nothing.
enum CompletionHook {
    static func run(
        _ plugin: any AppPlugin, _ arguments: [String], variables: [String: String],
        environment: (GlobalOptions) throws -> AppEnvironment
    ) {
        guard let source = arguments.first else { return }
        let prefix = arguments.count > 1 ? arguments[1] : ""
        let words = Array(arguments.dropFirst(2))
        guard let env = try? environment(GlobalOptions(completing: words, variables: variables)),
            let values = try? plugin.completions(CompletionSource(source), in: env)
        else { return }
        for value in matching(values, prefix: prefix) { env.output.line(value) }
    }

    /// The values that start with `prefix` as the lists sort (`NameOrder.key`:
    /// case and ё/е folded), each once, without characters that would break
    /// the one-a-line answer.
    static func matching(_ values: [String], prefix: String) -> [String] {
        let wanted = NameOrder.key(prefix)
        var seen = Set<String>()
        return values.map(Sanitizer.clean).filter { NameOrder.key($0).hasPrefix(wanted) && seen.insert($0).inserted }
    }
}

extension GlobalOptions {
    /// The options that choose the store (`--store`, `--data-dir`, as
    /// `--name value` or `--name=value`) among the words typed so far; an
    /// unfinished command line has nothing else the answer depends on.
    /// `POCKET_STORE` stands in for `--store`, as in a run.
    init(completing words: [String], variables: [String: String]) {
        func value(_ name: String) -> String? {
            var found: String?
            for (index, word) in words.enumerated() {
                if word == "--" + name, index + 1 < words.count { found = words[index + 1] }
                if word.hasPrefix("--" + name + "=") { found = String(word.dropFirst(name.count + 3)) }
            }
            return found
        }
        store =
            (value(Self.store.long) ?? variables[.store]).flatMap { StoreKind(rawValue: $0.lowercased()) }
            ?? Self.store.defaultValue
        dataDirectory = value(Self.dataDirectory.long)
        json = false
        color = .never
        theme = nil
        noAnalytics = true
    }
}
