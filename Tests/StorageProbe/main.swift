import SharedModels
import Storage
import StorageJSON
import StorageSQLite

// storage-probe: a small writer the crash and concurrency tests start, kill
// and count. Each change is its own write transaction, and `ok DAY` is
// printed (one write(2), unbuffered) only after that transaction committed,
// so a killed probe's output lists exactly the changes reported done.
//
//   storage-probe --store json|sqlite --dir D add-records --tracker T --count N --start K
//
// K is a day number (days since 1970-01-01); the records are days K…K+N-1 of
// tracker T, which is created (as an event) when missing.
#if canImport(Glibc)
    import Glibc
#endif

func fail(_ message: String, code: Int32) -> Never {
    let line = "error: \(message)\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
    exit(code)
}

func say(_ line: String) {
    let text = line + "\n"
    _ = text.withCString { write(1, $0, strlen($0)) }
}

var options: [String: String] = [:]
var command: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    if argument.hasPrefix("--") {
        guard let value = arguments.popFirst() else { fail("\(argument) needs a value", code: 64) }
        options[String(argument.dropFirst(2))] = value
    } else if command == nil {
        command = argument
    } else {
        fail("unexpected argument \(argument)", code: 64)
    }
}

guard let kind = options["store"].flatMap(StoreKind.init(rawValue:)) else {
    fail("--store json|sqlite is required", code: 64)
}
guard let directory = options["dir"] else { fail("--dir is required", code: 64) }
guard command == "add-records" else {
    fail("usage: storage-probe --store json|sqlite --dir D add-records --tracker T --count N --start K", code: 64)
}
guard let trackerText = options["tracker"], let count = options["count"].flatMap({ Int($0) }),
    let start = options["start"].flatMap({ Int($0) })
else { fail("add-records needs --tracker, --count and --start", code: 64) }

do {
    let store: any Store =
        kind == .json ? try JSONStore.open(directory: directory) : try SQLiteStore.open(directory: directory)
    let trackerID = EntityID(trackerText)
    try store.write { context in
        if try context.tracker(id: trackerID) == nil {
            try context.insertTracker(
                Tracker(
                    id: trackerID, name: "probe \(trackerText)", kind: .event, categoryID: nil,
                    emoji: Palette.emoji[0], color: Palette.colors[0], schedule: .none,
                    createdOn: LocalDate(dayNumber: start)))
        }
    }
    for offset in 0..<count {
        let day = LocalDate(dayNumber: start + offset)
        try store.write { try $0.insertRecord(TrackerRecord(trackerID: trackerID, day: day)) }
        say("ok \(day.iso)")
    }
} catch let error as StoreError {
    switch error {
    case .corrupt, .newerVersion: fail(error.description, code: 65)
    default: fail(error.description, code: 1)
    }
} catch {
    fail("\(error)", code: 1)
}
