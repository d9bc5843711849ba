import AppPlugin
import CLIKit
import Localization
import SharedModels
import Storage
import TerminalUI
import TrackerCommands
import TrackerKit
import TrackerScreens

/// `tracker category [list]`, `category add TITLE`, `category rename OLD NEW`,
/// `category delete TITLE [--yes]`.
enum CategoryCommand {
    static let title = Argument<String>("title")
    static let oldTitle = Argument<String>("old")
    static let newTitle = Argument<String>("new")

    static let command: TrackerCommand = {
        let titleArgument = CommandArgument.argument(title) { $0(.trackerHelpArgumentCategoryTitle) }
        return TrackerCommand(
            "category", abstract: { $0(.trackerHelpCategory) },
            subcommands: [
                TrackerCommand("list", abstract: { $0(.trackerHelpCategoryList) }) { try list(in: $1) },
                TrackerCommand("add", abstract: { $0(.trackerHelpCategoryAdd) }, arguments: [titleArgument]) {
                    try add($0, in: $1)
                },
                TrackerCommand(
                    "rename", abstract: { $0(.trackerHelpCategoryRename) },
                    arguments: [
                        .argument(oldTitle) { $0(.trackerHelpArgumentCategoryOld) },
                        .argument(newTitle) { $0(.trackerHelpArgumentCategoryNew) },
                    ]
                ) { try rename($0, in: $1) },
                TrackerCommand(
                    "delete", abstract: { $0(.trackerHelpCategoryDelete) }, arguments: [titleArgument],
                    options: [CommonSpecs.yes]
                ) { try CategoryDeletion.run($0, in: $1) },
            ],
            defaultSubcommand: "list", run: nil)
    }()

    /// One category as `category list` shows it.
    struct Entry: Encodable, Equatable {
        var title: String
        /// The last category chosen by `add` or `edit`.
        var selected: Bool
        /// How many trackers it holds.
        var trackers: Int
    }

    static func entries(_ context: any StoreContext) throws -> [Entry] {
        let selected = try TrackerSettings.lastCategory(context)
        var counts: [EntityID: Int] = [:]
        for tracker in try context.trackers() {
            if let id = tracker.categoryID { counts[id, default: 0] += 1 }
        }
        return MainScreen.sortedByTitle(try context.categories()).map {
            Entry(title: $0.title, selected: $0.id == selected, trackers: counts[$0.id] ?? 0)
        }
    }

    private static func list(in env: AppEnvironment) throws {
        let entries = try env.store().read(entries)
        if env.json {
            struct Document: Encodable { var categories: [Entry] }
            return try env.emitJSON(Document(categories: entries))
        }
        let l = env.localizer
        let cards = CardRenderer(environment: env)
        env.output.line(cards.title(l(.trackerCategoryTitle)))
        env.output.line()
        guard !entries.isEmpty else {
            env.output.line(l(.habitsCategoryEmpty))
            env.output.line(cards.secondary(l(.trackerCategoryEmptyHint)))
            return
        }
        let width = entries.map { DisplayWidth.of(Sanitizer.clean($0.title)) }.max() ?? 0
        for entry in entries {
            let mark = entry.selected ? env.style.paint("✓", foreground: cards.colors.accent, bold: true) : " "
            let title = DisplayWidth.pad(Sanitizer.clean(entry.title), to: width)
            env.output.line(
                "  " + mark + " " + title + "  " + cards.secondary(l(.trackerCountTrackers(entry.trackers))))
        }
    }

    private static func add(_ invocation: Invocation, in env: AppEnvironment) throws {
        let title = try TrackerOptions.name(invocation.value(of: Self.title))
        let entry = try env.store().write { context in
            if CategoryTitles.find(title, in: try context.categories()) != nil {
                throw TrackerError.categoryExists(title)
            }
            try context.insertCategory(TrackerCategory(title: title))
            return Entry(title: title, selected: false, trackers: 0)
        }
        try report(entry, message: env.localizer(.trackerCategoryAdded(Sanitizer.clean(title))), in: env)
    }

    private static func rename(_ invocation: Invocation, in env: AppEnvironment) throws {
        let old = try invocation.value(of: oldTitle)
        let title = try TrackerOptions.name(invocation.value(of: newTitle))
        let entry = try env.store().write { context in
            let category = try TrackerOptions.category(old, in: try context.categories())
            try CategoryChanges.rename(category.id, to: title, context)
            return try entries(context).first { $0.title == title }
        }
        let message = env.localizer(.trackerCategoryRenamed(Sanitizer.clean(old), Sanitizer.clean(title)))
        try report(entry ?? Entry(title: title, selected: false, trackers: 0), message: message, in: env)
    }

    static func report(_ entry: Entry, message: String, in env: AppEnvironment) throws {
        if env.json { try env.emitJSON(entry) } else { env.output.line(message) }
    }
}

/// `category delete TITLE [--yes]`: the category, its trackers and their
/// records, after a confirmation that counts them.
enum CategoryDeletion {
    static func run(_ invocation: Invocation, in env: AppEnvironment) throws {
        let l = env.localizer
        let title = try invocation.value(of: CategoryCommand.title)
        let store = try env.store()
        let (category, usage) = try store.read { context in
            let category = try TrackerOptions.category(title, in: try context.categories())
            return (category, try CategoryChanges.usage(context)[category.id])
        }
        let (trackers, records) = (usage?.trackers ?? 0, usage?.records ?? 0)
        let shown = Sanitizer.clean(category.title)
        let question = CategoryChanges.question(category.title, usage, l)
        try env.confirm(question, assumeYes: invocation.isSet(CommonOptions.yes))
        try store.write { try CategoryChanges.delete(category.id, $0) }
        if env.json {
            struct Deleted: Encodable {
                var title: String
                var trackers: Int
                var records: Int
            }
            try env.emitJSON(Deleted(title: category.title, trackers: trackers, records: records))
        } else {
            env.output.line(l(.trackerCategoryDeleted(shown)))
        }
    }
}
