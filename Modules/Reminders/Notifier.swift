import AppPlugin
import SharedModels

#if canImport(Glibc)
    import Glibc
#endif

/// Shows a desktop notification through the freedesktop notification
/// service: `notify-send` (Debian's libnotify-bin), else `gdbus` calling the
/// service itself. A struct of closures, so the command's tests and a host
/// can give their own.
package struct Notifier: Sendable {
    /// Shows one notification; false when there is no desktop session or
    /// neither program could show it (the caller prints it instead).
    package var send: @Sendable (_ title: String, _ body: String) -> Bool

    package init(send: @escaping @Sendable (_ title: String, _ body: String) -> Bool) { self.send = send }

    /// `body` is plain text: it is escaped here, once for every program,
    /// since each hands it on as body markup.
    package static func live(app: String, variables: [String: String]) -> Notifier {
        Notifier { title, body in
            guard hasSession(variables) else { return false }
            let markup = NotificationMarkup.escaped(body)
            return ChildProcess.run(["notify-send", "--app-name=" + app, "--", title, markup], variables: variables)
                || ChildProcess.run(gdbusCall(app: app, title: title, body: markup), variables: variables)
        }
    }

    /// A desktop session has a session bus: its address in the environment,
    /// or systemd's socket in the runtime folder.
    static func hasSession(_ variables: [String: String]) -> Bool {
        if let address = variables[.dbusSessionBusAddress], !address.isEmpty { return true }
        guard let runtime = variables[.xdgRuntimeDir], runtime.hasPrefix("/") else { return false }
        var info = stat()
        return stat(runtime + "/bus", &info) == 0 && (info.st_mode & S_IFMT) == S_IFSOCK
    }

    /// `Notify(app_name, replaces_id, app_icon, summary, body, actions,
    /// hints, expire_timeout)`; gdbus reads each argument as GVariant text,
    /// so the texts go in as quoted strings, and the others typed, for a
    /// service that does not introspect. `--` ends gdbus's options: without
    /// it the timeout `-1` is read as an unknown option and nothing is sent.
    static func gdbusCall(app: String, title: String, body: String) -> [String] {
        [
            "gdbus", "call", "--session", "--dest", "org.freedesktop.Notifications",
            "--object-path", "/org/freedesktop/Notifications", "--method", "org.freedesktop.Notifications.Notify",
            "--", variantString(app), "uint32 0", "''", variantString(title), variantString(body), "@as []",
            "@a{sv} {}", "int32 -1",
        ]
    }

    /// A GVariant text-format string: single quotes, with `\` and `'` escaped.
    static func variantString(_ text: String) -> String {
        "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
    }
}
