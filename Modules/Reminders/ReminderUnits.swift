import AppPlugin
import FoundationEssentials
import SharedModels

#if canImport(Glibc)
    import Glibc
#endif

/// `APP remind --install`: a systemd user service that runs `APP remind`
/// once, and a timer that starts it every five minutes, in
/// `$XDG_CONFIG_HOME/systemd/user/`. The service names the executable by
/// its absolute path and the store the installing run used (`--store`,
/// `--data-dir`), and carries the language, time zone and day start, so
/// what the timer reminds of is what the user sees. The crontab line
/// offered without a user systemd runs the same command with the same
/// variables.
package struct ReminderUnits: Sendable, Equatable {
    package var app: String
    /// The command line `ExecStart` runs.
    package var command: [String]
    /// The variables the reminders' texts and days depend on: the
    /// service's `Environment=` lines and the crontab line's assignments.
    package var environment: [String: String]

    package init(app: String, command: [String], environment: [String: String]) {
        self.app = app
        self.command = command
        self.environment = environment
    }

    /// The variables copied into the service and the crontab line when set
    /// (the one list of them: `RemindCommand.units` reads them through it).
    static let carried: [EnvironmentVariable] = [.lang, .language, .lcAll, .lcMessages, .dayStart, .timeZone]

    package var serviceName: String { app + "-remind.service" }
    package var timerName: String { app + "-remind.timer" }

    package var service: String {
        var lines = [
            "[Unit]", "Description=Reminders of \(app)'s habits due today", "", "[Service]", "Type=oneshot",
            "ExecStart=" + command.map(SystemdSyntax.commandWord).joined(separator: " "),
        ]
        for (key, value) in sortedEnvironment {
            lines.append("Environment=" + SystemdSyntax.environmentAssignment(key: key, value: value))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    package var timer: String {
        [
            "[Unit]", "Description=Reminders of \(app)'s habits every five minutes", "", "[Timer]", "OnCalendar=*:0/5",
            "Unit=" + serviceName, "", "[Install]", "WantedBy=timers.target",
        ].joined(separator: "\n") + "\n"
    }

    /// The crontab entry that runs the same command with the same variables
    /// every five minutes, for a machine without a user systemd.
    package var crontabLine: String {
        CrontabSyntax.line(schedule: "*/5 * * * *", environment: sortedEnvironment, command: command)
    }

    /// `environment` in the order both the service and the crontab line write it.
    private var sortedEnvironment: [(key: String, value: String)] {
        environment.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }
    }

    /// The running executable's absolute path (`/proc/self/exe`), else the
    /// name (found on `PATH` when the timer runs).
    package static func executablePath(fallback: String) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return fallback }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Writes both units (each atomically, 0644) into `folder`, made when missing.
    package func write(into folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, text) in [(serviceName, service), (timerName, timer)] {
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name), options: .atomic)
            chmod(folder + "/" + name, 0o644)
        }
    }

    /// Removes both units from `folder`; true when there was one to remove.
    package func remove(from folder: String) -> Bool {
        [serviceName, timerName].map { unlink(folder + "/" + $0) == 0 }.contains(true)
    }

    /// Whether a user systemd is running to take the timer (its private socket exists).
    package static func userSystemdIsRunning(_ variables: [String: String]) -> Bool {
        guard let runtime = variables[.xdgRuntimeDir], runtime.hasPrefix("/") else { return false }
        return access(runtime + "/systemd/private", F_OK) == 0
    }
}
