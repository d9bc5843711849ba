import Foundation
import Synchronization
import Testing

/// `APP remind`: the built apps at a chosen wall-clock time (faketime), on
/// both backends: with a fake `notify-send` first on `PATH` that records its
/// arguments, and with the real `notify-send` and `gdbus` talking to a
/// notification service on a session bus of the test's own (`NotificationBus`).
@Suite struct ReminderTests {
    static let backends = ["json", "sqlite"]

    /// A sandbox whose `bin` holds recording fakes of the notifiers named,
    /// and links to the real programs named in `real`.
    struct Desktop {
        let sandbox: TestSandbox
        let bin: String
        /// `PATH` holds only `bin` (no system folders), so a notifier not put there is missing.
        let binOnly: Bool

        init(fakes: [String], real: [String] = []) throws {
            sandbox = try TestSandbox(today: "2026-12-02")
            bin = sandbox.root + "/bin"
            binOnly = !real.isEmpty
            try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
            for name in fakes {
                let script = "#!/bin/sh\nprintf '%s\\n' \"$0\" \"$@\" '<end>' >> \"\(sandbox.root)/calls\"\n"
                let path = try sandbox.write(Data(script.utf8), to: "bin/" + name)
                try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
            }
            // `date` too when PATH is only `bin`: faketime runs it to read the time it is given.
            for name in real + (real.isEmpty ? [] : ["date"]) {
                let program = try #require(SystemTool.path(name), "\(name): Scripts/bootstrap installs it")
                try FileManager.default.createSymbolicLink(atPath: bin + "/" + name, withDestinationPath: program)
            }
        }

        /// The environment of a run on this desktop (a session bus named:
        /// `bus`, else one nobody answers on) or without one.
        func environment(session: Bool, bus: String? = nil) -> [String: String?] {
            [
                "PATH": binOnly ? bin : bin + ":/usr/bin:/bin",
                "DBUS_SESSION_BUS_ADDRESS": session ? bus ?? "unix:path=/nonexistent" : nil,
                "XDG_RUNTIME_DIR": nil, "TZ": "UTC",
            ]
        }

        /// Each recorded call's words (the program's name first).
        var calls: [[String]] {
            let text = (try? String(contentsOfFile: sandbox.root + "/calls", encoding: .utf8)) ?? ""
            return text.components(separatedBy: "<end>\n").dropLast().map { call in
                call.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            }.map { words in [URL(fileURLWithPath: words[0]).lastPathComponent] + words.dropFirst() }
        }

        func app(_ name: String, store: String, session: Bool = true, bus: String? = nil) -> ScriptedApp {
            ScriptedApp(
                name, in: sandbox, store: store, dataDirectory: sandbox.dataDirectory + "-" + name,
                environment: environment(session: session, bus: bus))
        }
    }

    @Test(arguments: backends)
    func aHabitWhoseTimeHasComeIsRemindedOnceADay(store: String) throws {
        let desktop = try Desktop(fakes: ["notify-send"])
        let app = desktop.app("my-habits", store: store)
        try app.ok(["add", "Walk", "--time", "08:00", "--color", "#34C759"])
        try app.ok(["add", "Tea", "--time", "07:00", "--color", "#FF9500"])
        try app.ok(["add", "Late", "--time", "23:00", "--color", "#FF9500"])
        #expect(try app.run(at: "2026-12-02 07:59:00", ["track", "Tea"]).exitCode == 0)
        let first = try app.run(at: "2026-12-02 08:00:30", ["remind"])
        #expect(first.exitCode == 0 && first.stdout.isEmpty, "\(first.stderr)")
        #expect(
            desktop.calls == [["notify-send", "--app-name=my-habits", "--", "my-habits", "Time for “Walk” (8:00 AM)"]],
            "Tea is tracked, Late's time has not come")
        #expect(try app.run(at: "2026-12-02 08:05:00", ["remind"]).exitCode == 0)
        #expect(desktop.calls.count == 1, "Walk is not reminded of twice on one day")
        #expect(try app.run(at: "2026-12-02 23:00:10", ["remind"]).exitCode == 0)
        #expect(desktop.calls.last?.last == "Time for “Late” (11:00 PM)")
        #expect(try app.run(at: "2026-12-03 08:00:10", ["remind"]).exitCode == 0)
        #expect(desktop.calls.count == 4, "a new day: Tea and Walk again (Tea first, by time)")
    }

    @Test(arguments: backends)
    func trackerHabitsRemindOnDueDaysAtTheirRemindTime(store: String) throws {
        let desktop = try Desktop(fakes: ["notify-send"])
        let app = desktop.app("tracker", store: store)
        try app.ok(["category", "add", "Health"])
        try app.ok([
            "add", "habit", "Gym", "--category", "Health", "--schedule", "mon", "--emoji", "1", "--color", "1",
            "--remind", "07:30",
        ])
        try app.ok([
            "add", "habit", "Read", "--category", "Health", "--schedule", "daily", "--emoji", "2", "--color", "2",
        ])
        try app.ok([
            "add", "habit", "Water", "--category", "Health", "--schedule", "daily", "--emoji", "3", "--color", "3",
            "--remind", "09:00",
        ])
        try app.ok(["edit", "Read", "--remind", "7:15"])
        try app.ok(["edit", "Water", "--remind", "off"])
        // 2026-12-02 is a Wednesday: Gym is not due.
        let sent = try app.run(at: "2026-12-02 10:00:00", ["--json", "remind"])
        #expect(sent.exitCode == 0, "\(sent.stderr)")
        let reminders = try JSONSerialization.jsonObject(with: Data(sent.stdout.utf8)) as? [[String: Any]]
        #expect(reminders?.map { $0["name"] as? String } == ["Read"])
        #expect(reminders?.first?["time"] as? String == "07:15" && reminders?.first?["shown"] as? Bool == true)
        try app.ok(["done", "Gym", "--date", "2026-11-30"])
        let monday = try app.run(at: "2026-12-07 08:00:00", ["remind"])
        #expect(monday.exitCode == 0)
        #expect(
            desktop.calls.map { $0.last } == [
                "Time for “Read” (7:15 AM)", "Time for “Read” (7:15 AM)",
                "Time for “Gym” (7:30 AM)",
            ], "by time of day")
        try app.ok(["add", "event", "Plants", "--category", "Health", "--emoji", "4", "--color", "4"])
        let event = try app.run(["edit", "Plants", "--remind", "08:00"])
        #expect(event.exitCode == 64 && event.stderr.contains("irregular event"), "\(event.stderr)")
        let bad = try app.run(["edit", "Read", "--remind", "25:00"])
        #expect(bad.exitCode == 64 && bad.stderr.contains("25:00"))
    }

    @Test func withoutADesktopTheRemindersArePrinted() throws {
        let desktop = try Desktop(fakes: ["notify-send"])
        let app = desktop.app("my-habits", store: "sqlite", session: false)
        try app.ok(["add", "Walk & <b>talk</b>", "--time", "08:00", "--color", "#34C759"])
        let printed = try app.run(at: "2026-12-02 09:00:00", ["remind"])
        #expect(printed.stdout == "Time for “Walk & <b>talk</b>” (8:00 AM)\n", "plain text: no markup on stdout")
        #expect(desktop.calls.isEmpty, "no session bus: no notifier is started")
        let russian = ScriptedApp(
            "my-habits", in: desktop.sandbox, store: "sqlite",
            dataDirectory: desktop.sandbox.dataDirectory + "-my-habits", language: "ru_RU.UTF-8",
            environment: desktop.environment(session: false))
        try russian.ok(["add", "Чай", "--time", "08:30", "--color", "#FF9500"])
        #expect(try russian.run(at: "2026-12-02 09:00:00", ["remind"]).stdout == "Пора: «Чай» (8:30)\n")
    }

    /// Each program the notifier may use, alone on `PATH`, reaches a real
    /// notification service over D-Bus, and a name's markup arrives as text
    /// (`&`, `<`, `>` escaped in the body). gdbus is the fallback when
    /// notify-send is missing: it used to stop at its timeout argument `-1`.
    @Test(arguments: ["notify-send", "gdbus"])
    func theNotifierReachesARealNotificationServiceWithTheBodyEscaped(program: String) throws {
        let desktop = try Desktop(fakes: [], real: [program])
        let bus = try NotificationBus(in: desktop.sandbox)
        defer { bus.stop() }
        let app = desktop.app("my-habits", store: "sqlite", bus: bus.address)
        let name = "It's <a href=\"https://example.com\">[x]</a> & <img src=\"file:///etc/passwd\">"
        try app.ok(["add", name, "--time", "08:00", "--color", "#34C759"])
        let sent = try app.run(at: "2026-12-02 09:00:00", ["--json", "remind"])
        try #require(sent.exitCode == 0, "\(sent)")
        let reminders = try JSONSerialization.jsonObject(with: Data(sent.stdout.utf8)) as? [[String: Any]]
        #expect(sent.exitCode == 0 && reminders?.first?["shown"] as? Bool == true, "\(sent)")
        let escaped =
            "It's &lt;a href=\"https://example.com\"&gt;[x]&lt;/a&gt; &amp; &lt;img src=\"file:///etc/passwd\"&gt;"
        #expect(
            try bus.notifications == [
                .init(
                    appName: "my-habits", summary: "my-habits", body: "Time for “\(escaped)” (8:00 AM)",
                    expireTimeout: -1)
            ])
    }

    @Test func twoTimersAtOnceSendEachReminderOnce() throws {
        let desktop = try Desktop(fakes: ["notify-send"])
        let app = desktop.app("my-habits", store: "sqlite")
        for index in 0..<5 { try app.ok(["add", "Habit \(index)", "--time", "08:0\(index)", "--color", "#34C759"]) }
        let codes = Mutex([Int32]())
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let code = (try? app.run(at: "2026-12-02 09:00:00", ["remind"]).exitCode) ?? -1
            codes.withLock { $0.append(code) }
        }
        #expect(codes.withLock { $0 } == [0, 0, 0, 0])
        #expect(desktop.calls.count == 5, "\(desktop.calls)")
        #expect(Set(desktop.calls.map { $0.last }).count == 5)
    }

    @Test func installWritesUnitsThatSystemdAccepts() throws {
        let desktop = try Desktop(fakes: [])
        let app = desktop.app("tracker", store: "sqlite", session: false)
        let installed = try app.run(["remind", "--install"], environment: ["POCKET_DAY_START": "4"])
        #expect(installed.exitCode == 0, "\(installed.stderr)")
        #expect(installed.stdout.contains("crontab -e"), "no user systemd here: the cron line is offered")
        let folder = desktop.sandbox.configHome + "/systemd/user"
        let service = try String(contentsOfFile: folder + "/tracker-remind.service", encoding: .utf8)
        let timer = try String(contentsOfFile: folder + "/tracker-remind.timer", encoding: .utf8)
        #expect(
            service.contains("ExecStart=\"/")
                && service.contains("\"--data-dir\" \"\(desktop.sandbox.dataDirectory)-tracker\""))
        #expect(service.contains("Environment=\"POCKET_DAY_START=4\""))
        #expect(timer.contains("OnCalendar=*:0/5") && timer.contains("WantedBy=timers.target"))
        let analyze = try #require(SystemTool.path("systemd-analyze"), "Scripts/bootstrap installs systemd")
        let verified = try ProcessRunner.run(
            analyze, ["verify", folder + "/tracker-remind.timer", folder + "/tracker-remind.service"],
            environment: ["PATH": "/usr/bin:/bin"])
        #expect(verified.exitCode == 0, "\(verified.stderr)")
        let removed = try app.run(["remind", "--uninstall"])
        #expect(removed.exitCode == 0)
        #expect(!FileManager.default.fileExists(atPath: folder + "/tracker-remind.timer"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/tracker-remind.service"))
        #expect(try app.run(["remind", "--uninstall"]).stdout.contains("No reminder timer"))
        #expect(try app.run(["remind", "--install", "--uninstall"]).exitCode == 64)
    }
}
