import AppPlugin
import Localization
import TerminalUI

/// «Удалить привычку»: the alert (`Alert`, «Отмена» pointed first,
/// «Удалить») with the answers the app's other confirmations take: a yes
/// key in the user's language (`y`, `д`; `y`, `j`: `YesAnswers`) deletes at
/// once. Every other key is the alert's (← → h l, Enter, Esc), a Russian
/// letter read as the Latin one on its key (`р` is `h`). The yes key is
/// read first, from the key as typed: `д` (on the L key) is yes, not `l`,
/// and «н» (on the Y key) is never taken for `y`.
struct DeleteAlert: Sendable, Equatable {
    private(set) var alert: Alert
    /// The language whose yes answers count.
    let language: Language
    /// True once «Удалить» (or a yes key) was chosen, false once cancelled.
    private(set) var confirmed: Bool?

    init(title: String, message: String, cancel: String, delete: String, language: Language) {
        alert = Alert(title: title, message: message, actions: [cancel, delete])
        self.language = language
    }

    mutating func handle(_ key: Key) -> FormOutcome {
        guard let answer = YesAnswers.answer(&alert, key, yesAction: 1, Localizer(language: language)) else {
            return .running
        }
        confirmed = answer
        return .finished
    }

    func lines(_ style: TerminalStyle, width: Int) -> [String] { alert.lines(style, width: width) }
}
