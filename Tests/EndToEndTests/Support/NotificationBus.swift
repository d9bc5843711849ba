import Foundation

/// A session bus of one test's own (`dbus-daemon` on a socket in the
/// sandbox) with `Scripts/notification-recorder` owning
/// `org.freedesktop.Notifications` on it, as a desktop's notification daemon
/// would: what the apps' notifiers send reaches it through D-Bus, and its
/// record says what arrived. Both processes are killed when it is released.
final class NotificationBus: Sendable {
    /// `DBUS_SESSION_BUS_ADDRESS` of the bus.
    let address: String
    private let record: String
    private let daemon: Process
    private let recorder: Process

    /// One Notify call as the service received it.
    struct Notification: Equatable {
        var appName, summary, body: String
        var expireTimeout: Int
    }

    init(in sandbox: TestSandbox) throws {
        guard let dbusDaemon = SystemTool.path("dbus-daemon") else {
            throw EndToEndError.missingTool("dbus-daemon (Scripts/bootstrap installs it)")
        }
        let socket = sandbox.root + "/bus"
        // Our own configuration: a bus that only this test's processes use,
        // with no service activation, so nothing but the recorder answers;
        // the policy is Debian's session.conf's (without its
        // `<allow eavesdrop="true"/>` no reply reaches a client).
        let configuration = """
            <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
              "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
            <busconfig><type>session</type><listen>unix:path=\(socket)</listen><auth>EXTERNAL</auth>
            <policy context="default"><allow send_destination="*" eavesdrop="true"/><allow eavesdrop="true"/>
            <allow own="*"/></policy></busconfig>
            """
        let configFile = try sandbox.write(Data(configuration.utf8), to: "bus.conf")
        record = sandbox.root + "/notifications.jsonl"
        daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: dbusDaemon)
        daemon.arguments = ["--config-file=" + configFile, "--nofork", "--print-address=1"]
        let daemonAddress = try Self.start(daemon, log: sandbox.root + "/bus.log")
        address = daemonAddress
        recorder = Process()
        recorder.executableURL = URL(fileURLWithPath: Repository.root + "/Scripts/notification-recorder")
        recorder.arguments = [record]
        recorder.environment = ["DBUS_SESSION_BUS_ADDRESS": daemonAddress, "PATH": "/usr/bin:/bin"]
        let ready = Result { try Self.start(recorder, log: sandbox.root + "/recorder.log") }
        guard (try? ready.get()) == "ready" else {
            stop()
            let logs = [sandbox.root + "/bus.log", sandbox.root + "/recorder.log"].compactMap {
                try? String(contentsOfFile: $0, encoding: .utf8)
            }
            throw EndToEndError.launchFailed(
                command: "notification-recorder (python3-gi: Scripts/bootstrap) on " + daemonAddress,
                reason: "\(ready) " + logs.joined(separator: "\n"))
        }
    }

    deinit { stop() }

    /// SIGKILL, as `FakeUnsplash` does: a child started from a test thread
    /// inherits that thread's blocked signals, SIGTERM among them.
    func stop() {
        for process in [recorder, daemon] where process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    /// Every Notify call received so far, in order.
    var notifications: [Notification] {
        get throws {
            guard let text = try? String(contentsOfFile: record, encoding: .utf8) else { return [] }
            return try text.split(separator: "\n").map { line in
                let call = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
                return Notification(
                    appName: call["app_name"] as? String ?? "", summary: call["summary"] as? String ?? "",
                    body: call["body"] as? String ?? "", expireTimeout: call["expire_timeout"] as? Int ?? 0)
            }
        }
    }

    /// Runs `process` with stdout piped and stderr into `log`, and returns
    /// its first line (empty when it ends without one).
    private static func start(_ process: Process, log: String) throws -> String {
        let output = Pipe()
        process.standardOutput = output
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        process.standardError = FileHandle(forWritingAtPath: log)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        var line = Data()
        while !line.contains(0x0A) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        return String(decoding: line, as: UTF8.self).components(separatedBy: "\n")[0]
    }
}
