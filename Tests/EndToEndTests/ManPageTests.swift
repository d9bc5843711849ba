import Foundation
import Testing

/// The committed pages in `share/man/man1` are what the generator writes now,
/// say everything `--help` says, and are well-formed roff.
@Suite("Man pages")
struct ManPageTests {
    /// Every executable the package ships.
    static let executables = ["tracker"] + FoundationCommandLineTests.executables

    @Test("the committed pages are exactly what `man-pages` generates (else run Scripts/man-pages)")
    func committedPagesAreCurrent() throws {
        let sandbox = try TestSandbox()
        let fresh = sandbox.root + "/man"
        let run = try sandbox.run("man-pages", [fresh])
        try #require(run.exitCode == 0, "\(run)")
        let generated = try FolderSnapshot(fresh)
        let expected = Repository.pageLanguages.flatMap { language in
            Self.executables.map { Repository.manPage($0, language: language) }
        }
        #expect(Set(generated.files.keys) == Set(expected))
        let committed = try FolderSnapshot(Repository.manPages)
        #expect(
            Set(committed.files.keys) == Set(generated.files.keys),
            "share/man holds other pages than the generator writes: run Scripts/man-pages")
        for (page, text) in generated.files.sorted(by: { $0.key < $1.key }) {
            #expect(
                committed.files[page] == text,
                "share/man/\(page) differs from the generator's: run Scripts/man-pages and commit the pages")
        }
    }

    @Test(
        "every command, argument and option that help shows is in the page of its language",
        arguments: executables, Repository.pageLanguages)
    func pageCoversHelp(executable: String, language: String) throws {
        let sandbox = try TestSandbox()
        let page = try String(
            contentsOfFile: Repository.manPages + "/" + Repository.manPage(executable, language: language),
            encoding: .utf8)
        var pending: [[String]] = [[]]
        var visited = 0
        while let path = pending.popLast() {
            let result = try sandbox.run(
                executable, path.isEmpty ? ["--help"] : ["help"] + path,
                language: Self.locale(language),
                environment: ["COLUMNS": "300"])
            try #require(result.exitCode == 0, "\(result)")
            let help = HelpSections(result.stdout)
            if !path.isEmpty {
                let hasSection = page.contains(
                    ".SS \"" + Self.roff(([executable] + path).joined(separator: " ")) + "\"")
                #expect(hasSection, "no section for `\(executable) \(path.joined(separator: " "))`")
            }
            for option in help.options {
                let hasOption = page.contains("\\fB" + Self.roff(option) + "\\fR")
                #expect(hasOption, "`\(option)` of `\(executable) \(path)` is not in the page")
            }
            for argument in help.arguments {
                let hasArgument = page.contains("\\fI" + Self.roff(argument) + "\\fR")
                #expect(hasArgument, "<\(argument)> of `\(executable) \(path)` is not in the page")
            }
            pending += help.subcommands.map { path + [$0] }
            visited += 1
        }
        // The root and at least the three built-ins every app has.
        #expect(visited >= 4, "the walk saw only \(visited) help pages")
    }

    @Test(
        "mandoc -T lint finds nothing to warn about",
        .enabled(if: SystemTool.path("mandoc") != nil, "mandoc is not installed (Scripts/bootstrap)"),
        arguments: executables, Repository.pageLanguages)
    func pagesLint(executable: String, language: String) throws {
        let sandbox = try TestSandbox()
        let page = Repository.manPages + "/" + Repository.manPage(executable, language: language)
        let lint = try ProcessRunner.run(
            SystemTool.path("mandoc")!, ["-T", "lint", "-W", "warning", page],
            environment: sandbox.environment())
        #expect(lint.exitCode == 0 && lint.stdout.isEmpty && lint.stderr.isEmpty, "\(lint)")
    }

    @Test(
        "man renders the tracker page: sections, help's overview in the page's language, options in plain ASCII",
        .enabled(if: SystemTool.path("man") != nil, "man is not installed"), arguments: Repository.pageLanguages)
    func manRendersPage(language: String) throws {
        let sandbox = try TestSandbox()
        let help = try sandbox.run(
            "tracker", ["--help"], language: Self.locale(language), environment: ["COLUMNS": "300"])
        let overview = try #require(help.stdoutLines.first { $0.hasPrefix("OVERVIEW: ") }).dropFirst("OVERVIEW: ".count)
        let result = try ProcessRunner.run(
            SystemTool.path("man")!,
            ["-l", Repository.manPages + "/" + Repository.manPage("tracker", language: language)],
            environment: sandbox.environment(
                language: "C.UTF-8", ["MANWIDTH": "250", "MANPAGER": "cat", "PAGER": "cat"]))
        #expect(result.exitCode == 0, "\(result)")
        // man prints bold as overstrikes when it writes to a file; strip them.
        let text = result.stdout.replacing(/.\u{08}/, with: "")
        #expect(text.contains("tracker - " + overview), "the NAME line is not help's overview:\n\(text)")
        if language == "en" {
            for heading in [
                "NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "COMMANDS", "ENVIRONMENT", "FILES", "EXIT STATUS",
                "SEE ALSO",
            ] {
                #expect(text.contains("\n" + heading + "\n"), "no \(heading) section in\n\(text)")
            }
        }
        #expect(text.contains("--data-dir path"))
        #expect(text.contains("tracker category add"))
        #expect(text.contains("POCKET_STORE"))
        #expect(!text.contains("\\"), "an escape leaked into the rendered page")
    }

    /// The `LANG` of a run in `language`.
    static func locale(_ language: String) -> String {
        language + (language == "en" ? "_US" : "_" + language.uppercased()) + ".UTF-8"
    }

    /// `name` as the page writes it: every hyphen a roff minus.
    static func roff(_ name: String) -> String { name.replacingOccurrences(of: "-", with: "\\-") }
}

/// What one help text lists: option names (`--long`, `-s`), argument names and
/// subcommand names, read from its OPTIONS, ARGUMENTS and SUBCOMMANDS sections.
struct HelpSections {
    var options: [String] = []
    var arguments: [String] = []
    var subcommands: [String] = []

    init(_ help: String) {
        var section = ""
        for line in help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            // A blank line ends a section (the footer under SUBCOMMANDS is not a command).
            if !line.hasPrefix(" ") {
                section = line
                continue
            }
            guard line.hasPrefix("  "), !line.hasPrefix("   "),
                let label = line.dropFirst(2).split(separator: "  ").first
            else { continue }
            switch section {
            case "OPTIONS:":
                options += label.split(separator: " ").map {
                    $0.trimmingCharacters(in: CharacterSet(charactersIn: ","))
                }
                .filter { $0.hasPrefix("-") }
            case "ARGUMENTS:":
                arguments += label.split(separator: " ").filter { $0.hasPrefix("<") }.map {
                    String($0.dropFirst().dropLast())
                }
            case "SUBCOMMANDS:":
                subcommands.append(String(label.split(separator: ",")[0].split(separator: " ")[0]))
            default:
                break
            }
        }
    }
}
