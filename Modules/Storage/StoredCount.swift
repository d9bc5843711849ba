import SharedModels

extension Tracker {
    /// The count schedule both stores keep: a habit's alone. An event is
    /// due on no day, and the stores' readers refuse a count on anything
    /// but a habit due every day (SQLite's CHECK of migration 9, the JSON
    /// reader), so an event's count would make a file that cannot be read.
    public var storedCount: CountSchedule? { kind == .habit ? schedule.count : nil }
}
