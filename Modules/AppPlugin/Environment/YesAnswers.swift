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

    /// A single key meaning yes: `y`, Enter, or the first letter of one of `words`.
    public static func isYesKey(_ key: Key, _ l: Localizer) -> Bool {
        guard case .character(let character) = key else { return key == .enter }
        return character == "y" || words(l).contains { $0.first == character }
    }
}
