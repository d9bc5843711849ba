import Foundation

/// A crontab line read back as cron reads it (crontab(5), Debian's cron):
/// five time fields, then the command up to the first unescaped `%` (the
/// rest is the command's stdin), `\%` standing for `%`; what the command
/// line then means is what `/bin/sh -c` makes of it.
struct CrontabEntry {
    var schedule: [String]
    /// The text cron hands to `/bin/sh -c`.
    var command: String
    /// What follows the first unescaped `%`, nil when there is none.
    var stdin: String?

    init?(_ line: String) {
        let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
        guard fields.count == 6, !line.contains("\n") else { return nil }
        schedule = fields[0..<5].map(String.init)
        var command = ""
        var escaped = false
        var rest = Substring(fields[5])
        while let character = rest.popFirst() {
            // cron's own rule: `\%` becomes `%`, any other `\x` stays as it is.
            if escaped {
                if character == "%" { command.removeLast() }
                command.append(character)
                escaped = false
            } else if character == "%" {
                stdin = String(rest)
                break
            } else {
                command.append(character)
                escaped = character == "\\"
            }
        }
        self.command = command
    }

    /// The words `/bin/sh` makes of the command (its program first), read
    /// without running it: `set --` with the command, then each word printed.
    func words() throws -> [String] {
        let syntax = try ProcessRunner.run("/bin/sh", ["-n", "-c", command], environment: ["PATH": "/usr/bin:/bin"])
        guard syntax.exitCode == 0 else { throw EndToEndError.commandFailed(command: "sh -n -c", result: syntax) }
        let script = "set -- " + command + "\nprintf '%s\\0' \"$@\""
        let result = try ProcessRunner.run("/bin/sh", ["-c", script], environment: ["PATH": "/usr/bin:/bin"])
        return result.stdout.split(separator: "\0", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
}
