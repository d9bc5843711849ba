import SQLite
import SharedModels
import Storage
import StorageSQLite
import Testing

/// Tracker rows are decoded from column bytes (colors) and shared values
/// (schedules); rows written by hand or by another build read the same.
@Suite struct SQLiteDecodingTests {
    func insertRow(_ database: Database, id: String, color: String, schedule: Int) throws {
        try database.run(
            """
            INSERT INTO trackers (id, name, name_key, kind, category_id, emoji, color, schedule, pinned, created_on)
            VALUES (?, ?, ?, 'habit', NULL, '🙂', ?, ?, 0, 20000)
            """, .text(id), .text("T " + id), .text("t " + id), .text(color), .int(schedule))
    }

    @Test func colorsAndSchedulesFromRows() throws {
        try withStore(.sqlite) { store, folder in
            let database = try Database(path: storeFile(.sqlite, folder.storeDirectory))
            // Palette colors (the rule a row written from outside is held to), in any case.
            try insertRow(database, id: "a", color: "#fd4C49", schedule: 0b101_0101)
            try insertRow(database, id: "b", color: "#007bfa", schedule: 0b101_0101)
            try insertRow(database, id: "c", color: "#2FD058", schedule: 127)
            let trackers = try store.read { try $0.trackers() }
            #expect(
                trackers.map(\.color) == [
                    RGBColor(red: 0xFD, green: 0x4C, blue: 0x49),
                    RGBColor(red: 0x00, green: 0x7B, blue: 0xFA), RGBColor(red: 0x2F, green: 0xD0, blue: 0x58),
                ])
            #expect(
                trackers.map(\.schedule) == [
                    Schedule([.monday, .wednesday, .friday, .sunday]),
                    Schedule([.monday, .wednesday, .friday, .sunday]), .everyDay,
                ])
        }
    }

    @Test(arguments: ["0aF9c3", "#0aF9c", "#0aF9c3 ", "#0aG9c3", "#+aF9c3", ""])
    func aMalformedColorIsCorrupt(color: String) throws {
        try withStore(.sqlite) { store, folder in
            let database = try Database(path: storeFile(.sqlite, folder.storeDirectory))
            try insertRow(database, id: "a", color: color, schedule: 1)
            #expect {
                try store.read { try $0.trackers() }
            } throws: { error in
                guard case .corrupt(let path, let detail) = error as? StoreError else { return false }
                return path == store.path && detail == "tracker color \(color)"
            }
        }
    }
}
