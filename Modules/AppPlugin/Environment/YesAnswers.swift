import Localization
import TerminalUI

/// What answers a yes/no question with yes in the user's language, for the
/// typed `[y/N]` confirmation and for a single key: one definition, so the
/// key a question names (German `j`) is always one it accepts.
package enum YesAnswers {
    /// The words besides `y` and `yes` (which always work): `д`, `да`; `j`, `ja`.
    package static func words(_ l: Localizer) -> [String] {
        l(.appConfirmYesAnswers).split(separator: ",").map(String.init)
    }

    /// The letters that answer a delete question on a screen with yes: `y`
    /// and the first letters of `words` (`д`, `j`), either case. Enter is
    /// not one: a question about deleting is answered with a letter.
    package static func letters(_ l: Localizer) -> Set<Character> {
        Set((["y"] + words(l).compactMap(\.first)).flatMap { [$0, Character($0.uppercased())] })
    }

    /// A single key meaning yes: `y`, Enter, or the first letter of one of `words`.
    package static func isYesKey(_ key: Key, _ l: Localizer) -> Bool {
        guard case .character(let character) = key else { return key == .enter }
        return character == "y" || words(l).contains { $0.first == character }
    }

    /// A yes/no alert's answer after `key`: true for the alert's action
    /// `yesAction`, false for another, nil while it is still open. A letter
    /// that starts a yes word (`y`, `д`, `j`) answers yes and one of
    /// `noLetters` no, read as typed: on Latin keys «д» would be `l` and «н»
    /// `y`. Every other key is the alert's own, a Russian letter read as the
    /// Latin on its key (`р` is `h`).
    package static func answer(
        _ alert: inout Alert, _ key: Key, yesAction: Int, noLetters: [Character] = [], _ l: Localizer
    ) -> Bool? {
        if case .character(let typed) = key {
            if isYesKey(key, l) { return true }
            let lower = typed.lowercased()
            if noLetters.contains(where: { String($0) == lower }) { return false }
        }
        guard alert.handle(key.onLatinKeys) == .finished else { return nil }
        return alert.chosen == yesAction
    }
}
