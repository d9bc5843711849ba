import Foundation
import PocketTestSupport
import Testing

/// The pages tried as typed: every command of README.md's and docs/*.md's
/// `sh` blocks runs in order, a fresh store per page, with the exit status
/// the page promises; every JSON shape the pages document is compared with
/// what the command prints. The sandbox has what the pages assume: Unsplash
/// keys (a fake Unsplash, logged in through the loopback redirect with a
/// scripted browser) and a sync server (a real PostgreSQL with one person).
@Suite("Docs' examples", .serialized)
struct DocExamplesTests {
    /// The pages whose examples run, in this order.
    static let pages = ["README.md"] + docsPages
    static var docsPages: [String] {
        let folder = Repository.root + "/docs"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    /// Commands of an app that cannot run in a sandbox, and why.
    static let notRunHere: [String: String] = [
        "POCKET_SYNC_URL='postgresql://alice:PASSWORD@localhost:6543/pocket' pocket sync":
            "goes through the ssh tunnel the line before opens"
    ]

    /// How a table's row is printed, after the page's own examples ran: the
    /// arguments of a command whose `--json` the row describes.
    static let jsonRuns: [String: [String: [String]]] = [
        "docs/tracker.md": [
            "a tracker": ["pin", "Morning run"], "`list`": ["list"], "`show`": ["show", "Morning run"],
            "`list --archived`": ["list", "--archived"],
            "`category list`": ["category", "list"], "`stats`": ["stats"], "`calendar`": ["calendar"],
            "`export`": ["export"], "`import FILE`": ["import", "backup.json"],
        ],
        "docs/goals.md": [
            "a goal": ["pin", "Evening run"], "`list`": ["list"], "`show`": ["show", "Evening run"],
            "`stats`": ["stats"], "`export`": ["export"], "`import FILE`": ["import", "goals.json"],
        ],
        "docs/my-habits.md": [
            "a habit": ["track", "drink water"], "`list`": ["list"], "`show`": ["show", "drink water"],
        ],
        "Apps/ImageFeed/README.md": [
            "a photo": ["show", DocWorld.photo, "--render", "none"], "`feed`": ["feed"], "`favorites`": ["favorites"],
            "`share`": ["share", DocWorld.photo], "`profile`": ["profile"], "`login`": ["login"],
            "`logout`": ["logout", "--yes"],
        ],
    ]

    /// The page's commands the tests run: the apps', less those `notRunHere` names.
    static func runnable(_ page: String, markdown: String) throws -> [DocCommand] {
        try DocExamples.commands(file: page, markdown: markdown).filter {
            $0.kind != .setup && notRunHere[$0.command] == nil
        }
    }

    @Test("every page's commands run as typed, with the exit status the page shows")
    func examplesRunAsTyped() throws {
        let world = try DocWorld()
        for page in Self.pages {
            let sandbox = try world.sandbox()
            for command in try Self.runnable(page, markdown: Repository.read(page)) {
                let result = try world.run(command.command, in: sandbox)
                #expect(result.exitCode == command.expectedExit, "\(command)\n\(result)")
            }
        }
    }

    @Test("every documented JSON shape is what the command prints, key for key")
    func documentedJSONMatches() throws {
        let world = try DocWorld()
        for (page, runs) in Self.jsonRuns.sorted(by: { $0.key < $1.key }) {
            let sandbox = try world.sandbox()
            let markdown = try Repository.read(page)
            // The page's own examples make the data the rows are printed from.
            for command in try Self.runnable(page, markdown: markdown) {
                _ = try world.run(command.command, in: sandbox)
            }
            let app = page.contains("ImageFeed") ? "image-feed" : String(page.dropFirst(5).dropLast(3))
            if app == "image-feed" { try world.require(world.run("image-feed login", in: sandbox)) }
            for row in DocJSONRow.rows(file: page, markdown: markdown) {
                let arguments = try #require(runs[row.label], "\(page):\(row.line): no run for the row \(row.label)")
                let result = try world.require(world.run(Shell.quote([app, "--json"] + arguments), in: sandbox))
                let printed = try JSONSerialization.jsonObject(with: result.stdoutData, options: [.fragmentsAllowed])
                let differences = row.shape.differences(from: printed)
                #expect(differences.isEmpty, "\(page):\(row.line) \(row.label): \(differences)\n\(result.stdout)")
            }
        }
    }

    @Test("a line's comment, its commands and the exit it promises are read as the shell reads them")
    func examplesAreRead() throws {
        let markdown = """
            text
            ```sh
            tracker add event Dentist --color "#FF881E"   # a color, then a comment
            tracker stats ; tracker calendar
            tracker add habit                             # on a terminal: a wizard
            goals undone nothing                          # exit 64: no such goal
            ./Scripts/run tracker list
            PS1='[$(my-habits today)] \\w \\$ '
            ```
            ```tmux
            not a command
            ```
            """
        let commands = try DocExamples.commands(file: "page", markdown: markdown)
        #expect(
            commands.map(\.command) == [
                ##"tracker add event Dentist --color "#FF881E""##, "tracker stats", "tracker calendar",
                "tracker add habit",
                "goals undone nothing", "tracker list", #"PS1='[$(my-habits today)] \w \$ '"#,
            ])
        #expect(commands.map(\.expectedExit) == [0, 0, 0, 64, 64, 0, 0])
        #expect(
            commands.map(\.kind) == [
                .app("tracker"), .app("tracker"), .app("tracker"), .app("tracker"),
                .app("goals"), .app("tracker"), .setup,
            ])
        #expect(throws: DocExampleError.self) {
            try DocExamples.commands(file: "page", markdown: "```sh\nrm -rf data\n```")
        }
    }

    @Test("a documented shape finds keys left out, keys not printed and nested differences")
    func shapesCompare() throws {
        let shape = DocJSONShape(notation: #"{"id","kind":"habit\|event","rates":[{"days":30\|90,"rate"}],"more":{…}}"#)
        let good: [String: Any] = ["id": "a", "kind": "habit", "rates": [["days": 30, "rate": 1]], "more": ["x": 1]]
        #expect(shape.differences(from: good).isEmpty)
        let bad: [String: Any] = ["id": "a", "extra": 1, "rates": [["days": 30]], "more": NSNull()]
        #expect(
            shape.differences(from: bad) == [
                ".kind: documented, not printed", ".extra: printed, not documented",
                ".rates[].rate: documented, not printed",
            ])
        #expect(
            DocJSONShape(notation: #"{"trackers":[… each with "done"]}"#)
                == .object(["trackers": .array(.any)], open: false))
    }
}

/// What the pages assume a machine has: a fake Unsplash with its keys and
/// a browser that follows the login, a sync server with an account, and
/// the apps on `PATH`.
struct DocWorld {
    static let photo = ImageFeedWorld.firstPhoto
    let unsplash: FakeUnsplash
    let sync: SyncWorld
    let tools: TestSandbox

    init() throws {
        unsplash = try FakeUnsplash()
        sync = try SyncWorld()
        tools = try TestSandbox()
        // The browser of `image-feed login`: follows the authorize page to the loopback redirect.
        let browser = try tools.write(
            Data("#!/bin/sh\ncurl -s -L --max-time 10 \"$1\" > /dev/null\n".utf8), to: "bin/xdg-open")
        chmod(browser, 0o755)
    }

    /// A fresh HOME and store for one page.
    func sandbox() throws -> TestSandbox { try TestSandbox() }

    /// Runs `command` with `sh -c` in `sandbox`, as a user would type it.
    func run(_ command: String, in sandbox: TestSandbox) throws -> ProcessResult {
        let inherited = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        var extra: [String: String?] = unsplash.environment.mapValues { $0 }
        extra["PATH"] = BuiltExecutables.directory + ":" + tools.root + "/bin:" + inherited
        extra["DISPLAY"] = ":99"
        extra["UNSPLASH_REDIRECT_URI"] = "http://127.0.0.1:\(ImageFeedWorld.freePort())/callback"
        extra["POCKET_SYNC_URL"] = sync.url
        return try ProcessRunner.run(
            "/bin/sh", ["-c", command], environment: sandbox.environment(extra), currentDirectory: sandbox.root,
            timeout: .seconds(60))
    }

    @discardableResult
    func require(_ result: ProcessResult) throws -> ProcessResult { try SyncWorld.require(result) }
}

/// Pages that list the repository's parts name every one there is.
@Suite("Pages naming the repository's parts")
struct RepositoryPartsPageTests {
    @Test("the layout names every folder of Modules/ and every script of Scripts/")
    func layoutNamesEverything() throws {
        let page = try Repository.read("docs/architecture.md")
        let start = try #require(page.range(of: "## Layout"))
        let layout = try #require(page[start.upperBound...].components(separatedBy: "```").dropFirst().first)
        let words = Set(layout.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "-" }).map(String.init))
        let files = FileManager.default
        let modules = try files.contentsOfDirectory(atPath: Repository.root + "/Modules")
        let scripts = try files.contentsOfDirectory(atPath: Repository.root + "/Scripts").filter {
            var folder: ObjCBool = false
            return files.fileExists(atPath: Repository.root + "/Scripts/" + $0, isDirectory: &folder)
                && !folder.boolValue
        }
        let missing =
            modules.filter { !words.contains($0) }
            + scripts.filter { !words.contains($0) && !($0.hasPrefix("bench-") && layout.contains("bench-*")) }
        #expect(missing.isEmpty, "not in architecture.md's layout: \(missing.sorted())")
    }
}

extension RepositoryPartsPageTests {
    @Test("the README names what Scripts/run installs, packaging.md every package Scripts/test installs")
    func bootstrapSetsAreNamed() throws {
        let script = try Repository.read("Scripts/bootstrap")
        func packages(_ name: String) throws -> [String] {
            let start = try #require(script.range(of: name + "=("))
            let list = script[start.upperBound...].prefix { $0 != ")" }
            return list.split(whereSeparator: \.isWhitespace).map(String.init)
        }
        let readme = try Repository.read("README.md").prefix(1500)
        let packaging = try Repository.read("docs/packaging.md")
        let run = try packages("run_packages")
        let test = try packages("test_packages")
        #expect(run.count >= 5 && test.count >= 10)
        #expect(run.filter { !readme.contains("`\($0)`") }.isEmpty, "README's first lines omit some of \(run)")
        #expect(
            (run + test).filter { !packaging.contains("`\($0)`") }.isEmpty, "packaging.md omits some of \(run + test)")
    }
}
