import AppPlugin
import CLIKit
import Localization
import SharedModels
import Storage
import TerminalUI

#if canImport(Glibc)
    import Glibc
#endif

/// `APP remind [--install | --uninstall]`, which `tracker`, `goals` and
/// `my-habits` share: each app says which of its habits can be reminded of
/// today (`candidates`); this sends what is due and not sent yet, once a
/// day each, and installs or removes the timer that runs it.
package enum RemindCommand {
    package static let name = "remind"
    /// What an app's candidates are read with: the store in a write scope, and the habit day.
    package typealias Candidates = @Sendable (any StoreContext, LocalDate) throws -> [Reminder]

    static let installFlag = Flag("install")
    static let uninstallFlag = Flag("uninstall")

    /// `APP remind` with its help, reminding of what `candidates` finds due.
    package static func command(candidates: @escaping Candidates) -> AppCommand {
        AppCommand(
            name, abstract: { $0(.remindersAbstract) }, discussion: { $0(.remindersDiscussion) },
            options: [
                .flag(installFlag) { $0(.remindersOptionInstall) },
                .flag(uninstallFlag) { $0(.remindersOptionUninstall) },
            ]
        ) { try run($0, $1, candidates: candidates) }
    }

    package static func run(
        _ invocation: Invocation, _ env: AppEnvironment, candidates: Candidates,
        notifier: Notifier? = nil
    ) throws {
        if invocation.isSet(installFlag), invocation.isSet(uninstallFlag) {
            throw UsageError.conflictingOptions(installFlag.long, uninstallFlag.long)
        }
        if invocation.isSet(installFlag) {
            return try install(env, dataDirectoryGiven: invocation.givenDataDirectory != nil)
        }
        if invocation.isSet(uninstallFlag) { return try uninstall(env) }
        let day = env.today
        let elapsed = ReminderLog.elapsed(on: day, at: Int(time(nil)))
        let sent = try env.store().write { context in
            try ReminderLog.claim(try candidates(context, day), elapsed: elapsed, day: day, in: context)
        }
        let notifier = notifier ?? .live(app: env.app, variables: env.variables)
        var shown: [Bool] = []
        for reminder in sent {
            let time = env.localizer.timeOfDay(minuteOfDay: reminder.minuteOfDay)
            let body = env.localizer(.remindersBody(Sanitizer.clean(reminder.name), time))
            let onDesktop = notifier.send(env.app, body)
            shown.append(onDesktop)
            if !onDesktop, !env.json { env.output.line(body) }
        }
        if env.json { try env.emitJSON(zip(sent, shown).map { SentReminderJSON(reminder: $0, shown: $1) }) }
    }

    static func units(_ env: AppEnvironment) -> ReminderUnits {
        let executable = ReminderUnits.executablePath(fallback: env.app)
        let command = [executable, "--store", env.storeKind.rawValue, "--data-dir", env.paths.data, name]
        let carried = ReminderUnits.carried.compactMap { variable in
            env.variables[variable].flatMap { $0.isEmpty ? nil : (variable.name, $0) }
        }
        return ReminderUnits(app: env.app, command: command, environment: Dictionary(uniqueKeysWithValues: carried))
    }

    /// Every value of `units` that came from outside (the data folder, the
    /// executable's path, the carried variables), with its origin, so a
    /// control character in any of them is refused before anything is written.
    static func outsideValues(_ env: AppEnvironment, _ units: ReminderUnits, dataDirectoryGiven: Bool) -> [UnitValue] {
        let data = UnitValue(env.paths.data, from: dataDirectoryGiven ? .option("--data-dir") : .dataFolder)
        let executable = UnitValue(units.command[0], from: .executable)
        let carried = units.environment.sorted { $0.key < $1.key }.map { UnitValue($0.value, from: .variable($0.key)) }
        return [data, executable] + carried
    }

    static func install(_ env: AppEnvironment, dataDirectoryGiven: Bool) throws {
        let units = units(env)
        for value in outsideValues(env, units, dataDirectoryGiven: dataDirectoryGiven) { try value.check() }
        let folder = AppPaths.systemdUserUnits(environment: env.variables)
        do { try units.write(into: folder) } catch { throw ReminderError.cannotWriteUnits(folder: folder) }
        let systemd = ReminderUnits.userSystemdIsRunning(env.variables)
        let enabled =
            systemd
            && ChildProcess.run(["systemctl", "--user", "daemon-reload"], variables: env.variables)
            && ChildProcess.run(["systemctl", "--user", "enable", "--now", units.timerName], variables: env.variables)
        if env.json {
            return try env.emitJSON(
                InstalledRemindersJSON(units: units, folder: folder, systemd: systemd, enabled: enabled))
        }
        let l = env.localizer
        guard systemd else {
            env.output.line(l(.remindersInstalledNoSystemd(folder)))
            env.output.line(l(.remindersInstalledCron(units.crontabLine)))
            return
        }
        let enableByHand = "systemctl --user enable --now " + units.timerName
        env.output.line(
            enabled
                ? l(.remindersInstalledEnabled(units.timerName, folder))
                : l(.remindersInstalledNotEnabled(folder, enableByHand)))
    }

    static func uninstall(_ env: AppEnvironment) throws {
        let units = units(env)
        let folder = AppPaths.systemdUserUnits(environment: env.variables)
        let systemd = ReminderUnits.userSystemdIsRunning(env.variables)
        if systemd {
            ChildProcess.run(["systemctl", "--user", "disable", "--now", units.timerName], variables: env.variables)
        }
        let removed = units.remove(from: folder)
        if removed, systemd {
            ChildProcess.run(["systemctl", "--user", "daemon-reload"], variables: env.variables)
        }
        if env.json {
            return try env.emitJSON(UninstalledRemindersJSON(units: units, folder: folder, removed: removed))
        }
        env.output.line(env.localizer(removed ? .remindersUninstalled(folder) : .remindersNotInstalled(folder)))
    }
}

/// `--json` of `APP remind`: the reminders this run sent, and whether a desktop showed each.
struct SentReminderJSON: Encodable {
    let id, name, time: String
    let shown: Bool

    init(reminder: Reminder, shown: Bool) {
        id = reminder.id.rawValue
        name = reminder.name
        time = ClockTime.text(reminder.minuteOfDay)
        self.shown = shown
    }
}
