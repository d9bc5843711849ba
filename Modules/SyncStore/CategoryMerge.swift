import SQLite
import SharedModels
import Storage
import StorageSQLite

/// Categories from their cells, with one rule for titles that clash.
///
/// Two devices may each create «Спорт» offline. Titles are unique ignoring
/// case, so after a sync they must be one category: of the live categories
/// whose folded titles are equal, the one with the smallest id is shown
/// (the winner), and the others (losers) are aliases of it: trackers whose
/// category cell names a loser show in the winner. Every device computes
/// the same winners from the same cells. Losers keep their cells; renaming
/// or deleting the winner on this device renames or deletes them too (the
/// triggers read `sync_alias`), so they never come back on their own.
/// A tracker whose category is deleted, or not known yet, is in no category.
struct CategoryMerge {
    let database: Database

    struct Live {
        let id: String
        let title: String
    }

    /// The live categories' winners by id, and the losers' winners.
    func winners() throws -> (winners: [String: String], aliases: [String: String]) {
        var groups: [String: [Live]] = [:]
        try database.fetch(
            """
            SELECT c.id, c.value FROM sync_cells c WHERE c.entity = 'category' AND c.field = 'title' AND c.value <> ''
            AND NOT EXISTS (SELECT 1 FROM sync_cells d WHERE d.entity = 'category' AND d.id = c.id AND d.field = \
            'deleted' AND d.value = '1')
            """
        ) { row in
            let live = Live(id: row.string(0), title: row.string(1))
            groups[TextKey.fold(live.title), default: []].append(live)
        }
        var winners: [String: String] = [:]
        var aliases: [String: String] = [:]
        for group in groups.values {
            let sorted = group.sorted { Array($0.id.utf8).lexicographicallyPrecedes(Array($1.id.utf8)) }
            winners[sorted[0].id] = sorted[0].title
            for loser in sorted.dropFirst() { aliases[loser.id] = sorted[0].id }
        }
        return (winners, aliases)
    }

    /// The category a tracker's category cell puts it in, as the table has it
    /// now (a winner deleted on this device since the last merge is gone
    /// for its losers too).
    func resolve(_ cell: String) throws -> String? {
        guard !cell.isEmpty else { return nil }
        return try database.fetchOne(
            """
            SELECT id FROM categories WHERE id = ?1
            UNION ALL SELECT a.winner FROM sync_alias a JOIN categories c ON c.id = a.winner WHERE a.loser = ?1 LIMIT 1
            """, .text(cell)
        ) { $0.text(0) } ?? nil
    }

    /// Rewrites the categories table and every tracker's category from the cells.
    func recompute() throws {
        let (winners, aliases) = try winners()
        var current: [String: String] = [:]
        try database.fetch("SELECT id, title FROM categories") { current[$0.string(0)] = $0.string(1) }
        // Free the titles that move, so that no two rows hold one title_key
        // even for a moment (a swap of two titles, a loser giving way).
        for (id, title) in current where winners[id] != title {
            try database.run("UPDATE categories SET title_key = char(0) || id WHERE id = ?", .text(id))
        }
        for (id, title) in winners where current[id] != title {
            try database.run(
                """
                INSERT INTO categories (id, title, title_key, title_order) VALUES (?, ?, ?, ?)
                ON CONFLICT (id) DO UPDATE SET title = excluded.title, title_key = excluded.title_key, title_order = \
                excluded.title_order
                """, .text(id), .text(title), .text(TextKey.fold(title)), .text(NameOrder.key(title)))
        }
        try repointTrackers(winners: winners, aliases: aliases)
        for id in current.keys where winners[id] == nil {
            try database.run("DELETE FROM categories WHERE id = ?", .text(id))
        }
        try database.execute("DELETE FROM sync_alias")
        try database.withStatement("INSERT INTO sync_alias (loser, winner) VALUES (?, ?)") { insert in
            for (loser, winner) in aliases { try insert.run(.text(loser), .text(winner)) }
        }
    }

    private func repointTrackers(winners: [String: String], aliases: [String: String]) throws {
        var moves: [(tracker: String, category: String?)] = []
        try database.fetch(
            """
            SELECT t.id, t.category_id, c.value FROM trackers t
            LEFT JOIN sync_cells c ON c.entity = 'tracker' AND c.id = t.id AND c.field = 'category'
            """
        ) { row in
            let cell = row.text(2) ?? row.text(1) ?? ""
            let target: String? = winners[cell] != nil ? cell : aliases[cell]
            if target != row.text(1) { moves.append((row.string(0), target)) }
        }
        try database.withStatement("UPDATE trackers SET category_id = ? WHERE id = ?") { update in
            for move in moves { try update.run(.optionalText(move.category), .text(move.tracker)) }
        }
    }
}
