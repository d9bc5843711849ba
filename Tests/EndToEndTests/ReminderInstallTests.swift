import Foundation
import PocketTestSupport
import Testing

/// `APP remind --install`: what the written service and the offered crontab
/// line mean, read back as systemd and cron read them (`SystemdUnitText`,
/// `CrontabEntry`), and the values no quoting can carry, refused before
/// anything is written.
@Suite struct ReminderInstallTests {
    /// Every character systemd or cron or sh reads specially, short of a control character.
    static let awkward = "100% $HOME \"q\" it's a\\%b \\ `x` ; %h"

    @Test func theUnitAndTheCrontabLineRunExactlyTheCommandMeant() throws {
        let desktop = try ReminderTests.Desktop(fakes: [])
        let dataDirectory = desktop.sandbox.root + "/data " + Self.awkward
        let app = ScriptedApp(
            "tracker", in: desktop.sandbox, store: "sqlite", dataDirectory: dataDirectory,
            environment: desktop.environment(session: false))
        let variables = ["TZ": "UTC " + Self.awkward, "POCKET_DAY_START": "4"]
        let installed = try app.run(["remind", "--install"], environment: variables)
        #expect(installed.exitCode == 0, "\(installed)")
        let folder = desktop.sandbox.configHome + "/systemd/user"
        let service = SystemdUnitText(try String(contentsOfFile: folder + "/tracker-remind.service", encoding: .utf8))
        #expect(Set(service.settings.map(\.key)) == ["Description", "Type", "ExecStart", "Environment"])
        let execStart = try #require(service.values("ExecStart").first)
        let words = try SystemdUnitText.words(execStart, isCommandLine: true)
        #expect(words.first?.hasSuffix("/tracker") == true, "\(words)")
        #expect(Array(words.dropFirst()) == ["--store", "sqlite", "--data-dir", dataDirectory, "remind"])
        let assignments = try service.values("Environment").map { value throws in
            try SystemdUnitText.words(value, isCommandLine: false)
        }
        #expect(assignments == [["LANG=en_US.UTF-8"], ["POCKET_DAY_START=4"], ["TZ=" + variables["TZ"]!]])
        let analyze = try #require(SystemTool.path("systemd-analyze"), "Scripts/bootstrap installs systemd")
        let verified = try ProcessRunner.run(
            analyze, ["verify", folder + "/tracker-remind.timer", folder + "/tracker-remind.service"],
            environment: ["PATH": "/usr/bin:/bin"])
        #expect(verified.exitCode == 0, "\(verified)")

        let cronLines = installed.stdoutLines.filter { $0.contains("*/5 * * * * ") }
        #expect(cronLines.count == 1, "\(installed.stdout)")
        let shown = try #require(cronLines.first)
        let line = String(shown[try #require(shown.range(of: "*/5 ")).lowerBound...])
        let entry = try #require(CrontabEntry(line), "\(line)")
        #expect(entry.schedule == ["*/5", "*", "*", "*", "*"] && entry.stdin == nil, "\(line)")
        let carried = assignments.flatMap { $0 }
        #expect(try entry.words() == carried + words, "cron runs what the timer runs, as it runs it: \(line)")
    }

    /// cron starts a job with little more than `HOME`, `LOGNAME`, `PATH` and
    /// `SHELL`: the line's own assignments give the app the variables the
    /// service's `Environment=` lines give it. A notifier that writes down
    /// the environment it was started with shows the app's.
    @Test func theCrontabLineGivesTheAppTheVariablesTheServiceCarries() throws {
        let desktop = try ReminderTests.Desktop(fakes: [])
        let recorded = desktop.sandbox.root + "/notifier-environment"
        let notifier = "#!/bin/sh\nenv > '\(recorded)'\nprintf '%s\\n' \"$@\" >> '\(recorded)'\n"
        let path = try desktop.sandbox.write(Data(notifier.utf8), to: "bin/notify-send")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        let app = desktop.app("my-habits", store: "sqlite", session: false)
        // Due at any hour of any habit day: its time is the day's first minute.
        try app.ok(["add", "Walk", "--time", "00:00", "--color", "#34C759"])
        let carried = ["LANG": "de_DE.UTF-8", "TZ": "Etc/GMT-3", "POCKET_DAY_START": "4"]
        let installed = try app.run(["remind", "--install"], environment: carried)
        let shown = try #require(installed.stdoutLines.first { $0.contains("*/5 * * * * ") }, "\(installed)")
        let start = try #require(shown.range(of: "*/5 ")).lowerBound
        let entry = try #require(CrontabEntry(String(shown[start...])), "\(shown)")
        let cron = [
            "HOME": desktop.sandbox.home, "LOGNAME": "pocket", "SHELL": "/bin/sh",
            "PATH": desktop.bin + ":/usr/bin:/bin",
            "DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent",
        ]
        let ran = try ProcessRunner.run("/bin/sh", ["-c", entry.command], environment: cron)
        #expect(ran.exitCode == 0, "\(ran)")
        let lines = try String(contentsOfFile: recorded, encoding: .utf8).split(separator: "\n").map(String.init)
        for (key, value) in carried { #expect(lines.contains(key + "=" + value), "\(key): \(lines)") }
        #expect(lines.last?.hasPrefix("Zeit für „Walk“") == true, "in the carried language: \(lines)")
    }

    /// `--json` of `--install` and `--uninstall`: one object each (docs/commands.md), no sentence.
    @Test func installAndUninstallAnswerInJSON() throws {
        let desktop = try ReminderTests.Desktop(fakes: [])
        let app = desktop.app("goals", store: "json", session: false)
        let folder = desktop.sandbox.configHome + "/systemd/user"
        let installed = try app.run(["--json", "remind", "--install"])
        #expect(installed.exitCode == 0 && installed.stderr.isEmpty, "\(installed)")
        let object = try installed.jsonObject()
        #expect(Set(object.keys) == ["service", "timer", "folder", "systemd", "enabled", "crontab"], "\(object)")
        #expect(
            object["service"] as? String == "goals-remind.service" && object["timer"] as? String == "goals-remind.timer"
        )
        #expect(object["folder"] as? String == folder)
        #expect(object["systemd"] as? Bool == false && object["enabled"] as? Bool == false, "no user systemd here")
        let crontab = try #require(object["crontab"] as? String)
        let text = try app.run(["remind", "--install"])
        #expect(crontab.hasPrefix("*/5 * * * * ") && text.stdout.contains(crontab), "the line printed without --json")
        for removed in [true, false] {
            let uninstalled = try app.run(["--json", "remind", "--uninstall"])
            #expect(uninstalled.exitCode == 0, "\(uninstalled)")
            let answer = try uninstalled.jsonObject()
            #expect(Set(answer.keys) == ["service", "timer", "folder", "removed"], "\(answer)")
            #expect(answer["removed"] as? Bool == removed && answer["folder"] as? String == folder)
        }
    }

    /// A line break in any value written would end the setting or the entry
    /// and start one nobody asked for (`ExecStartPost=…`, a second cron job).
    @Test func aControlCharacterInAnyValueWrittenIsRefusedAndNothingIsWritten() throws {
        let desktop = try ReminderTests.Desktop(fakes: [])
        let sandbox = desktop.sandbox
        let app = desktop.app("tracker", store: "sqlite", session: false)
        try app.ok(["remind", "--install"])
        let folder = sandbox.configHome + "/systemd/user"
        let before = try FolderSnapshot(folder)
        let injected = "\nExecStartPost=/bin/touch " + sandbox.root + "/injected\n"
        let cases: [(app: ScriptedApp, variables: [String: String?], code: Int32, named: String)] = [
            (
                ScriptedApp(
                    "tracker", in: sandbox, store: "sqlite", dataDirectory: sandbox.root + "/d\n*/1 * * * * touch x",
                    environment: desktop.environment(session: false)), [:], 64, "--data-dir"
            ),
            (app, ["LC_MESSAGES": "en_US.UTF-8" + injected], 78, "LC_MESSAGES"),
            (app, ["TZ": "UTC\r"], 78, "TZ"),
            (app, ["LANGUAGE": "en\u{85}"], 78, "LANGUAGE"),
            (
                ScriptedApp("tracker", in: sandbox, store: "sqlite", environment: desktop.environment(session: false)),
                ["POCKET_DATA_DIR": sandbox.root + "/d" + injected], 78, "the data folder's path"
            ),
        ]
        for (app, variables, code, named) in cases {
            let refused = try app.run(["remind", "--install"], environment: variables)
            #expect(refused.exitCode == code, "\(named): \(refused)")
            #expect(refused.stderrLines.count == 1 && refused.stderr.hasPrefix("error: " + named), "\(refused)")
            #expect(refused.stderr.contains("control character"), "\(refused)")
            #expect(refused.stdout.isEmpty, "no crontab line is offered: \(refused)")
            #expect(try FolderSnapshot(folder) == before, "\(named): the installed units are left as they were")
        }
        #expect(!FileManager.default.fileExists(atPath: sandbox.root + "/injected"))
        let languages = [
            ("ru_RU.UTF-8", "TZ содержит управляющий символ"), ("de_DE.UTF-8", "TZ enthält ein Steuerzeichen"),
        ]
        for (language, text) in languages {
            var localized = app
            localized.language = language
            let refused = try localized.run(["remind", "--install"], environment: ["TZ": "UTC\n"])
            #expect(refused.exitCode == 78 && refused.stderr.contains(text), "\(refused)")
        }
    }
}
