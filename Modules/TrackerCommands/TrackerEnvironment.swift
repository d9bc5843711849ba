import AppPlugin
import Localization
import Reminders
import SharedModels

extension TrackerAppProfile {
    /// What the shared habit commands read beyond the runner: `import`'s
    /// temporary folder (`ForeignImportReader`) and `remind`'s. An app on the
    /// habit engine adds the rest it composes (sync).
    package static func documentedEnvironment(app: String, _ l: Localizer) -> DocumentedEnvironment {
        DocumentedEnvironment([.init([.temporaryFolder], l(.manEnvTemporaryFolder))])
            + RemindCommand.documentedEnvironment(app: app, l)
    }
}
