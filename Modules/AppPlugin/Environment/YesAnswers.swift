import CLIKit
import Localization

/// What answers a yes/no question with yes in the user's language, for the
/// typed `[y/N]` confirmation and for a single key: one definition, so the
/// key a question names (German `j`) is always one it accepts.
public enum YesAnswers {
    /// The words besides `y` and `yes` (which always work): `д`, `да`; `j`, `ja`.
    public static func words(_ l: Localizer) -> [String] {
        l(.appConfirmYesAnswers).split(separator: ",").map(String.init)
    }

    /// The letters that answer a delete question on a screen with yes: `y`
    /// and the first letters of `words` (`д`, `j`), either case. Enter is
    /// not one: a question about deleting is answered with a letter.
    public static func letters(_ l: Localizer) -> Set<Character> {
        Set((["y"] + words(l).compactMap(\.first)).flatMap { [$0, Character($0.uppercased())] })
    }

    /// A single key meaning yes: `y`, Enter, or the first letter of one of `words`.
    public static func isYesKey(_ key: Key, _ l: Localizer) -> Bool {
        guard case .character(let character) = key else { return key == .enter }
        return character == "y" || words(l).contains { $0.first == character }
    }
}
