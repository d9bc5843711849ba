import SharedModels

/// The answer to a `[y/N]` question.
package enum ConfirmationResult: Sendable, Equatable {
    case confirmed
    case declined
    /// There is no terminal to ask on and `--yes` was not given (exit 64, change nothing).
    case needsYes
}

/// Asks before a destructive command.
package enum Confirmation {
    /// `yes` (from `--yes`/`-y`) confirms without asking. Otherwise, when stdin is a
    /// terminal, writes `prompt` + ` [y/N] ` and reads one line: `y`, `yes` or one of
    /// `yesAnswers` (localized, e.g. `["д", "да"]`, `["j", "ja"]`; any case, spaces
    /// ignored) confirms; anything else, an empty line or end of input declines.
    /// Without a terminal: `.needsYes`. The prompt goes to stderr by default so
    /// stdout keeps only results.
    package static func ask(
        prompt: String, yes: Bool, terminal: Terminal, yesAnswers: [String] = [], hint: String = "[y/N]",
        write: (String) -> Void = { StandardStream.error.write($0) },
        readLine: () -> String? = { Swift.readLine(strippingNewline: true) }
    ) -> ConfirmationResult {
        if yes { return .confirmed }
        guard terminal.stdinIsTTY else { return .needsYes }
        write(prompt + " " + hint + " ")
        guard let answer = readLine() else {
            write("\n")
            return .declined
        }
        return isAffirmative(answer, yesAnswers: yesAnswers) ? .confirmed : .declined
    }

    /// Whether `answer` means yes: `y`, `yes` or one of `yesAnswers`, ignoring case and surrounding spaces.
    package static func isAffirmative(_ answer: String, yesAnswers: [String] = []) -> Bool {
        let trimmed = answer.trimmedOfWhitespace.lowercased()
        return (["y", "yes"] + yesAnswers.map { $0.lowercased() }).contains(trimmed)
    }
}
