import AppPlugin
import Localization
import SharedModels

extension RemindCommand {
    /// What `APP remind` reads (`Notifier`, `ReminderUnits`) and the units it
    /// writes: an app that composes the command lists these on its man page.
    package static func documentedEnvironment(app: String, _ l: Localizer) -> DocumentedEnvironment {
        DocumentedEnvironment(
            [
                .init([.dbusSessionBusAddress, .xdgRuntimeDir], l(.manEnvReminders)),
                .init([.timeZone], l(.manEnvTimeZone)),
            ],
            files: [
                .init(
                    "$XDG_CONFIG_HOME/systemd/user/\(app)-remind.service, \(app)-remind.timer",
                    l(.manFilesReminderUnits("~/.config/systemd/user/")))
            ])
    }
}
