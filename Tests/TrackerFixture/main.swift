import Foundation
// tracker-fixture: writes a tracker export (JSON) for the benchmark.
//
//   tracker-fixture OUTPUT [--trackers 1000] [--categories 20] [--days 1096]
//                          [--today YYYY-MM-DD] [--seed 1]
//
// Deterministic for given options (SplitMix64). Trackers: four in five are
// habits (three quarters of those daily, the rest on five weekdays), one in
// five irregular events; every 50th is pinned; the first is a daily habit
// (the benchmark's `done` target). Habits are done on 97% of their due days,
// events on 95% of all days, over `days` days ending on `today`: about a
// million records for the defaults.
import SeededRandom
import SharedModels
import TrackerApp
import TrackerCommands
import TrackerScreens

struct Options {
    var output = ""
    var trackers = 1000
    var categories = 20
    var days = 1096
    var today = LocalDate(iso: "2026-11-29")!
    var seed: UInt64 = 1

    init(_ arguments: [String]) {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("--") else {
                output = argument
                continue
            }
            let value = rest.popFirst() ?? ""
            switch argument {
            case "--trackers": trackers = Self.parse(value, argument, Int.init)
            case "--categories": categories = Self.parse(value, argument, Int.init)
            case "--days": days = Self.parse(value, argument, Int.init)
            case "--today": today = Self.parse(value, argument) { LocalDate(iso: $0) }
            case "--seed": seed = Self.parse(value, argument) { UInt64($0) }
            default: Self.fail(argument)
            }
        }
        if output.isEmpty || trackers < 1 || categories < 1 || days < 1 { Self.fail("OUTPUT") }
    }

    static func parse<T>(_ text: String, _ option: String, _ convert: (String) -> T?) -> T {
        guard let value = convert(text) else { fail(option) }
        return value
    }

    static func fail(_ what: String) -> Never {
        FileHandle.standardError.write(
            Data(
                ("usage: tracker-fixture OUTPUT [--trackers N] [--categories N] [--days N] [--today YYYY-MM-DD] "
                    + "[--seed N] (bad \(what))\n").utf8))
        exit(64)
    }
}

func hexID(_ prefix: String, _ number: Int) -> EntityID {
    let digits = String(number, radix: 16)
    return EntityID(prefix + String(repeating: "0", count: 32 - prefix.count - digits.count) + digits)
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
var random = SeededGenerator(seed: options.seed)
let first = options.today.adding(days: -(options.days - 1))
let categories = (1...options.categories).map { index in
    TrackerCategory(id: hexID("c", index), title: "Category " + (index < 10 ? "0" : "") + String(index))
}
var trackers: [Tracker] = []
var recordDays: [[LocalDate]] = []
for index in 0..<options.trackers {
    let isHabit = index == 0 || index % 5 != 4
    var schedule = Schedule.none
    if isHabit {
        if index == 0 || index % 4 != 3 {
            schedule = .everyDay
        } else {
            var days = Weekday.allCases
            days.shuffle(using: &random)
            schedule = Schedule(days.prefix(5))
        }
    }
    let name = "Tracker " + String(repeating: "0", count: 4 - String(index + 1).count) + String(index + 1)
    let tracker = Tracker(
        id: hexID("a", index + 1), name: name, kind: isHabit ? .habit : .event,
        categoryID: categories[index % categories.count].id,
        emoji: Palette.emoji[index % Palette.emoji.count], color: Palette.colors[index % Palette.colors.count],
        schedule: schedule, pinned: index % 50 == 49, createdOn: first)
    let chance = isHabit ? 0.97 : 0.95
    var days: [LocalDate] = []
    for offset in 0..<options.days {
        let day = first.adding(days: offset)
        if isHabit && !schedule.isDue(on: day) { continue }
        if Double.random(in: 0..<1, using: &random) < chance { days.append(day) }
    }
    trackers.append(tracker)
    recordDays.append(days)
}
let data = ExportData(categories: categories, trackers: trackers, recordDays: recordDays)
do {
    try ExportCommand.write(data, format: .json, app: .tracker, toFile: options.output)
    print(
        "\(options.output): \(categories.count) categories, \(trackers.count) trackers, \(data.recordCount) records, "
            + "\(first.iso)…\(options.today.iso)"
    )
} catch {
    FileHandle.standardError.write(Data("tracker-fixture: \(error)\n".utf8))
    exit(1)
}
