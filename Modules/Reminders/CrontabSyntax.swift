/// How a command is written into a crontab line so cron runs exactly its
/// words (crontab(5)): cron hands the command to `/bin/sh -c` after turning
/// each unescaped `%` into a line break (the rest becoming the command's
/// stdin) and `\%` into `%`. A line break ends the entry; control
/// characters never get here (`UnitValue.check`).
enum CrontabSyntax {
    /// The entry `SCHEDULE WORD…`: each word single-quoted for sh, and every
    /// `%` escaped for cron.
    static func line(schedule: String, command: [String]) -> String {
        schedule + " " + command.map(shellWord).joined(separator: " ").replacing("%", with: "\\%")
    }

    /// A word single-quoted for sh (`'` as `'\''`), with each `%` left
    /// outside the quotes (`'a'%'b'`, the same word to sh). So no `\` of the
    /// word ever stands right before a `%`, where cron would read the pair
    /// as an escape and the `%` after it as the end of the command.
    static func shellWord(_ word: String) -> String {
        "'" + word.replacing("'", with: "'\\''").replacing("%", with: "'%'") + "'"
    }
}
