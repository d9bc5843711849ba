/// Text as one POSIX shell word: single-quoted, each `'` in it written as
/// `'\''` (close, an escaped quote, reopen), so no character of the text is
/// special to sh. The completion scripts and the crontab line quote with it.
package enum ShellWord {
    package static func quoted(_ text: String) -> String {
        "'" + text.replacing("'", with: "'\\''") + "'"
    }
}
