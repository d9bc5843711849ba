import PocketTestSupport
import SQLite
import SharedModels
import Storage
import StorageSQLite
import Testing

/// Both backends list in `NameOrder`, the order the main screen shows, and an
/// SQLite store from before the order's column gets it from a code migration.
@Suite struct NameOrderStorageTests {
    static let names = ["Яблоко", "Ёлка", "Елка", "Zebra", "Äpfel", "apple", "Ель", "e\u{301}clair", "éclair"]
    static let expected = ["Äpfel", "apple", "e\u{301}clair", "Zebra", "éclair", "Ёлка", "Елка", "Ель", "Яблоко"]

    @Test(arguments: StoreKind.allCases)
    func listsAreInNameOrder(kind: StoreKind) throws {
        try withStore(kind) { store, _ in
            try store.write { context throws in
                for (index, name) in Self.names.enumerated() {
                    // Titles are unique; the JSON store's look-up treats "é"
                    // and "e" + U+0301 as one, so only one of them is a title.
                    let category = Make.category(
                        name.utf8.elementsEqual("éclair".utf8) ? "Ведро" : name, id: "c\(index)")
                    try context.insertCategory(category)
                    try context.insertTracker(Make.tracker(name, category: category, id: "t\(index)"))
                    try context.insertHabit(Make.habit(name, minute: 60, id: "h\(index)"))
                }
            }
            try store.read { context throws in
                #expect(try context.trackers().map(\.name) == Self.expected)
                #expect(
                    try context.categories().map(\.title)
                        == ["Äpfel", "apple", "e\u{301}clair", "Zebra", "Ведро", "Ёлка", "Елка", "Ель", "Яблоко"])
                #expect(try context.habits().map(\.name) == Self.expected)
                #expect(try context.trackers().map(\.name) == StoreOrder.trackers(try context.trackers()).map(\.name))
            }
            // A rename moves the tracker to its new place.
            try store.write { context throws in
                var tracker = try #require(try context.tracker(id: "t0"))
                tracker.name = "Ärger"
                try context.updateTracker(tracker)
            }
            #expect(try store.read { try $0.trackers() }.map(\.name).prefix(2) == ["Äpfel", "apple"])
            #expect(try store.read { try $0.trackers() }.map(\.name)[2] == "Ärger")
        }
    }

    @Test func aVersion3StoreIsBackfilledWithTheOrderKeys() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try prepareStoreDirectory(folder.storeDirectory)
        let path = storeFile(.sqlite, folder.storeDirectory)
        do {
            let database = try Database(path: path, create: true)
            try Migrator.migrate(database, to: Array(Schema.migrations.prefix(3)))
            for (index, name) in Self.names.enumerated() {
                try database.run(
                    "INSERT INTO categories (id, title, title_key) VALUES (?, ?, ?)", .text("c\(index)"), .text(name),
                    .text(TextKey.fold(name)))
                try database.run(
                    """
                    INSERT INTO trackers (id, name, name_key, kind, category_id, emoji, color, schedule, pinned, \
                    created_on)
                    VALUES (?, ?, ?, 'event', NULL, '🙂', '#007BFA', 0, 0, 20000)
                    """, .text("t\(index)"), .text(name), .text(TextKey.fold(name)))
            }
        }
        let store = try SQLiteStore.open(directory: folder.storeDirectory)
        #expect(try store.read { try $0.trackers() }.map(\.name) == Self.expected)
        #expect(try store.read { try $0.categories() }.map(\.title) == Self.expected)
        let database = try Database(path: path)
        #expect(try database.scalarText("SELECT name FROM schema_migrations WHERE version = 4") == "name order")
        #expect(try database.scalarText("SELECT name_order FROM trackers WHERE id = 't1'") == "елка")
        #expect(try database.scalarText("SELECT count(*) FROM categories WHERE title_order = ''") == "0")
        #expect(try database.integrityCheck() == "ok")
    }
}
