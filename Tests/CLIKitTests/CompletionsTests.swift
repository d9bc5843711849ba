import CLIKit
import Foundation
import PocketTestSupport
import Testing

@Suite struct CompletionsTests {
    static let root = SampleTree.root

    /// Runs `shell` with `arguments`, the script in a temporary file passed as `$SCRIPT`.
    static func run(_ shell: String, script: String, command: String) throws -> (status: Int32, output: String) {
        let folder = try TemporaryFolder("completion")
        defer { folder.remove() }
        let file = URL(fileURLWithPath: try folder.write(script, to: "script"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [shell, "-c", command.replacing("$SCRIPT", with: file.path)]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static func installed(_ shell: String) -> Bool {
        ["/bin", "/usr/bin", "/usr/local/bin"].contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(shell)")
        }
    }

    @Test(arguments: Completions.Shell.allCases)
    func everyVisibleSubcommandAndOptionAppears(shell: Completions.Shell) {
        let script = Completions.script(for: Self.root, shell: shell, executable: "tracker")
        for word in [
            "list", "ls", "category", "add", "rename", "edit", "sum", "store", "json", "color", "date", "search",
            "days", "tag", "verbose", "yes", "pin", "unpin", "sqlite", "always",
        ] {
            #expect(script.contains(word), "\(shell) script lacks \(word)")
        }
        #expect(!script.contains("debug-trace"))
    }

    @Test func bashScriptIsValidAndCompletes() throws {
        let script = Completions.bash(for: Self.root, executable: "tracker")
        #expect(try Self.run("bash", script: script, command: "bash -n $SCRIPT").status == 0)
        func complete(_ words: [String]) throws -> Set<String> {
            let array = words.map { "'\($0)'" }.joined(separator: " ")
            let command =
                "source $SCRIPT; COMP_WORDS=(\(array)); COMP_CWORD=\(words.count - 1); _tracker; printf '%s\\n' "
                + "\"${COMPREPLY[@]}\""
            let result = try Self.run("bash", script: script, command: command)
            #expect(result.status == 0, "\(result.output)")
            return Set(result.output.split(separator: "\n").map(String.init))
        }
        #expect(try complete(["tracker", "ca"]) == ["category"])
        #expect(
            try complete(["tracker", "category", ""]).isSuperset(of: ["list", "add", "rename", "--json", "--help"]))
        #expect(try complete(["tracker", "--store", ""]) == ["json", "sqlite"])
        #expect(try complete(["tracker", "ls", "--"]).isSuperset(of: ["--date", "--search", "--store", "--help"]))
        #expect(try complete(["tracker", "category", "add", "x", "--color", "a"]) == ["auto", "always"])
    }

    @Test(.enabled(if: installed("zsh")))
    func zshScriptParses() throws {
        let script = Completions.zsh(for: Self.root, executable: "tracker")
        let result = try Self.run("zsh", script: script, command: "zsh -n $SCRIPT")
        #expect(result.status == 0, "\(result.output)")
    }

    @Test(.enabled(if: installed("fish")))
    func fishScriptIsValidAndCompletes() throws {
        let script = Completions.fish(for: Self.root, executable: "tracker")
        #expect(try Self.run("fish", script: script, command: "fish -n $SCRIPT").status == 0)
        func complete(_ line: String) throws -> Set<String> {
            let result = try Self.run("fish", script: script, command: "source $SCRIPT; complete -C '\(line)'")
            return Set(result.output.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") })
        }
        #expect(try complete("tracker category ").isSuperset(of: ["list", "add", "rename"]))
        #expect(try !complete("tracker category ").contains("edit"))
        #expect(try complete("tracker --store ") == ["json", "sqlite"])
        #expect(try complete("tracker edit x --").isSuperset(of: ["--days", "--tag", "--json", "--help"]))
    }

    @Test func completionsSubcommandTakesAShell() throws {
        var root = Self.root
        root.subcommands.append(Completions.command(abstract: "Print a completion script.", shellHelp: "The shell."))
        let parser = CommandParser(root: root)
        #expect(
            try parser.parse(["completions", "zsh"])
                == .run(Invocation(commandPath: ["completions"], arguments: ["shell": ["zsh"]])))
        #expect(
            throws: ParseError(
                .invalidValue(.argument("shell"), value: "tcsh", reason: .notOneOf(["bash", "zsh", "fish"])),
                commandPath: ["completions"])
        ) {
            try parser.parse(["completions", "tcsh"])
        }
        #expect(
            Completions.bash(for: root, executable: "tracker").contains(
                "'tracker:completions') cmdpath='tracker completions'"))
    }
}
