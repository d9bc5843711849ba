/// `--json` of `APP remind --install`: the units written and where, whether
/// a user systemd took the timer, and the crontab line that does the same
/// where none did (given either way, so a script's keys do not depend on
/// the machine).
struct InstalledRemindersJSON: Encodable {
    let service, timer, folder: String
    /// A user systemd is running.
    let systemd: Bool
    /// `systemctl --user enable --now` started the timer.
    let enabled: Bool
    let crontab: String

    init(units: ReminderUnits, folder: String, systemd: Bool, enabled: Bool) {
        service = units.serviceName
        timer = units.timerName
        self.folder = folder
        self.systemd = systemd
        self.enabled = enabled
        crontab = units.crontabLine
    }
}

/// `--json` of `APP remind --uninstall`: the units and their folder, and
/// whether there were any to remove.
struct UninstalledRemindersJSON: Encodable {
    let service, timer, folder: String
    let removed: Bool

    init(units: ReminderUnits, folder: String, removed: Bool) {
        service = units.serviceName
        timer = units.timerName
        self.folder = folder
        self.removed = removed
    }
}
