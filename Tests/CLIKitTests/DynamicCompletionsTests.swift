import CLIKit
import Foundation
import Testing

/// Arguments and options with a `CompletionSource` make the scripts ask the
/// executable (`APP __complete SOURCE PREFIX WORDS…`). Here the "executable"
/// is a shell function, so the scripts are checked without an app.
@Suite struct DynamicCompletionsTests {
    static let root = CommandSpec(
        name: "fake", options: [OptionSpec("data-dir", kind: .value, isGlobal: true)],
        subcommands: [
            CommandSpec(
                name: "done",
                arguments: [ArgumentSpec("habit", isRepeated: true, completion: CompletionSource("names"))],
                options: [OptionSpec("date", kind: .value, completion: CompletionSource("dates")), OptionSpec("yes")]),
            CommandSpec(name: "list", arguments: [ArgumentSpec("file", isOptional: true)]),
        ])

    /// Answers like an app would, saying what it was asked first.
    static let fake =
        #"fake() { [ "$1" = __complete ] || return 1; echo "asked $2 [$3] ${*:4}"; printf '%s\n' "Read a book" "#
        + #""Run"; }"#

    @Test func bashAsksTheAppForArgumentsAndOptionValues() throws {
        let script = Completions.bash(for: Self.root, executable: "fake")
        func complete(_ words: [String]) throws -> [String] {
            let array = words.map { "'\($0)'" }.joined(separator: " ")
            let command =
                "\(Self.fake); source $SCRIPT; COMP_WORDS=(\(array)); COMP_CWORD=\(words.count - 1); _fake; printf "
                + "'%s\\n' \"${COMPREPLY[@]}\""
            let result = try CompletionsTests.run("bash", script: script, command: command)
            #expect(result.status == 0, "\(result.output)")
            return result.output.split(separator: "\n").map(String.init)
        }
        #expect(
            try complete(["fake", "--data-dir", "/x", "done", "R"])
                == [#"asked\ names\ \[R\]\ --data-dir\ /x\ done"#, #"Read\ a\ book"#, "Run"])
        #expect(
            try complete(["fake", "done", "Run", "--date", ""]) == [
                #"asked\ dates\ \[\]\ done\ Run\ --date"#, #"Read\ a\ book"#, "Run",
            ])
        // An option word still completes as an option; an argument without a source asks nobody.
        #expect(try complete(["fake", "done", "--y"]) == ["--yes"])
        #expect(try complete(["fake", "list", ""]).allSatisfy { !$0.contains("asked") })
    }

    @Test(.enabled(if: CompletionsTests.installed("zsh"), "zsh is not installed"))
    func zshAsksTheApp() throws {
        let script = Completions.zsh(for: Self.root, executable: "fake")
        let fake =
            #"fake() { [ "$1" = __complete ] || return 1; print -r -- "asked $2 [$3] ${*:4}"; print -rl -- "Read a "#
            + #"book" Run; }"#
        let command =
            "\(fake); compadd() { print -rl -- \"$@\" }; compdef() { }; source $SCRIPT; "
            + "words=(fake done R); CURRENT=3; PREFIX=R; _fake"
        let result = try CompletionsTests.run("zsh", script: script, command: command)
        #expect(
            result.output.split(separator: "\n").map(String.init) == [
                "-U", "--", "asked names [R] done", "Read a book", "Run",
            ],
            "\(result.output)")
    }

    @Test func fishDeclaresTheAppsValues() {
        let script = Completions.fish(for: Self.root, executable: "fake")
        #expect(script.contains("$words[1] __complete $argv[1] (commandline -ct) $words[2..-1]"))
        #expect(script.contains("-a '(___fake_values names)'"))
        #expect(script.contains("-l 'date' -x -a '(___fake_values dates)'"))
        #expect(!script.contains("___fake_values file"))
    }
}
