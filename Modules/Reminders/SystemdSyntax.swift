/// How a value is written into a systemd unit so systemd reads back exactly
/// that value (systemd.syntax(7), systemd.service(5), systemd.exec(5)).
/// Control characters never get here (`UnitValue.check`): a line break
/// would end the setting and start another one.
enum SystemdSyntax {
    /// A word of `ExecStart=`: double quotes with `\` and `"` escaped (the
    /// quotes are C-unescaped), `%` doubled (a specifier otherwise) and `$`
    /// doubled (the command line expands `$NAME` when it runs).
    static func commandWord(_ word: String) -> String {
        quoted(specifiersEscaped(word).replacing("$", with: "$$"))
    }

    /// An `Environment=` assignment: the whole `KEY=value` double-quoted,
    /// `%` doubled. `$` stays: `Environment=` expands no variables, so a
    /// doubled one would reach the program doubled.
    static func environmentAssignment(key: String, value: String) -> String {
        quoted(specifiersEscaped(key + "=" + value))
    }

    private static func specifiersEscaped(_ text: String) -> String { text.replacing("%", with: "%%") }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }
}
