import SeededRandom
import SharedModels

@testable import TrackerKit

// Hand-worked histories use March 2026, whose weeks are easy to read:
//
//      Mo Tu We Th Fr Sa Su
//                         1
//       2  3  4  5  6  7  8
//       9 10 11 12 13 14 15
//      16 17 18 19 20 21 22
//      23 24 25 26 27 28 29
//      30 31

/// A day of March 2026.
func mar(_ day: Int) -> LocalDate {
    guard let date = LocalDate(year: 2026, month: 3, day: day) else { fatalError("no such day: March \(day)") }
    return date
}

let monWedFri = Schedule([.monday, .wednesday, .friday])

func habit(
    _ name: String, _ schedule: Schedule = .everyDay, createdOn: LocalDate = mar(1),
    category: EntityID? = nil, pinned: Bool = false, id: EntityID? = nil
) -> Tracker {
    Tracker(
        id: id ?? .random(), name: name, kind: .habit, categoryID: category, emoji: "🙂",
        color: Palette.colors[0], schedule: schedule, pinned: pinned, createdOn: createdOn)
}

func event(
    _ name: String, createdOn: LocalDate = mar(1), category: EntityID? = nil,
    pinned: Bool = false, id: EntityID? = nil
) -> Tracker {
    Tracker(
        id: id ?? .random(), name: name, kind: .event, categoryID: category, emoji: "🙂",
        color: Palette.colors[0], schedule: .none, pinned: pinned, createdOn: createdOn)
}

/// Records of `tracker` on the given days of March 2026.
func records(_ tracker: Tracker, march days: [Int]) -> [TrackerRecord] {
    days.map { TrackerRecord(trackerID: tracker.id, day: mar($0)) }
}

/// A count habit, "TIMES in PER days".
func countHabit(
    _ name: String, _ times: Int, in per: Int, createdOn: LocalDate = mar(1),
    category: EntityID? = nil
) -> Tracker {
    guard let count = CountSchedule(times: times, per: per) else { fatalError("no such count: \(times)/\(per)") }
    return habit(name, Schedule(count: count), createdOn: createdOn, category: category)
}
