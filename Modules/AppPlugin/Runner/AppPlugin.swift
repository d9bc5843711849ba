import CLIKit
import Localization

/// One onboarding page, already localized.
package struct OnboardingPage: Sendable, Equatable {
    package var title: String
    package var text: String
    /// The label of the button Enter presses on this page.
    package var button: String
    /// The button turns to the next page instead of finishing (goals' first page).
    package var buttonTurnsPage: Bool

    package init(title: String, text: String, button: String, buttonTurnsPage: Bool = false) {
        self.title = title
        self.text = text
        self.button = button
        self.buttonTurnsPage = buttonTurnsPage
    }
}

/// An app as the runner and the `pocket` host see it (the SwiftLint model: a
/// small core that app modules depend on). The runner adds the global options
/// and the built-in commands (`onboarding`, `analytics`, `migrate`,
/// `completions`); the plugin declares and runs its own commands.
package protocol AppPlugin: Sendable {
    /// The executable's name: `tracker`.
    var name: String { get }
    var version: String { get }
    /// The command run when none is named (the main screen), if any.
    var defaultCommand: String? { get }
    /// Screen names the app logs analytics events for (documentation and tests).
    var analyticsScreens: [String] { get }
    /// Whether the app keeps days (habits): it then takes `--day-start` and
    /// `POCKET_DAY_START`, and its "today" starts at that hour or is
    /// `POCKET_TODAY`; an app that keeps none reads neither variable.
    var usesDayStart: Bool { get }
    func summary(_ l: Localizer) -> String
    /// The app's own commands, each declared once (help, options,
    /// subcommands, run): `commands(_:)` and `run(_:in:)` come from them.
    var appCommands: [AppCommand] { get }
    /// The app's own commands, with help texts in `l`'s language; each spec
    /// is built only when the parse or help needs it. `appCommands`' specs
    /// unless a plugin builds its tree by hand (the runner's test doubles).
    func commands(_ l: Localizer) -> [DeferredCommand]
    /// The onboarding pages; empty for an app without onboarding.
    func onboardingPages(_ l: Localizer) -> [OnboardingPage]
    /// The app's own options taken before or after any of its commands, as the
    /// runner's are (`image-feed --edition basic`); read with their `Option` (`isGlobal`).
    func globalOptions(_ l: Localizer) -> [OptionSpec]
    /// Runs one of the app's commands (`invocation.commandPath` names which):
    /// the `appCommands` one the path names, unless a plugin dispatches by hand.
    func run(_ invocation: Invocation, in environment: AppEnvironment) throws
    /// The values of `source` a shell offers while completing an argument or
    /// option that declares it (`CompletionSource`); the runner keeps those
    /// starting with the typed prefix. None by default.
    func completions(_ source: CompletionSource, in environment: AppEnvironment) throws -> [String]
    /// The variables and files the app's own parts read, beyond the runner's
    /// (`DocumentedEnvironment.runner`): its man page's ENVIRONMENT and FILES.
    /// `app` is the name its paths show (`APP` on the host's page). None by default.
    func documentedEnvironment(app: String, _ l: Localizer) -> DocumentedEnvironment
}

/// A command of an app, run with the app's environment.
package typealias AppCommand = Command<AppEnvironment>

extension AppPlugin {
    package var appCommands: [AppCommand] { [] }
    package func commands(_ l: Localizer) -> [DeferredCommand] { appCommands.specs(l) }
    package func run(_ invocation: Invocation, in environment: AppEnvironment) throws {
        try appCommands.run(invocation, environment)
    }
    package var defaultCommand: String? { nil }
    package var analyticsScreens: [String] { [] }
    package var usesDayStart: Bool { false }
    package func onboardingPages(_ l: Localizer) -> [OnboardingPage] { [] }
    package func completions(_ source: CompletionSource, in environment: AppEnvironment) throws -> [String] { [] }
    package func globalOptions(_ l: Localizer) -> [OptionSpec] { [] }
    package func documentedEnvironment(app: String, _ l: Localizer) -> DocumentedEnvironment { DocumentedEnvironment() }
}
