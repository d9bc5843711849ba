import SharedModels

/// How a command is written into a crontab line so cron runs exactly its
/// words (crontab(5)): cron hands the command to `/bin/sh -c` after turning
/// each unescaped `%` into a line break (the rest becoming the command's
/// stdin) and `\%` into `%`. A line break ends the entry; control
/// characters never get here (`UnitValue.check`).
enum CrontabSyntax {
    /// The entry `SCHEDULE KEY=VALUE… WORD…`: each value and word
    /// single-quoted for sh, and every `%` escaped for cron. The variables
    /// are sh's assignments before the command, so they reach the program
    /// alone (cron's own `KEY=value` lines would reach every entry of the
    /// crontab, and cron reads their values without sh's quoting).
    static func line(schedule: String, environment: [(key: String, value: String)] = [], command: [String]) -> String {
        let assignments = environment.map { $0.key + "=" + shellWord($0.value) }
        let words = assignments + command.map(shellWord)
        return schedule + " " + words.joined(separator: " ").replacing("%", with: "\\%")
    }

    /// A word single-quoted for sh (`'` as `'\''`), with each `%` left
    /// outside the quotes (`'a'%'b'`, the same word to sh). So no `\` of the
    /// word ever stands right before a `%`, where cron would read the pair
    /// as an escape and the `%` after it as the end of the command.
    static func shellWord(_ word: String) -> String {
        ShellWord.quoted(word).replacing("%", with: "'%'")
    }
}
