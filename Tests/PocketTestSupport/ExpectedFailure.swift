import AppPlugin
import Localization

/// Expected answers to failures, taken from the product's own presenter so a
/// test never restates the mapping of errors to messages and exit codes.
package enum ExpectedFailure {
    /// What `APP` shows for `error` in `language`: its `error: …` lines and exit code.
    package static func presentation(of error: any Error, app: String, language: Language = .en)
        -> ErrorPresenter.Presentation
    {
        ErrorPresenter(app: app, localizer: Localizer(language: language)).present(error)
    }

    /// The exit code the product gives `error`.
    package static func exitCode(of error: any Error) -> Int32 {
        presentation(of: error, app: "app").code
    }
}
