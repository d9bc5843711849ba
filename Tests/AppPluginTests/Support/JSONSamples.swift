/// What `JSONOutputContractTests` runs each command with: the store every
/// run starts from, per app, and the arguments of the commands that need
/// some. A command that needs arguments and has no entry here fails the
/// test, so a command added later is either run or noticed.
///
/// Placeholders, filled in for each run: `{folder}` (the run's own
/// temporary folder), `{code}` (a fresh login code of the fake Unsplash
/// server) and `{photo}` (a photo of its fixtures).
enum JSONSamples {
    /// One way to run a command: `before` (set-up commands, run as they are,
    /// without `--json`), then the command with `arguments`.
    struct Sample {
        var arguments: [String]
        var before: [[String]] = []

        init(_ arguments: [String], before: [[String]] = []) {
            self.arguments = arguments
            self.before = before
        }
    }

    /// The commands every run of an app starts from: a store with one item.
    static let seeds: [String: [[String]]] = [
        "tracker": [
            ["category", "add", "Health"],
            ["add", "habit", "Walk", "--category", "Health", "--schedule", "daily", "--emoji", "1", "--color", "1"],
        ],
        "goals": [["add", "Read", "--emoji", "1", "--color", "1"]],
        "my-habits": [["add", "Walk", "--time", "08:00", "--color", "#34C759"]],
        "image-feed": [["login", "--code", "{code}"]],
        "pocket": [],
    ]

    /// Keyed by the app and the command's words (`tracker category add`).
    /// Commands that need no arguments run without any, and also with the
    /// samples listed for them here.
    static let arguments: [String: [Sample]] =
        habitApp("tracker", item: "Walk").merging(habitApp("goals", item: "Read")) { $1 }
        .merging(myHabits) { $1 }
        .merging(trackerAndGoals) { $1 }
        .merging(imageFeed) { $1 }
        .merging(pocket) { $1 }

    /// What tracker and goals share (`TrackerCommands`): the same commands on one item.
    private static func habitApp(_ app: String, item: String) -> [String: [Sample]] {
        var samples: [String: [Sample]] = [:]
        for command in ["done", "undone", "show", "pin", "unpin"] { samples[app + " " + command] = [Sample([item])] }
        samples[app + " edit"] = [Sample([item, "--name", "Other"]), Sample([item])]
        samples[app + " delete"] = [Sample([item, "--yes"]), Sample([item])]
        samples[app + " import"] = [
            Sample(["{folder}/backup.json"], before: [["export", "--output", "{folder}/backup.json"]]),
            Sample(["{folder}/missing.json"]),
        ]
        samples[app + " export"] = [Sample(["--format", "csv"]), Sample(["--output", "{folder}/out.json"])]
        samples[app + " remind"] = [Sample(["--install"]), Sample(["--uninstall"])]
        samples[app + " today"] = [Sample(["--format", "{done}/{due}"])]
        return samples.merging(builtIns(app)) { $1 }
    }

    /// The commands only one of tracker and goals has, and their `add`.
    private static let trackerAndGoals: [String: [Sample]] = [
        "goals add": [Sample(["Write", "--emoji", "2", "--color", "2"])],
        "tracker add habit": [
            Sample(["Run", "--category", "Health", "--schedule", "daily", "--emoji", "2", "--color", "2"])
        ],
        "tracker add event": [Sample(["Plants", "--category", "Health", "--emoji", "3", "--color", "3"])],
        "tracker archive": [Sample(["Walk"])],
        "tracker unarchive": [Sample(["Walk"], before: [["archive", "Walk"]])],
        "tracker list": [
            Sample(["--archived"], before: [["archive", "Walk"]]),
            Sample(["--archived"]),
        ],
        "tracker category add": [Sample(["Home"])],
        "tracker category rename": [Sample(["Health", "Body"])],
        "tracker category delete": [Sample(["Health", "--yes"]), Sample(["Health"])],
    ]

    private static let myHabits: [String: [Sample]] = builtIns("my-habits").merging([
        "my-habits add": [Sample(["Read", "--time", "09:00", "--color", "#FF9500"])],
        "my-habits track": [Sample(["Walk"])],
        "my-habits show": [Sample(["Walk"])],
        "my-habits edit": [Sample(["Walk", "--name", "Run"]), Sample(["Walk"])],
        "my-habits delete": [Sample(["Walk", "--yes"]), Sample(["Walk"])],
        "my-habits remind": [Sample(["--install"]), Sample(["--uninstall"])],
        "my-habits today": [Sample(["--format", "{done}/{due}"])],
    ]) { $1 }

    private static let imageFeed: [String: [Sample]] = builtIns("image-feed").merging([
        "image-feed login": [Sample(["--code", "{code}"])],
        "image-feed like": [Sample(["{photo}"])],
        "image-feed unlike": [Sample(["{photo}"])],
        "image-feed show": [Sample(["{photo}"])],
        "image-feed share": [Sample(["{photo}"])],
        "image-feed logout": [Sample(["--yes"])],
    ]) { $1 }

    private static let pocket: [String: [Sample]] = [
        "pocket completions": [Sample(["bash"])],
        "pocket sync add-user": [Sample(["alice"])],
    ]

    /// The runner's own commands, in every app.
    private static func builtIns(_ app: String) -> [String: [Sample]] {
        [
            app + " migrate": [Sample(["--to", "json"])],
            app + " completions": [Sample(["bash"]), Sample(["zsh"]), Sample(["fish"])],
            app + " analytics": [Sample(["--all"])],
        ]
    }
}
