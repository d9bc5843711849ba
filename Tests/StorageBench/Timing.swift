import Foundation

/// Seconds of monotonic time.
func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

/// The median wall time of `runs` runs of `body`, in milliseconds.
func medianMilliseconds(runs: Int, _ body: () throws -> Void) rethrows -> Double {
    var times: [Double] = []
    for _ in 0..<runs {
        let start = now()
        try body()
        times.append((now() - start) * 1000)
    }
    return times.sorted()[times.count / 2]
}

/// The median wall time of a whole external command (stdout to /dev/null).
func commandMilliseconds(runs: Int, _ arguments: [String]) throws -> Double {
    try medianMilliseconds(runs: runs) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw NSError(domain: "bench", code: Int(process.terminationStatus),
                          userInfo: [NSLocalizedDescriptionKey: "failed: \(arguments.joined(separator: " "))"])
        }
    }
}

func format(_ milliseconds: Double?) -> String {
    guard let milliseconds else { return "–" }
    if milliseconds >= 100 { return String(format: "%.0f", milliseconds) }
    if milliseconds >= 10 { return String(format: "%.1f", milliseconds) }
    if milliseconds >= 1 { return String(format: "%.2f", milliseconds) }
    return String(format: "%.3f", milliseconds)
}

func fileSize(_ path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
}
