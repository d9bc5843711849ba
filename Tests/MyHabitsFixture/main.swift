import Foundation
import SeededRandom
import SharedModels
import Storage
import StorageLive

// Writes the my-habits benchmark's stores (Scripts/bench-my-habits) through
// the app's own store code, and takes a day's check back between timed
// runs of `track`.
//
//   my-habits-fixture fill DIR json|sqlite --today YYYY-MM-DD [--habits N] [--years N]
//       N habits ("Habit 001", …) created N years before today, each tracked
//       on about four days in five of them (deterministic), never today.
//   my-habits-fixture untrack DIR json|sqlite NAME YYYY-MM-DD

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data(("my-habits-fixture: " + message + "\n").utf8))
    exit(64)
}

func option(_ name: String, in arguments: [String]) -> String? {
    arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 3, let kind = StoreKind(rawValue: arguments[2]) else {
    fail("usage: fill DIR json|sqlite --today D [--habits N] [--years N] | untrack DIR json|sqlite NAME D")
}
let store = try StoreOpener.live.open(kind: kind, directory: arguments[1])

switch arguments[0] {
case "fill":
    guard let today = option("--today", in: arguments).flatMap(LocalDate.init(iso:)) else {
        fail("--today YYYY-MM-DD is required")
    }
    let count = option("--habits", in: arguments).flatMap(Int.init) ?? 100
    let years = option("--years", in: arguments).flatMap(Int.init) ?? 5
    let start = today.adding(days: -365 * years)
    var random = SeededGenerator(seed: 0x5EED)  // the same fixture on every machine
    try store.write { context in
        for index in 1...count {
            var days = Set<LocalDate>()
            for offset in 0..<(today.dayNumber - start.dayNumber) where random.next() % 5 != 0 {
                days.insert(start.adding(days: offset))
            }
            let habit = Habit(
                name: String(format: "Habit %03d", index), minuteOfDay: (index * 37) % 1440,
                color: RGBColor(red: UInt8(index % 256), green: 0x80, blue: 0x40),
                createdOn: start, trackedDays: days)
            try context.insertHabit(habit)
        }
    }
case "untrack":
    guard arguments.count == 5, let day = LocalDate(iso: arguments[4]) else {
        fail("usage: untrack DIR json|sqlite NAME D")
    }
    try store.write { context in
        guard let id = try context.habitSummaries(on: day).first(where: { $0.habit.name == arguments[3] })?.habit.id,
            var habit = try context.habit(id: id)
        else { fail("no habit \(arguments[3])") }
        guard habit.trackedDays.remove(day) != nil else { return }
        try context.updateHabit(habit)
    }
default:
    fail("unknown command \(arguments[0])")
}
