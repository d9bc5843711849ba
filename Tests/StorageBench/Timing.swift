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
/// posix_spawn and waitpid directly: Foundation's Process adds tens of
/// milliseconds of its own waiting on Linux, which would flatter us.
func commandMilliseconds(runs: Int, _ arguments: [String]) throws -> Double {
    try medianMilliseconds(runs: runs) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        guard posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ) == 0 else {
            throw NSError(
                domain: "bench", code: 1, userInfo: [NSLocalizedDescriptionKey: "cannot start \(arguments[0])"])
        }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        guard status == 0 else {
            throw NSError(
                domain: "bench", code: Int(status),
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
